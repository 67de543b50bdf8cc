import type { Pool } from 'pg';
import { changeRoom } from '../src/rooms/room-lock';
import { startTestServer, type TestServer } from './harness';

jest.setTimeout(30_000);

/**
 * A room's lock (rooms/room-lock.ts) writes the room id or invitation code
 * into its statement as an escaped literal, so that BEGIN and the locked read
 * travel together. These keys try to get out of that literal, or to end the
 * message early: each must be refused as an unknown room or invitation, and
 * leave the database as it was.
 */
const HOSTILE = [
  "abcdefghij' OR '1'='1",
  "abcdefghij'; DROP TABLE rooms; --",
  'abcdefghij\u0000tail',
  'abcdefghij\\',
  'ābcdefghijk',
  'a'.repeat(65),
];

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.stop());

test('an invitation code that is no key of ours joins nothing', async () => {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ana' });
  for (const inviteCode of HOSTILE) {
    const res = await t.server.app.inject({
      method: 'POST',
      url: '/api/rooms/join',
      payload: { inviteCode, name: 'Eve' },
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(JSON.parse(res.body)).toHaveProperty('code');
  }
  expect(await t.server.db.room.count()).toBe(1);
  const status = await t.api.status(host.roomId, { token: host.token });
  expect(status.seats.map((s) => s.taken)).toEqual([true, false]);
});

test('a room id that is no key of ours starts nothing', async () => {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ana' });
  await t.api.join({ inviteCode: host.inviteCode, name: 'Ben' });
  for (const id of HOSTILE) {
    const res = await t.server.app.inject({
      method: 'POST',
      url: `/api/rooms/${encodeURIComponent(id)}/start`,
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  }
  expect((await t.api.status(host.roomId, { token: host.token })).status).toBe('lobby');
  const started = await t.api.start(host.roomId, host.token);
  expect((await t.api.status(host.roomId, { token: host.token })).matchId).toBe(started.matchId);
});

test('a key of another shape is refused before any connection is asked for', async () => {
  const untouchable = {
    connect: () => {
      throw new Error('the database was asked');
    },
  } as unknown as Pool;
  for (const key of HOSTILE) {
    await expect(changeRoom(untouchable, { inviteCode: key }, async () => 'changed')).rejects.toMatchObject({
      code: 'bad_invite',
    });
    await expect(changeRoom(untouchable, { id: key }, async () => 'changed')).rejects.toMatchObject({
      code: 'no_room',
    });
  }
});
