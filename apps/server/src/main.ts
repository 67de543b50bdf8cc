import { buildServer } from './app';
import { readConfig } from './config';
import { EMBEDDED_DATABASE, maskedUrl } from './db/database-url';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrate } from './db/migrate';
import { createLogger } from './logger';

/**
 * `npm start`: uses DATABASE_URL when given, otherwise an embedded PostgreSQL
 * whose data stays in .data/postgres; applies pending migrations; serves the
 * API, the WebSocket and the web client; prints the URL to open and the
 * database's (its password masked).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    logger.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres(config.dataDir, logger, { supervise: true });
    await embedded.createDatabase(EMBEDDED_DATABASE);
    databaseUrl = embedded.url(EMBEDDED_DATABASE);
  }
  const applied = await migrate(databaseUrl);
  logger.info({ applied }, applied.length ? 'migrations applied' : 'database is up to date');
  const server = await buildServer(config, databaseUrl, logger);
  const address = await server.app.listen({ host: config.host, port: config.port });
  const shown = address.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost');
  const startedAt = Number(process.env.SPRAWL_START_MS) || performance.timeOrigin;
  console.log(
    `\n  The game server is ready: open ${shown}\n  (${((Date.now() - startedAt) / 1000).toFixed(1)} s from start to ready)\n` +
      `  Database: ${maskedUrl(databaseUrl)}\n  (npm run db:psql opens a psql session on it; docs/operations.md)\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await server.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** A startup failure as one sentence naming its cause and what to do about it. */
function explain(err: unknown): string {
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number };
  const port = e?.port === undefined ? 'The port' : `Port ${e.port}`;
  if (e?.code === 'EADDRINUSE')
    return `${port} is already in use. Stop whatever uses it, or choose another port with PORT=...`;
  if (e?.code === 'EACCES') return `${port} may not be used by this user; choose a port above 1024 with PORT=...`;
  if (e?.code === 'ECONNREFUSED')
    return 'Could not reach the PostgreSQL at DATABASE_URL (connection refused). Check that it is running and that the URL is right.';
  if (e?.code === '28P01') return 'PostgreSQL refused the user name or password in DATABASE_URL.';
  if (e?.code === '3D000') return 'The database named in DATABASE_URL does not exist; create it first.';
  if (err instanceof Error && err.message) return err.message;
  return `an unexpected failure (${String(err)})`;
}

main().catch((err: unknown) => {
  console.error(`\n  The server could not start: ${explain(err)}\n`);
  if (process.env.LOG_LEVEL === 'debug') console.error(err);
  process.exit(1);
});
