import { PROTOCOL_VERSION, type ReplayFile } from '@sprawl/protocol';
import { Client } from 'pg';
import { startTestServer, waitFor, type TestServer } from './harness';
import { RawClient } from './raw-client';
import { longReplayFile } from './support/long-replay';

jest.setTimeout(120_000);

/** A raw HTTP request, so that tests can send what the SDK never would. */
async function http(
  t: TestServer,
  method: string,
  path: string,
  body?: string,
  token?: string,
): Promise<{ status: number; json: { code?: string; message?: string } & Record<string, unknown> }> {
  const headers: Record<string, string> = {
    ...(body !== undefined && { 'content-type': 'application/json' }),
    ...(token && { authorization: `Bearer ${token}` }),
  };
  const res = await fetch(`${t.url}${path}`, { method, body, headers });
  return { status: res.status, json: (await res.json()) as { code?: string; message?: string } };
}

/** Every refusal: a 4xx, a stable code and a sentence of bounded length. */
function expectRefusal(
  r: { status: number; json: { code?: string; message?: string } },
  status: number,
  code: string,
): void {
  expect({ status: r.status, code: r.json.code }).toEqual({ status, code });
  expect(r.json.message).toMatch(/^[A-Z].*[.)]$/);
  expect((r.json.message ?? '').length).toBeLessThan(300);
}

describe('malformed HTTP input gets a 4xx with a code and a sentence', () => {
  let t: TestServer;
  let room: { roomId: string; inviteCode: string; token: string };
  beforeAll(async () => {
    t = await startTestServer();
    room = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ana', options: { variant: 'short' } });
  });
  afterAll(async () => t.stop());

  test('a NUL byte in a name, in a room id or in a query', async () => {
    expectRefusal(
      await http(t, 'POST', '/api/rooms', JSON.stringify({ game: 'urban-sprawl', seats: 2, name: 'A\u0000na' })),
      400,
      'nul_character',
    );
    expectRefusal(
      await http(t, 'POST', '/api/rooms/join', JSON.stringify({ inviteCode: room.inviteCode, name: 'B\\u0000en' })),
      400,
      'nul_character',
    );
    expectRefusal(await http(t, 'GET', `/api/rooms/${room.roomId}%00`), 400, 'nul_character');
    expectRefusal(await http(t, 'GET', `/api/rooms/${room.roomId}?invite=%00abc`), 400, 'nul_character');
    const file = longReplayFile('nul', 10);
    const withNul = { ...file, seats: file.seats.map((s, i) => (i === 0 ? { ...s, name: 'Zed\u0000' } : s)) };
    expectRefusal(await http(t, 'POST', '/api/replays/import', JSON.stringify(withNul)), 400, 'nul_character');
  });

  test('a repeated query parameter, a malformed id and out-of-range numbers', async () => {
    expectRefusal(await http(t, 'GET', `/api/rooms/${room.roomId}?invite=a&invite=b`), 400, 'bad_request');
    expectRefusal(await http(t, 'GET', '/api/rooms/not%20an%20id'), 400, 'bad_request');
    expectRefusal(await http(t, 'GET', `/api/rooms/${'x'.repeat(500)}`), 400, 'bad_request');
    expectRefusal(
      await http(
        t,
        'POST',
        `/api/rooms/${room.roomId}/matches/abc/fork`,
        JSON.stringify({ step: 2 ** 31, seats: 'same' }),
      ),
      400,
      'bad_request',
    );
    // Every route checks its whole request before asking who sends it (http/serve.ts): a malformed body is refused
    // as such, with or without a seat token, and a well-formed one still needs the token.
    expectRefusal(
      await http(t, 'POST', `/api/rooms/${room.roomId}/bots`, JSON.stringify({ seat: 2 ** 53 }), room.token),
      400,
      'bad_request',
    );
    expectRefusal(
      await http(t, 'POST', `/api/rooms/${room.roomId}/bots`, JSON.stringify({ seat: 2 ** 53 })),
      400,
      'bad_request',
    );
    expectRefusal(
      await http(t, 'POST', `/api/rooms/${room.roomId}/bots`, JSON.stringify({ seat: 1 })),
      401,
      'no_token',
    );
  });

  test('deep nesting and broken JSON in a body', async () => {
    expectRefusal(
      await http(t, 'POST', '/api/rooms', `{"seats":2,"name":${'['.repeat(5000)}${']'.repeat(5000)}}`),
      400,
      'too_deep',
    );
    expectRefusal(await http(t, 'POST', '/api/rooms', '{"seats":2,'), 400, 'malformed_json');
  });

  test('names made of invisible characters are refused; invisible characters around a name are dropped', async () => {
    const invisible = await http(
      t,
      'POST',
      '/api/rooms',
      JSON.stringify({ game: 'urban-sprawl', seats: 2, name: '\u200b\u202e\u2066\ufeff' }),
    );
    expectRefusal(invisible, 400, 'name_invisible');
    expect(invisible.json.message).toMatch(/visible character/);
    expectRefusal(
      await http(t, 'POST', '/api/rooms', JSON.stringify({ game: 'urban-sprawl', seats: 2, name: 'Tab\tbed' })),
      400,
      'bad_request',
    );
    const cleaned = await t.api.createRoom({
      game: 'urban-sprawl',
      seats: 2,
      name: '\u202eAda\u200b',
      options: { variant: 'short' },
    });
    const status = await t.api.status(cleaned.roomId, { token: cleaned.token });
    expect(status.seats[0].name).toBe('Ada');
  });

  test('the server still answers after all of it', async () => {
    expect((await http(t, 'GET', '/api/health')).status).toBe(200);
  });
});

