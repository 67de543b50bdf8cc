import type { MatchConnection } from '@sprawl/client';
import { randomMove, seedRng } from '@sprawl/rules';
import { connect, startTestServer, until, waitFor, type TestServer } from './harness';

jest.setTimeout(120_000);

/**
 * Across days, the room's status names whom the game waits for: after every
 * move that hands the turn on, each connection (on either of two server
 * processes) gets the deadlines of the people the game now waits for, and a
 * bot's seat never holds one. Issue 49, item 1: the table used to keep
 * naming the player who had just moved until something else changed.
 */

const BOT = 2;
const open: MatchConnection[] = [];
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  a = await startTestServer({ config: { fanout: true, deadlinePollMs: 3_600_000, botDelayMs: 1_000 } });
  b = await startTestServer({
    databaseUrl: a.databaseUrl,
    config: { fanout: true, deadlinePollMs: 3_600_000, botDelayMs: 1_000 },
  });
});
afterAll(async () => {
  for (const c of open) c.close();
  await b?.stop();
  await a?.stop();
});

/** The seats the status shows a deadline for, in order. */
const shownWaiting = (c: MatchConnection): number[] =>
  (c.state.room?.seats ?? []).filter((s) => s.dueAt !== null).map((s) => s.index);

test('after each move that hands the turn on, every connection on both processes shows whose deadline runs; bots hold none', async () => {
  const host = await a.api.createRoom({
    game: 'urban-sprawl',
    seats: 3,
    name: 'Ada',
    roomName: 'Week-long',
    pace: { kind: 'days', moveHours: 24 },
  });
  const bob = await b.api.join({ inviteCode: host.inviteCode, name: 'Bob' });
  await a.api.addBot(host.roomId, host.token, BOT);
  const ada = connect(a, host.roomId, { token: host.token });
  const bobOnB = connect(b, bob.roomId, { token: bob.token });
  open.push(ada, bobOnB);
  await waitFor(() => ada.state.connected && bobOnB.state.connected, 'both players connected');
  const { matchId } = await a.api.start(host.roomId, host.token);
  const bySeat = new Map<number, MatchConnection>([
    [0, ada],
    [1, bobOnB],
  ]);
  const rng = seedRng('days-turns');
  // From the database: a process's copy of the match may not have followed a move made on the other yet.
  const deciding = async (): Promise<number[]> =>
    (await a.server.db.match.findUniqueOrThrow({ where: { id: matchId }, select: { deciding: true } })).deciding;
  const people = (seats: number[]) => seats.filter((s) => s !== BOT);

  // Between two checks the bot may play its turn: what is checked is that the people then waited for are shown.
  const botDone = () => until(async () => !(await deciding()).includes(BOT), "the bot's move");
  await botDone();
  let before = await deciding();
  let handedOn = 0;
  let botTurns = 0;
  for (let moves = 0; handedOn < 6; moves++) {
    if (moves > 200) throw new Error(`only ${handedOn} turns handed on in 200 moves`);
    const mover = bySeat.get(people(before)[0]) as MatchConnection;
    await waitFor(() => mover.state.legal.length > 0, `seat ${people(before)[0]}'s legal moves`);
    await mover.send(randomMove(rng, mover.state.legal as { type: string }[]));
    if ((await deciding()).includes(BOT)) {
      // While the bot thinks, nobody's deadline runs: the bot's seat has none.
      const rows = await a.server.db.deadline.findMany({ where: { matchId } });
      expect(rows.map((r) => r.seat)).not.toContain(BOT);
      botTurns++;
    }
    await botDone();
    const after = await deciding();
    if (after.join() === before.join()) continue;
    handedOn++;
    const expected = people(after);
    for (const [name, c] of [
      ['Ada on a', ada],
      ['Bob on b', bobOnB],
    ] as const)
      await waitFor(
        () => shownWaiting(c).join() === expected.join(),
        `${name} to show deadlines for seats [${expected.join()}] (shows [${shownWaiting(c).join()}])`,
        5_000,
      );
    const rows = await a.server.db.deadline.findMany({ where: { matchId } });
    expect(rows.map((r) => r.seat).sort()).toEqual(expected);
    before = after;
  }
  // The bot played turns among them.
  expect(botTurns).toBeGreaterThan(0);
});
