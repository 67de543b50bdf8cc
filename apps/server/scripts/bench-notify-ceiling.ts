import { Client } from 'pg';

/**
 * The database's own ceiling for notifying commits. A transaction that sent
 * a NOTIFY takes the lock that keeps the notification queue in commit order
 * (one for the whole PostgreSQL server) at commit and holds it until its commit
 * record is flushed, so such commits are written one after the other where
 * plain ones share a flush (PostgreSQL's group commit). Every move's statement
 * notifies (FANOUT=1), so this is the most commit statements a second that
 * all the replicas together can make, whatever their number; the moves per
 * second are that times the moves each statement carries.
 *
 * Measured with `connections` clients that each commit a one-row insert, with
 * and without a pg_notify in the same transaction, on the benchmark's durable
 * database.
 */
export interface Ceiling {
  connections: number;
  plain: number;
  notifying: number;
}

async function commitsPerSecond(url: string, connections: number, notify: boolean, seconds: number): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const c = new Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const sql = notify
    ? "BEGIN; INSERT INTO bench_commit_probe (at) VALUES (now()); SELECT pg_notify('bench_commit_probe', 'x'); COMMIT"
    : 'BEGIN; INSERT INTO bench_commit_probe (at) VALUES (now()); COMMIT';
  const end = performance.now() + seconds * 1000;
  let commits = 0;
  try {
    await Promise.all(
      clients.map(async (c) => {
        while (performance.now() < end) {
          await c.query(sql);
          commits++;
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  return commits / seconds;
}

/** Commits per second with and without NOTIFY at each number of connections. */
export async function notifyCeiling(url: string, connections: number[], seconds: number): Promise<Ceiling[]> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query('CREATE TABLE IF NOT EXISTS bench_commit_probe (id bigserial PRIMARY KEY, at timestamptz)');
  const rows: Ceiling[] = [];
  try {
    for (const n of connections)
      rows.push({
        connections: n,
        plain: await commitsPerSecond(url, n, false, seconds),
        notifying: await commitsPerSecond(url, n, true, seconds),
      });
  } finally {
    await admin.query('DROP TABLE bench_commit_probe');
    await admin.end();
  }
  return rows;
}
