/**
 * The physical floor of this machine, measured in the same run as the
 * benchmark: a round trip over a loopback WebSocket (what a move's frames
 * cost without any server work) and a one-row commit on the benchmark's own
 * PostgreSQL (what making a move durable costs at least). A move cannot be
 * acknowledged faster than the two together.
 */
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { WebSocket, WebSocketServer } from 'ws';

export interface Floor {
  echoMs: number[];
  commitMs: number[];
}

/** Round trips of a small text frame over loopback, one after another. */
async function echoRoundTrips(count: number): Promise<number[]> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((r) => server.once('listening', () => r()));
  server.on('connection', (s) => s.on('message', (data) => s.send(data)));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  await new Promise<void>((resolve, reject) => client.once('open', () => resolve()).once('error', reject));
  const times: number[] = [];
  const frame = JSON.stringify({ type: 'action', clientSeq: 1, version: 1, action: { type: 'endTurn' } });
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await new Promise<void>((r) => {
      client.once('message', () => r());
      client.send(frame);
    });
    times.push(performance.now() - t0);
  }
  client.close();
  await new Promise<void>((r) => server.close(() => r()));
  return times;
}

/** One-row INSERTs, each its own transaction, so each waits for its commit to reach the disk. */
async function durableCommits(databaseUrl: string, count: number): Promise<number[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // A plain table (not a temporary one, which skips the write-ahead log), as the server's tables are.
    await db.query('CREATE TABLE IF NOT EXISTS bench_floor_probe (n int, t text)');
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const t0 = performance.now();
      await db.query('INSERT INTO bench_floor_probe (n, t) VALUES ($1, $2)', [i, 'probe']);
      times.push(performance.now() - t0);
    }
    await db.query('DROP TABLE bench_floor_probe');
    return times;
  } finally {
    await db.end();
  }
}

export async function measureFloor(databaseUrl: string): Promise<Floor> {
  return { echoMs: await echoRoundTrips(2000), commitMs: await durableCommits(databaseUrl, 500) };
}