describe('per-address limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: {
        roomRatePerSecond: 0.001,
        roomBurst: 3,
        socketsPerAddress: 3,
        helloRatePerSecond: 0.001,
        helloBurst: 4,
        spectatorsPerRoom: 1,
      },
    });
  });
  afterAll(async () => t.stop());

  test('room creation stops after the burst', async () => {
    const made: number[] = [];
    for (let i = 0; i < 5; i++)
      made.push(
        (await http(t, 'POST', '/api/rooms', JSON.stringify({ game: 'urban-sprawl', seats: 2, name: 'Ana' }))).status,
      );
    expect(made).toEqual([201, 201, 201, 429, 429]);
    // Said in our words and code (@fastify/rate-limit's refusal goes through the server's error handler).
    expectRefusal(
      await http(t, 'POST', '/api/rooms', JSON.stringify({ game: 'urban-sprawl', seats: 2, name: 'Ana' })),
      429,
      'rate_limited',
    );
    expect(await t.server.db.room.count()).toBe(3);
  });

  test('sockets from one address are capped; closing one makes room for another', async () => {
    const open = [await RawClient.open(t.wsUrl), await RawClient.open(t.wsUrl), await RawClient.open(t.wsUrl)];
    const fourth = await RawClient.open(t.wsUrl);
    await waitFor(() => fourth.closed, 'the fourth socket to be closed');
    expect(fourth.received).toMatchObject([{ type: 'rejected', code: 'too_many_connections' }]);
    open[0].close();
    await waitFor(() => t.server.hub.connectionCount() === 2, 'the closed socket to be counted out');
    const again = await RawClient.open(t.wsUrl);
    await again.ping();
    for (const c of [...open, again]) c.close();
    await waitFor(() => t.server.hub.connectionCount() === 0, 'all sockets closed');
  });

  test('hello attempts (invite guessing) are limited per address, and the room takes one spectator', async () => {
    const room = await t.server.rooms.lobby.create({
      game: 'urban-sprawl',
      seats: 2,
      options: { variant: 'short' },
      name: 'Ana',
    });
    const c = await RawClient.open(t.wsUrl);
    const guesses: string[] = [];
    for (let i = 0; i < 3; i++)
      guesses.push(
        (
          await c.rejection({
            type: 'hello',
            v: PROTOCOL_VERSION,
            roomId: room.roomId,
            inviteCode: `guess-${i}-xxxxxxxx`,
          })
        ).code,
      );
    expect(guesses).toEqual(['bad_invite', 'bad_invite', 'bad_invite']);
    // The fourth attempt is the last of the burst: a right code still opens the room, as a spectator.
    const welcome = c.next('welcome');
    c.send({ type: 'hello', v: PROTOCOL_VERSION, roomId: room.roomId, inviteCode: room.inviteCode });
    expect((await welcome).role).toBe('spectator');
    const d = await RawClient.open(t.wsUrl);
    expect(
      (await d.rejection({ type: 'hello', v: PROTOCOL_VERSION, roomId: room.roomId, inviteCode: room.inviteCode }))
        .code,
    ).toBe('rate_limited');
    c.close();
    d.close();
  });
});

describe('the spectator cap', () => {
  test('a room takes as many spectators as configured', async () => {
    const t = await startTestServer({ config: { spectatorsPerRoom: 1 } });
    try {
      const room = await t.server.rooms.lobby.create({
        game: 'urban-sprawl',
        seats: 2,
        options: { variant: 'short' },
        name: 'Ana',
      });
      const hello = { type: 'hello', v: PROTOCOL_VERSION, roomId: room.roomId, inviteCode: room.inviteCode };
      const first = await RawClient.open(t.wsUrl);
      const welcome = first.next('welcome');
      first.send(hello);
      await welcome;
      const second = await RawClient.open(t.wsUrl);
      expect((await second.rejection(hello)).code).toBe('room_crowded');
      const host = await RawClient.open(t.wsUrl);
      const seated = host.next('welcome');
      host.send({ type: 'hello', v: PROTOCOL_VERSION, roomId: room.roomId, token: room.token });
      expect((await seated).role).toBe('seat');
      for (const c of [first, second, host]) c.close();
    } finally {
      await t.stop();
    }
  });
});

