import { Pool } from 'pg';
import { startTestServer } from './harness';
import { RawClient } from './raw-client';

jest.setTimeout(120_000);

/**
 * A server that closes (SIGINT, a deploy) closes its sockets first and waits
 * for what their close does (a seat's last-seen moment is written when its
 * last connection closes) before its database pool ends: no seat at the
 * table when the server stopped loses when it was last seen.
 */
test("closing the server writes every seated socket's last-seen moment before the pool ends, 5 times", async () => {
  const first = await startTestServer();
  const pool = new Pool({ connectionString: first.databaseUrl, max: 2 });
  try {
    let databaseUrl = first.databaseUrl;
    let server = first;
    for (let round = 0; round < 5; round++) {
      if (round > 0) server = await startTestServer({ databaseUrl });
      databaseUrl = server.databaseUrl;
      const rooms = await Promise.all(
        Array.from({ length: 4 }, () => server.api.createRoom({ game: 'hush-auction', seats: 2, name: 'Ada' })),
      );
      const sockets = await Promise.all(
        rooms.map(async (room) => {
          const c = await RawClient.open(server.wsUrl);
          c.send({ type: 'hello', v: 2, roomId: room.roomId, token: room.token });
          await c.next('welcome');
          return c;
        }),
      );
      await server.stop();
      const seen = await pool.query<{ last_seen_at: Date | null }>(
        'SELECT last_seen_at FROM seats WHERE room_id = ANY($1) AND index = 0',
        [rooms.map((r) => r.roomId)],
      );
      expect(seen.rows.map((r) => r.last_seen_at !== null)).toEqual([true, true, true, true]);
      for (const c of sockets) c.ws.close();
    }
  } finally {
    await pool.end();
  }
});
