import { startTestServer, type TestServer } from './harness';
import { browserKeys, receiver, type Receiver } from './support/notify-receivers';

jest.setTimeout(90_000);

/**
 * Across days, a player's own notifications say what the table says (issue
 * 49, item 5): the turn tells how long they have for the move, and when
 * their time runs out they are told too, with what happens next, whether
 * the others decide or a bot plays that one turn at once.
 */
let t: TestServer;
let push: Receiver;
/** Grace's token, per room. */
const guestToken = new Map<string, string>();
beforeAll(async () => {
  push = await receiver();
  t = await startTestServer({
    config: {
      notifyAllowPrivate: true,
      notifyPollMs: 3_600_000,
      deadlinePollMs: 3_600_000,
      publicUrl: 'http://play.test',
    },
  });
});
afterAll(async () => {
  await t.stop();
  await push.close();
});

async function lateAda(botOnExpiry: boolean, roomName: string) {
  const host = await t.api.createRoom({
    game: 'hush-auction',
    seats: 2,
    name: 'Ada',
    roomName,
    pace: { kind: 'days', moveHours: 12, botOnExpiry },
  });
  const grace = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  guestToken.set(host.roomId, grace.token);
  const browser = browserKeys();
  await t.api.subscribePush(host.roomId, host.token, { endpoint: `${push.url}/push/${roomName}`, keys: browser.keys });
  const { matchId } = await t.api.start(host.roomId, host.token);
  await t.server.notifications.deliverer.pass();
  const said = () => push.got.map((g) => JSON.parse(browser.decrypt(g.body)) as { title: string; body: string });
  return { host, matchId, said };
}

async function runOut(matchId: string) {
  await t.server.db.deadline.updateMany({ where: { matchId, seat: 0 }, data: { dueAt: new Date(Date.now() - 1000) } });
  expect((await t.server.deadlines.poll()).map((e) => e.seat)).toEqual([0]);
  await t.server.notifications.deliverer.pass();
}

beforeEach(() => {
  push.got.length = 0;
  push.answer = () => 201;
});

test('the turn says how long the player has; when their time runs out the late player is told, and that the others decide', async () => {
  const { matchId, said } = await lateAda(false, 'Slow auction');
  expect(said()).toEqual([
    expect.objectContaining({
      title: 'Your turn in “Slow auction”',
      body: 'It is your turn in “Slow auction” (Hush Auction). You have 12 h for this move.',
    }),
  ]);
  push.got.length = 0;
  await runOut(matchId);
  expect(said()).toEqual([
    expect.objectContaining({
      title: 'Your time ran out in “Slow auction”',
      body: 'Your time for a move ran out in “Slow auction”. The others may give you more time or let a bot play that one turn; until they do, you can still make your move.',
    }),
  ]);
});

test('in a room where a bot plays at once, the late player is told a bot plays that one turn and the seat stays theirs', async () => {
  const { matchId, said } = await lateAda(true, 'Bot auction');
  push.got.length = 0;
  await runOut(matchId);
  expect(said()).toContainEqual(
    expect.objectContaining({
      title: 'Your time ran out in “Bot auction”',
      body: 'Your time for a move ran out in “Bot auction”, so a bot plays that one turn for you. The seat stays yours.',
    }),
  );
});

test('more time given is told to the late player, with how long they now have', async () => {
  const { host, matchId, said } = await lateAda(false, 'Patient auction');
  await runOut(matchId);
  push.got.length = 0;
  await t.api.moreTime(host.roomId, guestToken.get(host.roomId) as string, 0);
  await t.server.notifications.deliverer.pass();
  expect(said()).toEqual([
    expect.objectContaining({
      title: 'More time in “Patient auction”',
      body: 'Your time for a move had run out in “Patient auction”; the others gave you more: you have 12 h for it.',
    }),
  ]);
});
