/**
 * `npm run replay -- export <matchId> [file]` and `npm run replay -- import <file>`:
 * replay files from the command line, with the server's own export and
 * import (the same checks, step by step). They work on the database in
 * DATABASE_URL, or on the embedded one of `npm start` (its data folder) while
 * the server is stopped. A progress line shows on a terminal.
 */
import fs from 'node:fs';
import { replayFileSchema } from '@sprawl/protocol';
import pino from 'pino';
import { Progress } from '../../../scripts/progress';
import { readConfig } from '../src/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { heldByRunningServer } from '../src/db/orphan';
import { migrate } from '../src/db/migrate';
import { createPool } from '../src/db/pool';
import { ServiceError } from '../src/errors';
import { GAMES } from '../src/matches/games';
import { exportReplay } from '../src/replays/export';
import { importReplay } from '../src/replays/import';
import { ReplayService } from '../src/replays/service';
import { readMatch } from '../src/replays/stored-match';

const usage = 'usage: npm run replay -- export <matchId> [file]   |   npm run replay -- import <file>';

/** A sentence for the user and exit code 2; thrown so that the database is closed on the way out. */
class Stop extends Error {}

function stop(sentence: string): never {
  throw new Stop(sentence);
}

/**
 * The database to work on: DATABASE_URL, or the embedded one if no server
 * holds its data folder. What a crashed server left (a PostgreSQL still
 * running, or only its lock file) is cleared on the way, as `npm start` does.
 */
async function database(): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  const config = readConfig();
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: null };
  if (heldByRunningServer(config.dataDir)) {
    stop(
      `The embedded database in ${config.dataDir} is in use (is the server running?). Stop the server first, or set DATABASE_URL.`,
    );
  }
  const embedded = await startEmbeddedPostgres(config.dataDir, pino({ level: 'silent' }));
  await embedded.createDatabase('sprawl');
  return { url: embedded.url('sprawl'), embedded };
}

/** Why a file could not be written, as a person would say it. */
function whyNotWritten(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'its folder does not exist';
    case 'ENOTDIR':
      return 'part of its path is a file, not a folder';
    case 'EISDIR':
      return 'it is a folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the disk is read-only';
    case 'ENOSPC':
      return 'the disk is full';
    default:
      return code ?? (e instanceof Error ? e.message : String(e));
  }
}

async function main(): Promise<void> {
  const [command, first, second] = process.argv.slice(2);
  if (command !== 'export' && command !== 'import') stop(usage);
  if (!first) stop(usage);
  let text = '';
  if (command === 'import') {
    try {
      text = fs.readFileSync(first, 'utf8');
    } catch {
      stop(`Cannot read ${first}.`);
    }
  }
  const { url, embedded } = await database();
  const pool = createPool(url);
  try {
    await migrate(url);
    if (command === 'export') {
      const match = await readMatch(pool, first);
      if (!match) stop(`There is no match ${first} in this database.`);
      const ticking = new Progress('exporting (seconds)', null);
      const started = Date.now();
      const timer = setInterval(() => ticking.tick(Math.round((Date.now() - started) / 1000)), 250);
      const replays = new ReplayService(pool, GAMES);
      const file = await exportReplay(pool, replays, match).finally(() => {
        clearInterval(timer);
        ticking.done();
      });
      // The positions kept for seeking are stored after the timeline is built; the database stays open for them.
      await replays.settled();
      const out = second ?? `sprawl-replay-${first}.json`;
      try {
        fs.writeFileSync(out, JSON.stringify(file));
      } catch (e) {
        stop(`Cannot write ${out}: ${whyNotWritten(e)}. Choose another file.`);
      }
      console.log(`Wrote ${out}: ${file.game}, ${file.actions.length} steps, ${file.seats.length} seats.`);
    } else {
      const parsed = replayFileSchema.safeParse(JSON.parse(text));
      if (!parsed.success)
        stop(`${first} is not a replay file: ${parsed.error.issues[0]?.message ?? 'unknown shape'}.`);
      const progress = new Progress('steps checked', parsed.data.actions.length);
      const reply = await importReplay(pool, GAMES, parsed.data, {
        stillWanted: () => true,
        onStep: (n) => progress.tick(n),
      });
      progress.done();
      console.log(`Imported as room ${reply.roomId}, match ${reply.matchId}. Host token: ${reply.hostToken}`);
    }
  } catch (e) {
    if (e instanceof ServiceError) stop(e.message);
    if (e instanceof SyntaxError) stop(`${first} is not JSON.`);
    throw e;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

// The database is closed by now (main's finally); the embedded one's library keeps handles open, so exit outright.
main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof Stop ? e.message : e);
    process.exit(e instanceof Stop ? 2 : 1);
  },
);
