import crypto from 'node:crypto';
import { Client } from 'pg';
import { migrate } from '../../src/db/migrate';

/** A fresh, migrated database for one test file on the run's PostgreSQL; returns its URL. */
export async function freshDatabase(): Promise<string> {
  const admin = process.env.TEST_DATABASE_ADMIN_URL;
  if (!admin) throw new Error('The test PostgreSQL is not running (the apps/server jest globalSetup did not run).');
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'sprawl_test_'}${crypto.randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return url.toString();
}
