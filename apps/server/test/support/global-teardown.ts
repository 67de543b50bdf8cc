import fs from 'node:fs';
import { Client } from 'pg';

/**
 * Jest global teardown: stops the embedded PostgreSQL started by the setup and
 * deletes its folder, or, on a PostgreSQL given by DATABASE_URL, drops the
 * databases this run created there (and nothing else).
 */
export default async function globalTeardown(): Promise<void> {
  const state = globalThis as { __sprawlPg?: { stop: () => Promise<void>; dir: string }; __sprawlExternalPg?: boolean };
  // Shared by the server and web projects: only the first teardown cleans up.
  const pg = state.__sprawlPg;
  const external = state.__sprawlExternalPg;
  delete state.__sprawlPg;
  delete state.__sprawlExternalPg;
  if (pg) {
    await pg.stop();
    fs.rmSync(pg.dir, { recursive: true, force: true });
  }
  if (external) await dropRunDatabases();
}

async function dropRunDatabases(): Promise<void> {
  const admin = process.env.TEST_DATABASE_ADMIN_URL;
  const prefix = process.env.TEST_DATABASE_PREFIX;
  if (!admin || !prefix) return;
  const client = new Client({ connectionString: admin });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    // FORCE ends any connection a test left open (PostgreSQL 13 and later).
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
