import type { MatchConnection } from '@sprawl/client';
import { connect, refusal, startTestServer, waitFor, type TestServer } from './harness';

jest.setTimeout(90_000);

/**
 * Rooms played across days: deadlines kept in PostgreSQL that fire once
 * (also with two processes, and over a restart), what the others may do
 * then, "your tables" for many seats, and a seat opened on a second device.
 * Deadlines are made to pass by moving them into the past in the database,
 * then the watcher is asked to look (its poll), instead of waiting 12 hours.
 */
const open: MatchConnection[] = [];
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});
const join = (t: TestServer, roomId: string, auth: { token?: string; inviteCode?: string }) => {
  const c = connect(t, roomId, auth);
  open.push(c);
  return c;
};

async function daysRoom(t: TestServer, botOnExpiry = false) {
  const host = await t.api.createRoom({
    game: 'hush-auction',
    seats: 2,
    name: 'Ada',
    roomName: 'Friday auction',
    pace: { kind: 'days', moveHours: 24, botOnExpiry },
  });
  const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
  const { matchId } = await t.api.start(host.roomId, host.token);
  return { host, guest, matchId };
}

/** Moves every deadline of the match into the past. */
async function expire(t: TestServer, matchId: string): Promise<void> {
  await t.server.db.deadline.updateMany({ where: { matchId }, data: { dueAt: new Date(Date.now() - 1000) } });
}

