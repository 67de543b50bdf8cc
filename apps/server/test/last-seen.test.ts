import { Client, Pool } from 'pg';
import pino from 'pino';
import { LastSeenWrites } from '../src/rooms/table/last-seen-writes';
import { connect, startTestServer, waitFor, type TestServer } from './harness';
import { interceptQueries } from './pg-queries';

/**
 * When each seat was last seen is kept with the seat (rooms/devices/last-seen.ts).
 * A table's sockets close together when its match ends: their seats share one write
 * (rooms/table/last-seen-writes.ts), and a server closing writes what still waits.
 */

jest.setTimeout(60_000);

let t: TestServer;
let db: Client;

beforeAll(async () => {
  t = await startTestServer();
  db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await t?.stop();
});

async function lastSeen(roomId: string): Promise<(Date | null)[]> {
  const res = await db.query<{ seen: Date | null }>(
    'SELECT last_seen_at AS seen FROM seats WHERE room_id = $1 ORDER BY index',
    [roomId],
  );
  return res.rows.map((r) => r.seen);
}

test("a table's goodbyes, arriving together, write the seats' last-seen moments in one statement", async () => {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 3, name: 'Host' });
  const tokens = [host.token];
  for (const name of ['Gil', 'Ivo']) tokens.push((await t.api.join({ inviteCode: host.inviteCode, name })).token);
  const seats = tokens.map((token) => connect(t, host.roomId, { token }));
  await waitFor(() => seats.every((s) => s.state.connected), 'every seat to connect');
  expect(await lastSeen(host.roomId)).toEqual([null, null, null]);
  let writes = 0;
  const restore = interceptQueries((args, query) => {
    const text = (args[0] as { text?: string } | null)?.text ?? args[0];
    if (typeof text === 'string' && /SET last_seen_at/.test(text)) writes++;
    return query(args);
  });
  try {
    for (const s of seats) s.close();
    for (const started = Date.now(); (await lastSeen(host.roomId)).includes(null);) {
      if (Date.now() - started > 10_000) throw new Error('timed out waiting for the last-seen moments');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    restore();
  }
  expect(writes).toBe(1);
});

test("a last-seen write waits for the room's lock before it touches a seat, as every change to a room does", async () => {
  const host = await t.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Host' });
  await t.api.join({ inviteCode: host.inviteCode, name: 'Gil' });
  const pool = new Pool({ connectionString: t.databaseUrl, max: 1 });
  const locker = new Client({ connectionString: t.databaseUrl });
  await locker.connect();
  try {
    // A room change holds the room, as a rematch does while it writes the seats.
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM rooms WHERE id = $1 FOR UPDATE', [host.roomId]);
    const writes = new LastSeenWrites(pool, pino({ level: 'silent' }));
    writes.closed(host.roomId, 1);
    writes.closed(host.roomId, 0);
    const landed = writes.settled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Seats the write had taken first would make the change's own seat writes wait for it, or deadlock.
    await locker.query('UPDATE seats SET wants_rematch = true WHERE room_id = $1', [host.roomId]);
    expect(await lastSeen(host.roomId)).toEqual([null, null]);
    await locker.query('COMMIT');
    await landed;
    expect((await lastSeen(host.roomId)).every((seen) => seen instanceof Date)).toBe(true);
  } finally {
    await locker.end();
    await pool.end();
  }
});
