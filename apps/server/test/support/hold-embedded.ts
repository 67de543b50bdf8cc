/**
 * Holds an embedded PostgreSQL on the data folder given as its argument, as
 * `npm start` does, until it is killed: for tests of what a crashed server
 * leaves behind (replay-cli.test.ts). Prints "ready" once PostgreSQL runs.
 */
import pino from 'pino';
import { startEmbeddedPostgres } from '../../src/db/embedded';

void startEmbeddedPostgres(process.argv[2], pino({ level: 'silent' })).then(() => {
  console.log('ready');
  setInterval(() => undefined, 60_000);
});
