import type { MatchConnection } from '@sprawl/client';
import { Client } from 'pg';
import { connect, refusal, startTestServer, until, waitFor, type TestServer } from './harness';

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const open: MatchConnection[] = [];
const join = (t: TestServer, roomId: string, auth: { token?: string; inviteCode?: string }) => {
  const c = connect(t, roomId, auth);
  open.push(c);
  return c;
};
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

async function twoPlayers(t: TestServer, turnClockSeconds: number | null = null) {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada', turnClockSeconds });
  const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  return { host, guest };
}

describe('presence across server processes (FANOUT)', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ config: { fanout: true } });
    b = await startTestServer({ databaseUrl: a.databaseUrl, config: { fanout: true } });
  });
  afterAll(async () => {
    await a.stop();
    await b.stop();
  });

  test('a seat connected to one process is present on every process: nobody can hand it to a bot through another', async () => {
    const { host, guest } = await twoPlayers(a);
    const ada = join(a, host.roomId, { token: host.token });
    const grace = join(a, host.roomId, { token: guest.token });
    await waitFor(() => ada.state.connected && grace.state.connected, 'both connected through A');
    await a.api.start(host.roomId, host.token);
    await waitFor(() => grace.state.view !== null, 'the table');
    // A writes its seats' presence after their hellos, on its own time: a start of one statement can come first.
    await a.server.rooms.table.settled();
    // Asked through B, which holds no socket of Grace's.
    expect((await b.api.status(host.roomId, { token: host.token })).seats[1].connected).toBe(true);
    expect(await refusal(b.api.standIn(host.roomId, host.token, 1))).toMatchObject({ code: 'seat_connected' });
    grace.close();
    await waitFor(() => ada.state.room?.seats[1].connected === false, 'A to see Grace go');
    const status = await b.api.standIn(host.roomId, host.token, 1);
    expect(status.seats[1]).toMatchObject({ standIn: true, isBot: true });
  });
});

describe('one server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { graceSeconds: 5 } });
  });
  afterAll(async () => t.stop());

  test('a seat nobody connected since the server started still gets its grace period from the match start', async () => {
    // The server has been up longer than the grace period before the match begins.
    await sleep(5500);
    const { host } = await twoPlayers(t);
    const ada = join(t, host.roomId, { token: host.token });
    await waitFor(() => ada.state.connected, 'the host connected');
    await t.api.start(host.roomId, host.token);
    const refused = await refusal(t.api.standIn(host.roomId, host.token, 1));
    expect(refused).toMatchObject({ code: 'grace_period' });
    await until(
      async () => (await t.api.status(host.roomId, { token: host.token })).seats[1].handOverIn === 0,
      'the grace period to pass',
      15_000,
    );
    expect((await t.api.standIn(host.roomId, host.token, 1)).seats[1].standIn).toBe(true);
  });

  test('taking a seat back from its stand-in does not add time to its clock', async () => {
    const { host, guest } = await twoPlayers(t, 60);
    const ada = join(t, host.roomId, { token: host.token });
    const grace = join(t, host.roomId, { token: guest.token });
    await waitFor(() => ada.state.connected && grace.state.connected, 'both connected');
    await t.api.start(host.roomId, host.token);
    await waitFor(() => grace.state.view !== null, 'the table');
    // Both bid at once in Hush Auction: both clocks run.
    await sleep(1500);
    grace.close();
    await until(
      async () => (await t.api.status(host.roomId, { token: host.token })).seats[1].handOverIn === 0,
      'the grace period to pass',
      15_000,
    );
    const handed = await t.api.standIn(host.roomId, host.token, 1);
    const before = handed.seats[1].clock as number;
    expect(before).toBeLessThan(59);
    const back = await t.api.takeBack(host.roomId, guest.token);
    expect(back.seats[1].standIn).toBe(false);
    expect(back.seats[1].clock as number).toBeLessThanOrEqual(before);
  });

  test('a player who left after a match is still named in its history and replay', async () => {
    const host = await t.api.createRoom({ game: 'hush-auction', seats: 3, name: 'Ada' });
    const grace = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    await t.api.join({ inviteCode: host.inviteCode, name: 'Lin' });
    const { matchId } = await t.api.start(host.roomId, host.token);
    // Ended as far as the room is concerned; then Grace leaves and her seat is empty.
    await t.server.db.match.update({ where: { id: matchId }, data: { status: 'finished', finishedAt: new Date() } });
    await t.api.leave(host.roomId, grace.token);
    expect((await t.api.status(host.roomId, { token: host.token })).seats[1].name).toBeNull();
    const [listed] = await t.api.matches(host.roomId, { token: host.token });
    expect(listed.players).toEqual(['Ada', 'Grace', 'Lin']);
    expect((await t.api.steps(host.roomId, matchId, { token: host.token })).seats).toEqual(['Ada', 'Grace', 'Lin']);
  });

  test('the host replaces the invitation: the old code stops opening the room at once; seated players keep their seats', async () => {
    const { host, guest } = await twoPlayers(t);
    const rotated = await t.api.rotateInvite(host.roomId, host.token);
    expect(rotated.inviteCode).not.toBe(host.inviteCode);
    expect(await refusal(t.api.status(host.roomId, { inviteCode: host.inviteCode }))).toMatchObject({
      code: 'bad_invite',
    });
    expect(await refusal(t.api.join({ inviteCode: host.inviteCode, name: 'Eve' }))).toMatchObject({
      code: 'bad_invite',
    });
    expect((await t.api.status(host.roomId, { inviteCode: rotated.inviteCode })).id).toBe(host.roomId);
    expect((await t.api.status(host.roomId, { token: guest.token })).seats[1].name).toBe('Grace');
    expect(await refusal(t.api.rotateInvite(host.roomId, guest.token))).toMatchObject({ code: 'not_host' });
    const old = join(t, host.roomId, { inviteCode: host.inviteCode });
    const rejected = await new Promise<string>((resolve) => old.onRejection((r) => resolve(r.code)));
    expect(rejected).toBe('bad_invite');
  });

  test('a spectator the host removed cannot read the running match over HTTP from that address either', async () => {
    const { host, guest } = await twoPlayers(t);
    const ada = join(t, host.roomId, { token: host.token });
    join(t, host.roomId, { token: guest.token });
    await waitFor(() => ada.state.connected, 'the host connected');
    const { matchId } = await t.api.start(host.roomId, host.token);
    const watcher = join(t, host.roomId, { inviteCode: host.inviteCode });
    await waitFor(() => (ada.state.room?.spectators.length ?? 0) === 1, 'the spectator to show');
    expect((await t.api.steps(host.roomId, matchId, { inviteCode: host.inviteCode })).steps.length).toBeGreaterThan(0);
    await t.api.removeSpectator(host.roomId, host.token, (ada.state.room?.spectators[0] as { id: number }).id);
    await waitFor(
      () => !watcher.state.connected || (ada.state.room?.spectators.length ?? 1) === 0,
      'the spectator to go',
    );
    expect(await refusal(t.api.steps(host.roomId, matchId, { inviteCode: host.inviteCode }))).toMatchObject({
      code: 'removed',
      status: 403,
    });
    expect(await refusal(t.api.status(host.roomId, { inviteCode: host.inviteCode }))).toMatchObject({
      code: 'removed',
    });
    // Players, who hold tokens, are not addresses: they still read it.
    expect((await t.api.steps(host.roomId, matchId, { token: guest.token })).steps.length).toBeGreaterThan(0);
  });
});