describe('one server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { deadlinePollMs: 3_600_000 } });
  });
  afterAll(async () => t.stop());

  test('a room across days: each deciding seat has its time per move; when it runs out the others are told, once', async () => {
    const { host, guest, matchId } = await daysRoom(t);
    const status = await t.api.status(host.roomId, { token: host.token });
    expect(status.name).toBe('Friday auction');
    expect(status.pace).toEqual({ kind: 'days', moveHours: 24, botOnExpiry: false });
    // Both bid at once: both have a deadline about 24 hours away, nobody is overdue, nobody can be handed over yet.
    for (const seat of status.seats) {
      const left = Date.parse(seat.dueAt as string) - Date.now();
      expect(left).toBeGreaterThan(23.9 * 3600_000);
      expect(left).toBeLessThanOrEqual(24 * 3600_000);
      expect(seat).toMatchObject({ overdue: false, handOverIn: null });
    }
    expect(await refusal(t.api.standIn(host.roomId, host.token, 1))).toMatchObject({ code: 'not_overdue' });
    expect(await refusal(t.api.moreTime(host.roomId, host.token, 1))).toMatchObject({ code: 'not_overdue' });

    await expire(t, matchId);
    const fired = await t.server.deadlines.poll();
    expect(fired.map((f) => f.seat).sort()).toEqual([0, 1]);
    expect(await t.server.deadlines.poll()).toEqual([]);
    const late = await t.api.status(host.roomId, { token: guest.token });
    expect(late.seats.map((s) => s.overdue)).toEqual([true, true]);

    // Ada gives Grace more time: a full day again.
    const more = await t.api.moreTime(host.roomId, host.token, 1);
    expect(more.seats[1].overdue).toBe(false);
    expect(Date.parse(more.seats[1].dueAt as string) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    // Grace lets a bot play Ada's turn: it bids for her, then the seat is hers again.
    const handed = await t.api.standIn(host.roomId, guest.token, 0);
    expect(handed.seats[0]).toMatchObject({ standIn: true, isBot: true });
    const rt = await t.server.matches.runtime(matchId);
    await waitForAsync(
      async () => rt.version >= 1 && !(await t.api.status(host.roomId, { token: host.token })).seats[0].standIn,
      'the bot to play one turn and leave',
    );
    const after = await t.api.status(host.roomId, { token: host.token });
    expect(after.seats[0]).toMatchObject({ standIn: false, isBot: false, overdue: false });
    expect(after.lastMoveAt).not.toBeNull();
  });

  test('a room set to let a bot play on expiry does so at once, for that turn only', async () => {
    const { host, matchId } = await daysRoom(t, true);
    await expire(t, matchId);
    await t.server.deadlines.poll();
    const rt = await t.server.matches.runtime(matchId);
    await waitForAsync(async () => rt.version >= 2, 'the bots to bid for both');
    // Each bot leaves its seat in a write of its own after its bid commits: wait for both, as a player's page would.
    const back = async () =>
      (await t.api.status(host.roomId, { token: host.token })).seats.map((s) => s.standIn).join() === 'false,false';
    await waitForAsync(back, 'both seats back with their players');
    const status = await t.api.status(host.roomId, { token: host.token });
    expect(status.seats.map((s) => ({ standIn: s.standIn, isBot: s.isBot }))).toEqual([
      { standIn: false, isBot: false },
      { standIn: false, isBot: false },
    ]);
  });

  test('bad paces are refused: no such time per move, a clock with days, deadlines of 0, negative, 2^53 or text', async () => {
    for (const moveHours of [0, -24, 2 ** 53, '24', 1, 48, null]) {
      expect(
        await refusal(
          t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada', pace: { kind: 'days', moveHours } as never }),
        ),
      ).toMatchObject({ status: 400 });
    }
    expect(
      await refusal(
        t.api.createRoom({
          game: 'hush-auction',
          seats: 2,
          name: 'Ada',
          pace: { kind: 'days', moveHours: 12 },
          turnClockSeconds: 600,
        }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await refusal(
        t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada', pace: { kind: 'weekly' } as never }),
      ),
    ).toMatchObject({ status: 400 });
  });

  test('your tables: 200 seats with finished, freed, revoked and unknown tokens mixed in, in one call; hostile lists refused', async () => {
    const tokens: string[] = [];
    const mine: { roomId: string; token: string }[] = [];
    for (let i = 0; i < 40; i++) {
      const host = await t.api.createRoom({
        game: 'hush-auction',
        seats: 2,
        name: 'Ada',
        pace: i % 2 ? { kind: 'days', moveHours: 12 } : { kind: 'live' },
      });
      const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
      if (i < 30) await t.api.start(host.roomId, host.token);
      mine.push({ roomId: host.roomId, token: host.token });
      tokens.push(host.token, guest.token);
    }
    // A seat given up (its token opens nothing now) and a finished match.
    const leaver = await t.api.createRoom({ game: 'hush-auction', seats: 3, name: 'Ada' });
    const gone = await t.api.join({ inviteCode: leaver.inviteCode, name: 'Gone' });
    await t.api.leave(leaver.roomId, gone.token);
    const done = await daysRoom(t);
    await t.server.db.match.update({ where: { id: done.matchId }, data: { status: 'finished' } });
    // A second device of a seat, revoked.
    const phone = await t.api.claimDevice((await t.api.deviceLink(done.host.roomId, done.host.token)).code);
    await t.api.revokeDevice(
      done.host.roomId,
      done.host.token,
      (await t.api.devices(done.host.roomId, done.host.token)).devices[0].id,
    );
    tokens.push(gone.token, done.host.token, phone.token);
    while (tokens.length < 200) tokens.push(`unknown${tokens.length}`.padEnd(43, 'x'));
    const reply = await t.api.yourTables(tokens);
    expect(reply.tables).toHaveLength(81);
    expect(reply.unknown).toContain(80);
    expect(reply.unknown).toContain(82);
    expect(reply.unknown).toHaveLength(200 - 81);
    // Waiting for you first: in Hush Auction both players bid at once, so every running table waits for its seat.
    const firstNotWaiting = reply.tables.findIndex((x) => !x.yourTurn);
    expect(reply.tables.slice(firstNotWaiting).every((x) => !x.yourTurn)).toBe(true);
    expect(reply.tables.filter((x) => x.yourTurn)).toHaveLength(60);
    expect(reply.tables[reply.tables.length - 1]).toMatchObject({
      status: 'finished',
      roomId: done.host.roomId,
      matchId: done.matchId,
    });
    const days = reply.tables.find((x) => x.pace.kind === 'days' && x.status === 'playing');
    expect(days?.dueAt).not.toBeNull();
    expect(JSON.stringify(reply)).not.toContain(tokens[0]);
    // The same seat twice is listed once.
    expect((await t.api.yourTables([tokens[0], tokens[0]])).tables).toHaveLength(1);
    // Too many, empty, not tokens, in a URL: refused.
    expect(await refusal(t.api.yourTables(Array.from({ length: 10_000 }, () => tokens[0])))).toMatchObject({
      status: 413,
      code: 'body_too_large',
    });
    expect(await refusal(t.api.yourTables(Array.from({ length: 201 }, () => tokens[0])))).toMatchObject({
      status: 400,
    });
    expect(await refusal(t.api.yourTables([]))).toMatchObject({ status: 400 });
    expect(await refusal(t.api.yourTables(['../../etc', 'x'.repeat(43)]))).toMatchObject({ status: 400 });
    const res = await fetch(`${t.url}/api/tables?tokens=${tokens[0]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
  });

  test('a seat opened on a second device through a one-time link; revoked, it fails at once on HTTP and on its open socket', async () => {
    const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' });
    const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Grace' });
    const link = await t.api.deviceLink(host.roomId, guest.token);
    expect(link.path).toBe(`/device#${link.code}`);
    const phone = await t.api.claimDevice(link.code, 'Phone');
    expect(phone).toMatchObject({ roomId: host.roomId, seat: 1 });
    expect(phone.token).not.toBe(guest.token);
    // A link opens once.
    expect(await refusal(t.api.claimDevice(link.code))).toMatchObject({ code: 'bad_link', status: 404 });
    // Both devices hold the seat.
    expect((await t.api.status(host.roomId, { token: phone.token })).seats[1].name).toBe('Grace');
    const onPhone = join(t, host.roomId, { token: phone.token });
    const onLaptop = join(t, host.roomId, { token: guest.token });
    await waitFor(
      () => onPhone.state.connected && onPhone.state.seat === 1 && onLaptop.state.connected,
      'both devices at the table',
    );
    const list = await t.api.devices(host.roomId, guest.token);
    expect(list.firstDevice).toBe(true);
    expect(list.devices.map((d) => [d.label, d.thisDevice])).toEqual([['Phone', false]]);
    // Only the seat's player sees or revokes them: the host's own seat has none.
    expect((await t.api.devices(host.roomId, host.token)).devices).toEqual([]);
    expect(await refusal(t.api.revokeDevice(host.roomId, host.token, list.devices[0].id))).toMatchObject({
      code: 'no_device',
    });

    const closed = new Promise<string>((resolve) => onPhone.onRejection((r) => resolve(r.code)));
    await t.api.revokeDevice(host.roomId, guest.token, list.devices[0].id);
    expect(await closed).toBe('revoked');
    expect(await refusal(t.api.status(host.roomId, { token: phone.token }))).toMatchObject({ code: 'bad_token' });
    // The first device keeps the seat.
    expect(onLaptop.state.connected).toBe(true);
    expect((await t.api.status(host.roomId, { token: guest.token })).seats[1].name).toBe('Grace');
    // An expired link opens nothing.
    const late = await t.api.deviceLink(host.roomId, guest.token);
    await t.server.db.deviceLink.updateMany({
      where: { roomId: host.roomId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await refusal(t.api.claimDevice(late.code))).toMatchObject({ code: 'bad_link' });
  });
});

describe('dormant matches', () => {
  test("a match waiting for days leaves memory, its deadline fires from its row without bringing it back, and a bot's turn brings it back", async () => {
    const t = await startTestServer({ config: { deadlinePollMs: 3_600_000, matchIdleSeconds: 0.05 } });
    try {
      const quiet = await daysRoom(t);
      const eager = await daysRoom(t, true);
      await waitFor(
        () =>
          t.server.matches.loadedRuntime(quiet.matchId) === undefined &&
          t.server.matches.loadedRuntime(eager.matchId) === undefined,
        'both matches to leave memory',
      );
      await expire(t, quiet.matchId);
      await expire(t, eager.matchId);
      const fired = await t.server.deadlines.poll();
      expect(fired.filter((f) => f.matchId === quiet.matchId)).toHaveLength(2);
      // Nobody must play for the quiet room's seats: the others are told, and the match stays on disk.
      expect(t.server.matches.loadedRuntime(quiet.matchId)).toBeUndefined();
      expect((await t.api.status(quiet.host.roomId, { token: quiet.host.token })).seats.map((s) => s.overdue)).toEqual([
        true,
        true,
      ]);
      // The other room lets bots play on expiry: its match is read back and both bids are made.
      await waitForAsync(
        async () => (await t.server.db.match.findUniqueOrThrow({ where: { id: eager.matchId } })).version >= 2,
        'the bots to bid',
      );
    } finally {
      await t.stop();
    }
  });
});

describe('two server processes', () => {
  test('a deadline fires exactly once with two processes watching, and fires after a restart', async () => {
    const a = await startTestServer({ config: { fanout: true, deadlinePollMs: 3_600_000 } });
    const b = await startTestServer({
      databaseUrl: a.databaseUrl,
      config: { fanout: true, deadlinePollMs: 3_600_000 },
    });
    try {
      const { matchId } = await daysRoom(a);
      await expire(a, matchId);
      const fired = (
        await Promise.all([
          a.server.deadlines.poll(),
          b.server.deadlines.poll(),
          a.server.deadlines.poll(),
          b.server.deadlines.poll(),
        ])
      ).flat();
      expect(fired.map((f) => f.seat).sort()).toEqual([0, 1]);
      // A deadline set before a restart fires after it.
      const second = await daysRoom(b);
      await a.stop();
      await expire(b, second.matchId);
      const c = await startTestServer({
        databaseUrl: a.databaseUrl,
        config: { fanout: true, deadlinePollMs: 3_600_000 },
      });
      await b.stop();
      const afterRestart = await c.server.deadlines.poll();
      expect(
        afterRestart
          .filter((f) => f.matchId === second.matchId)
          .map((f) => f.seat)
          .sort(),
      ).toEqual([0, 1]);
      await c.stop();
    } finally {
      await a.stop().catch(() => undefined);
      await b.stop().catch(() => undefined);
    }
  });
});

async function waitForAsync(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
