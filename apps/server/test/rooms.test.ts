import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiError, RoomsApi } from '@sprawl/client';
import { refusal, startTestServer, type TestServer } from './harness';

jest.setTimeout(30_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.stop());

describe('private rooms over HTTP', () => {
  test('create, join by invite code, status, and seat tokens stored only as hashes', async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 3, name: 'Ana', options: { variant: 'long' } });
    expect(host.seat).toBe(0);
    expect(Buffer.from(host.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(Buffer.from(host.inviteCode, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(host.invitePath).toContain(host.inviteCode);
    const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Ben' });
    expect(guest.seat).toBe(1);
    const status = await t.api.status(host.roomId, { token: guest.token });
    expect(status).toMatchObject({
      game: 'urban-sprawl',
      options: { variant: 'long' },
      seatCount: 3,
      status: 'lobby',
      matchId: null,
    });
    expect(status.seats.map((s) => [s.name, s.taken, s.isHost])).toEqual([
      ['Ana', true, true],
      ['Ben', true, false],
      [null, false, false],
    ]);
    expect(await t.api.status(host.roomId, { inviteCode: host.inviteCode })).toEqual(status);
    const seats = await t.server.db.seat.findMany({ where: { roomId: host.roomId }, orderBy: { index: 'asc' } });
    expect(seats[0].tokenHash).toBe(crypto.createHash('sha256').update(host.token).digest('hex'));
    expect(JSON.stringify(seats)).not.toContain(host.token);
  });

  test('refusals: bad bodies, wrong tokens, unknown invites, full rooms', async () => {
    expect(await refusal(t.api.createRoom({ game: 'urban-sprawl', seats: 5, name: 'X' }))).toMatchObject({
      status: 400,
      code: 'bad_seats',
    });
    expect(await refusal(t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: '' }))).toMatchObject({
      status: 400,
      code: 'name_invisible',
    });
    // Every registered game is offered with its own bounds and options; the server checks them, not the wire.
    const games = await t.api.games();
    expect(games.map((g) => [g.id, g.minSeats, g.maxSeats])).toEqual([
      ['urban-sprawl', 2, 4],
      ['urbania', 2, 5],
      ['hush-auction', 2, 5],
    ]);
    expect(games[0].options).toMatchObject([{ key: 'variant', default: 'standard' }]);
    expect(await refusal(t.api.createRoom({ game: 'urbania', seats: 6, name: 'X' }))).toMatchObject({
      status: 400,
      code: 'bad_seats',
    });
    expect(await refusal(t.api.createRoom({ game: 'chess', seats: 2, name: 'X' }))).toMatchObject({
      status: 400,
      code: 'unknown_game',
    });
    expect(
      await refusal(t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'X', options: { variant: 'epic' } })),
    ).toMatchObject({ status: 400, code: 'bad_options' });
    const five = await t.api.createRoom({ game: 'urbania', seats: 5, name: 'Ana' });
    expect((await t.api.status(five.roomId, { token: five.token })).seats).toHaveLength(5);
    const res = await fetch(`${t.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"seats":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'malformed_json' });
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ana' });
    expect(await refusal(t.api.status(host.roomId, { token: 'x'.repeat(43) }))).toMatchObject({
      status: 401,
      code: 'bad_token',
    });
    expect(await refusal(t.api.status(host.roomId, {}))).toMatchObject({ status: 404, code: 'bad_invite' });
    expect(await refusal(t.api.join({ inviteCode: 'z'.repeat(22), name: 'Eve' }))).toMatchObject({
      status: 404,
      code: 'bad_invite',
    });
    await t.api.join({ inviteCode: host.inviteCode, name: 'Ben' });
    expect(await refusal(t.api.join({ inviteCode: host.inviteCode, name: 'Cy' }))).toMatchObject({
      status: 409,
      code: 'room_full',
    });
    const missing = await fetch(`${t.url}/api/nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
  });

  test('simultaneous joins never share a seat', async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 4, name: 'Ana' });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => t.api.join({ inviteCode: host.inviteCode, name: `P${i}` })),
    );
    const seats = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.seat] : []));
    expect(seats.sort()).toEqual([1, 2, 3]);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as ApiError).code).toBe('room_full');
    const status = await t.api.status(host.roomId, { token: host.token });
    expect(status.seats.every((s) => s.taken)).toBe(true);
  });

  test("a joiner's name is stored exactly as given, quotes and backslashes included, and the token opens the seat", async () => {
    const host = await t.api.createRoom({ game: 'hush-auction', seats: 3, name: 'Ana' });
    const names = [`O'B \\ "B"'; DROP TABLE x`, `E'\\x41'`];
    const guests = [];
    for (const name of names) guests.push(await t.api.join({ inviteCode: host.inviteCode, name }));
    const status = await t.api.status(host.roomId, { token: guests[1].token });
    expect(status.seats.map((s) => s.name)).toEqual(['Ana', ...names]);
    expect(await t.server.db.seat.count({ where: { roomId: host.roomId } })).toBe(3);
  });

  test('only the host starts, once every seat is taken or given to a bot; leaving is only before the start', async () => {
    const host = await t.api.createRoom({ game: 'urban-sprawl', seats: 3, name: 'Ana' });
    const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Ben' });
    expect(await refusal(t.api.start(host.roomId, host.token))).toMatchObject({ status: 409, code: 'seats_empty' });
    expect(await refusal(t.api.start(host.roomId, guest.token))).toMatchObject({ status: 403, code: 'not_host' });
    expect(await refusal(t.api.addBot(host.roomId, guest.token, 2))).toMatchObject({ code: 'not_host' });
    expect(await refusal(t.api.addBot(host.roomId, host.token, 1))).toMatchObject({ code: 'seat_unavailable' });
    await t.api.leave(host.roomId, guest.token);
    expect((await t.api.status(host.roomId, { token: host.token })).seats[1].taken).toBe(false);
    expect(await refusal(t.api.status(host.roomId, { token: guest.token }))).toMatchObject({ code: 'bad_token' });
    const again = await t.api.join({ inviteCode: host.inviteCode, name: 'Ben' });
    const room = await t.api.addBot(host.roomId, host.token, 2);
    expect(room.seats[2]).toMatchObject({ isBot: true, taken: true });
    const { matchId } = await t.api.start(host.roomId, host.token);
    expect(matchId).toBeTruthy();
    expect(await refusal(t.api.start(host.roomId, host.token))).toMatchObject({ code: 'already_started' });
    expect(await refusal(t.api.leave(host.roomId, again.token))).toMatchObject({ code: 'already_started' });
    expect(await refusal(t.api.join({ inviteCode: host.inviteCode, name: 'Late' }))).toMatchObject({
      code: 'already_started',
    });
  });

  test('join attempts are rate limited per address', async () => {
    const strict = await startTestServer({
      databaseUrl: t.databaseUrl,
      config: { joinRatePerSecond: 0.01, joinRateBurst: 3 },
    });
    try {
      const codes: string[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await refusal(strict.api.join({ inviteCode: `guess-${i}-${'q'.repeat(16)}`, name: 'Eve' }))).code);
      expect(codes).toEqual(['bad_invite', 'bad_invite', 'bad_invite', 'rate_limited', 'rate_limited']);
    } finally {
      await strict.stop();
    }
  });

  test('seat changes are rate limited per address and route, with a sentence', async () => {
    const strict = await startTestServer({
      databaseUrl: t.databaseUrl,
      config: { seatChangeRatePerSecond: 0.01, seatChangeBurst: 3 },
    });
    try {
      const host = await strict.api.createRoom({ game: 'urbania', seats: 2, name: 'Ada' });
      const answers: string[] = [];
      for (let i = 0; i < 5; i++) {
        answers.push(
          await strict.api.rename(host.roomId, host.token, `Ada ${i}`).then(
            () => 'renamed',
            (e: { code: string }) => e.code,
          ),
        );
      }
      expect(answers).toEqual(['renamed', 'renamed', 'renamed', 'rate_limited', 'rate_limited']);
      expect(await refusal(strict.api.rename(host.roomId, host.token, 'Ada again'))).toMatchObject({
        status: 429,
        code: 'rate_limited',
        message: 'Too many changes to the room at once; wait a few seconds and try again.',
      });
      expect((await strict.api.status(host.roomId, { token: host.token })).seats[0].name).toBe('Ada 2');
    } finally {
      await strict.stop();
    }
  });

  test('the web client is served at / with the single page for client routes, never for /api', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprawl-web-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Urban Sprawl</title>');
    fs.writeFileSync(path.join(dir, 'app.js'), 'console.log(1)');
    const web = await startTestServer({ databaseUrl: t.databaseUrl, config: { webDir: dir } });
    try {
      for (const p of ['/', '/room/abc', '/join/xyz']) {
        const res = await fetch(`${web.url}${p}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('Urban Sprawl');
      }
      expect(await (await fetch(`${web.url}/app.js`)).text()).toContain('console.log');
      const api = await fetch(`${web.url}/api/nope`);
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ code: 'not_found' });
      expect(await new RoomsApi(web.url).createRoom({ game: 'urban-sprawl', seats: 2, name: 'Web' })).toHaveProperty(
        'roomId',
      );
    } finally {
      await web.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
