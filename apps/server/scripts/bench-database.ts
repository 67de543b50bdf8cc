import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
export async function prepareBench(name: string, opts: { fromSource: boolean }): Promise<BenchDatabase> {
  if (!opts.fromSource)
    execFileSync(process.execPath, [path.join(root, 'apps/server/scripts/build.js')], { stdio: 'inherit' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sprawl-${name}-`));
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const pg = await startEmbeddedPostgres(dataDir, pino({ level: 'silent' }));
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

/** BENCH_SERVER_NODE_ARGS: more node flags for the server process (to profile it). */
export const serverNodeArgs = (): string[] => (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
