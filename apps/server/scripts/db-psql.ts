/**
 * `npm run db:psql`: a psql session on the server's database, the one in
 * DATABASE_URL or else the embedded PostgreSQL of a running `npm start`
 * (whose port changes at every start). `npm run db:psql -- --url` prints the
 * URL instead, password included, for another tool. psql itself is not part
 * of the embedded package: it comes with the system's PostgreSQL client.
 */
import { spawn } from 'node:child_process';
import { readConfig } from '../src/config';
import { runningEmbeddedUrl } from '../src/db/database-url';

function main(): void {
  const config = readConfig();
  const url = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir);
  if (url === null) {
    console.error(
      `No database to open: DATABASE_URL is not set and no embedded PostgreSQL runs on ${config.dataDir}. Start the server (npm start) first.`,
    );
    process.exit(2);
  }
  if (process.argv.includes('--url')) {
    console.log(url);
    return;
  }
  const psql = spawn('psql', [url, ...process.argv.slice(2)], { stdio: 'inherit' });
  psql.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'ENOENT'
        ? 'psql is not installed (it comes with the PostgreSQL client, e.g. apt install postgresql-client). `npm run db:psql -- --url` prints the URL for another tool.'
        : `psql did not start: ${err.message}`,
    );
    process.exit(2);
  });
  psql.on('exit', (code) => process.exit(code ?? 1));
}

main();
