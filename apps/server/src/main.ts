import pino from 'pino';
import { buildServer } from './app';
import { readConfig } from './config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrate } from './db/migrate';

/**
 * `npm start`: uses DATABASE_URL when given, otherwise an embedded PostgreSQL
 * whose data stays in .data/postgres; applies pending migrations; serves the
 * API, the WebSocket and the web client; prints the URL to open.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino({ level: config.logLevel });
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    logger.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres(config.dataDir, logger);
    await embedded.createDatabase('sprawl');
    databaseUrl = embedded.url('sprawl');
  }
  const applied = await migrate(databaseUrl);
  logger.info({ applied }, applied.length ? 'migrations applied' : 'database is up to date');
  const server = await buildServer(config, databaseUrl, logger);
  const address = await server.app.listen({ host: config.host, port: config.port });
  const shown = address.replace('://0.0.0.0', '://localhost').replace('://[::]', '://localhost');
  console.log(`\n  Urban Sprawl is ready: open ${shown}\n`);

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

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
