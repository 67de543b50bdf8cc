import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';

/** A benchmark's own PostgreSQL, migrated, in a directory of its own that `stop` removes. */
export interface BenchDatabase {
  databaseUrl: string;
  /** The data directory: the postmaster's command line names it (proc-cpu.ts finds it by that). */
  dataDir: string;
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '../../..');

/**
 * What every server benchmark does first: compile the server as `npm start`
 * does (build:server; not when it runs from source), and start a throwaway
 * durable PostgreSQL (fsync on, as `npm start` runs it: acknowledged moves
 * are on disk) with the schema migrated.
 */
export async function prepareBench(
  name: string,
  opts: { fromSource: boolean; statementStats?: boolean },
): Promise<BenchDatabase> {
  if (!opts.fromSource)
    execFileSync(process.execPath, [path.join(root, 'apps/server/scripts/build.js')], { stdio: 'inherit' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sprawl-${name}-`));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const pg = await startEmbeddedPostgres(dataDir, pino({ level: 'silent' }), { statementStats: opts.statementStats });
  await pg.createDatabase('bench');
  const databaseUrl = pg.url('bench');
  await migrate(databaseUrl);
  return {
    databaseUrl,
    dataDir,
    stop: async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The limits that guard a public server against one address, lifted: every
 * table of a benchmark comes from 127.0.0.1. As environment variables, for
 * a server process or readConfig.
 */
export const LIFTED_LIMITS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'JOIN_RATE_PER_SECOND',
    'JOIN_RATE_BURST',
    'HELLO_RATE_PER_SECOND',
    'HELLO_BURST',
    'ROOM_RATE_PER_SECOND',
    'ROOM_BURST',
    'SEAT_CHANGE_RATE_PER_SECOND',
    'SEAT_CHANGE_BURST',
    'WS_SOCKETS_PER_ADDRESS',
    'READ_RATE_PER_SECOND',
    'READ_BURST',
  ].map((name) => [name, '100000']),
);

/** BENCH_SERVER_NODE_ARGS: more node flags for the server process (to profile it). */
export const serverNodeArgs = (): string[] => (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Forgets what pg_stat_statements counted so far (the database was prepared with `statementStats`). */
export async function resetStatementStats(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset()');
  } finally {
    await client.end();
  }
}

/**
 * Prints where the database's time went since the last reset, by statement:
 * calls, time executing and time planning (a named statement plans once per
 * connection; the others on every call). Exact counts, where CPU figures on
 * a shared machine are not.
 */
export async function printStatementStats(databaseUrl: string, top = 15): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = (
      await client.query<{ calls: string; exec: number; plan: number; query: string }>(
        `SELECT calls, total_exec_time AS exec, total_plan_time AS plan, regexp_replace(query, '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%' ORDER BY total_exec_time + total_plan_time DESC`,
      )
    ).rows;
    const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((a, r) => a + f(r), 0);
    console.log(
      `\nThe database's statements (pg_stat_statements): ${Math.round(sum((r) => r.exec))} ms executing, ${Math.round(sum((r) => r.plan))} ms planning, ${sum((r) => Number(r.calls))} calls`,
    );
    console.log('   calls  exec ms  plan ms  statement');
    for (const r of rows.slice(0, top))
      console.log(
        `${r.calls.padStart(8)} ${r.exec.toFixed(0).padStart(8)} ${r.plan.toFixed(0).padStart(8)}  ${r.query.slice(0, 90)}`,
      );
  } finally {
    await client.end();
  }
}
