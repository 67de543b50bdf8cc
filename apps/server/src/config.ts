import path from 'node:path';

/** Everything the server reads from its environment, with defaults that work out of the box. */
export interface Config {
  host: string;
  port: number;
  /** A Postgres URL; when absent an embedded PostgreSQL is started in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  logLevel: string;
  /** Directory of the built web client, served at `/` when it exists. */
  webDir: string;
  /** Seconds a disconnected seat is held before the host may hand it to a bot. */
  graceSeconds: number;
  /** A snapshot of the match state is written after at least this many actions. */
  snapshotEvery: number;
}

const repoRoot = path.resolve(__dirname, '../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR ?? path.join(repoRoot, '.data', 'postgres'),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDir: env.WEB_DIR ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    graceSeconds: Number(env.GRACE_SECONDS ?? 60),
    snapshotEvery: Number(env.SNAPSHOT_EVERY ?? 50),
  };
}