describe('a spent clock, taken back', () => {
  test('gets one minute once per match; spent again, taking the seat back adds nothing and the bot goes on', async () => {
    let t = await startTestServer();
    const databaseUrl = t.databaseUrl;
    const { host, guest } = await twoPlayers(t, 60);
    const { matchId } = await t.api.start(host.roomId, host.token);
    /**
     * Restarts the server with Grace's bank set to `ms`, as if her time had run down while it was stopped. The
     * bank is written while no server runs: one started only to write it could keep its own bank afterwards.
     */
    const restartWithBank = async (ms: number) => {
      await t.stop();
      await t.server.db.$disconnect().catch(() => undefined);
      const db = new Client({ connectionString: databaseUrl });
      await db.connect();
      await db.query('UPDATE seats SET clock_ms = $3 WHERE room_id = $1 AND index = $2', [host.roomId, 1, ms]);
      await db.end();
      t = await startTestServer({ databaseUrl });
    };
    /**
     * Ada plays until the game waits for Grace (the bot's bid for her may have ended the round). A bot's bid
     * chosen just before Grace took her seat back may still be on its way: each look waits for it to land.
     */
    const adaPlaysUntilGraceIsAsked = async () => {
      const ada = join(t, host.roomId, { token: host.token });
      for (;;) {
        await t.server.matches.settled(matchId);
        const rt = await t.server.matches.runtime(matchId);
        if (rt.game.seatsToAct(rt.state).includes(1)) break;
        await waitFor(() => ada.state.version === rt.version && ada.state.legal.length > 0, 'Ada to have a move');
        await ada.send(ada.state.legal[0]);
      }
      ada.close();
    };
    try {
      await restartWithBank(300);
      // Both bid at once in Hush Auction: Grace's 0.3 s run out and a bot stands in.
      await until(
        async () => (await t.api.status(host.roomId, { token: host.token })).seats[1].standIn,
        'the bot to stand in for Grace',
      );
      const first = await t.api.takeBack(host.roomId, guest.token);
      expect(first.seats[1].clock).toBe(60);
      expect(first.seats[1].standIn).toBe(false);

      await adaPlaysUntilGraceIsAsked();
      await restartWithBank(300);
      await until(
        async () => (await t.api.status(host.roomId, { token: host.token })).seats[1].standIn,
        'the bot to stand in again',
      );
      const second = await t.api.takeBack(host.roomId, guest.token);
      expect(second.seats[1].clock).toBe(0);
      // Nothing left on the clock: the next time the game waits for Grace, the bot stands in at once.
      await adaPlaysUntilGraceIsAsked();
      await until(
        async () => (await t.api.status(host.roomId, { token: host.token })).seats[1].standIn,
        'the bot back in the seat',
      );
      expect((await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } })).status).toBe('running');
    } finally {
      await t.stop();
    }
  });
});