describe('replay import', () => {
  let t: TestServer;
  let long: ReplayFile;
  beforeAll(async () => {
    t = await startTestServer({ config: { importsAtOnce: 1 } });
    // As long as a file may be (10,000 steps), so that importing it takes long enough for the tests below to act while it runs.
    long = longReplayFile('import-limits', 9_990);
  });
  afterAll(async () => t.stop());

  test('a long file of moves taken back stores snapshots in proportion, not one every few steps', async () => {
    expect(long.actions.length).toBeGreaterThan(9_000);
    expect(long.actions.length).toBeLessThanOrEqual(10_000);
    const stored = await t.api.importReplay(long);
    const snapshots = await t.server.db.snapshot.count({ where: { matchId: stored.matchId } });
    expect(snapshots).toBeLessThanOrEqual(202);
    expect(await t.server.db.action.count({ where: { matchId: stored.matchId } })).toBe(long.actions.length);
    const status = await t.api.status(stored.roomId, { token: stored.hostToken });
    expect(status.continues).toEqual({ kind: 'import', fromMatch: null, step: null });
  });

  test('while one import runs, another is told the server is busy, and nothing of it is stored', async () => {
    const before = await t.server.db.match.count();
    const first = http(t, 'POST', '/api/replays/import', JSON.stringify(long));
    // The first is replaying its file by the time the second arrives: it is turned away at once.
    await new Promise((r) => setTimeout(r, 150));
    const second = await http(t, 'POST', '/api/replays/import', JSON.stringify(long));
    expectRefusal(second, 503, 'busy');
    expect((await first).status).toBe(201);
    expect(await t.server.db.match.count()).toBe(before + 1);
  });

  test('an import whose requester has gone stores nothing', async () => {
    const before = await t.server.db.match.count();
    const abort = new AbortController();
    const request = fetch(`${t.url}/api/replays/import`, {
      method: 'POST',
      body: JSON.stringify(long),
      headers: { 'content-type': 'application/json' },
      signal: abort.signal,
    });
    await new Promise((r) => setTimeout(r, 150));
    abort.abort();
    await expect(request).rejects.toThrow();
    // Give the server time to finish replaying the file and decide.
    await new Promise((r) => setTimeout(r, 4000));
    expect(await t.server.db.match.count()).toBe(before);
    expect((await http(t, 'GET', '/api/health')).status).toBe(200);
  });

  test('imports are limited per address', async () => {
    const strict = await startTestServer({
      databaseUrl: t.databaseUrl,
      config: { importRatePerSecond: 0.001, importBurst: 1 },
    });
    try {
      const short = longReplayFile('import-rate', 10);
      expect((await http(strict, 'POST', '/api/replays/import', JSON.stringify(short))).status).toBe(201);
      expectRefusal(await http(strict, 'POST', '/api/replays/import', JSON.stringify(short)), 429, 'rate_limited');
    } finally {
      await strict.stop();
    }
  });
});

describe('the database going away', () => {
  test('readiness says so, bots stall without failing for good, and everything resumes when it is back', async () => {
    const t = await startTestServer({ config: { botDelayMs: 5 } });
    const name = new URL(t.databaseUrl).pathname.slice(1);
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL });
    await admin.connect();
    try {
      expect((await http(t, 'GET', '/api/health/ready')).json).toEqual({ ok: true, database: 'up' });
      const room = await t.server.rooms.lobby.create({
        game: 'urban-sprawl',
        seats: 2,
        options: { variant: 'standard' },
        name: 'Ana',
      });
      const host = await t.server.rooms.seats.principal(room.roomId, room.token);
      await t.server.rooms.lobby.addBot(host, 1);
      await t.server.db.seat.update({
        where: { roomId_index: { roomId: room.roomId, index: 0 } },
        data: { isBot: true },
      });
      const matchId = await t.server.rooms.table.start(host);
      await waitFor(() => (t.server.matches.loadedRuntime(matchId)?.version ?? 0) >= 5, 'the bots to start playing');

      // Cut the database off: no new connections, and every open one ended.
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const ready = await http(t, 'GET', '/api/health/ready');
      expectRefusal({ status: ready.status, json: ready.json }, 503, 'database_unavailable');
      expect((await http(t, 'GET', '/api/health/live')).status).toBe(200);
      await new Promise((r) => setTimeout(r, 1500));
      const stalledAt = t.server.matches.loadedRuntime(matchId)?.version ?? 0;

      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await waitFor(
        () => (t.server.matches.loadedRuntime(matchId)?.version ?? 0) >= stalledAt + 5,
        'the bots to move again',
        30_000,
      );
      expect((await http(t, 'GET', '/api/health')).status).toBe(200);
      // A move writes its log row only; match_now reads the version the log has reached.
      const [stored] = await t.server.db.$queryRawUnsafe<{ version: number }[]>(
        'SELECT version FROM match_now WHERE id = $1',
        matchId,
      );
      expect(stored.version).toBeGreaterThanOrEqual(stalledAt + 5);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
      await t.stop();
    }
  });
});
