import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startEmbeddedPostgres } from '../../src/db/embedded';

/**
 * Jest global setup of the apps/server project: one PostgreSQL for the run.
 * With DATABASE_URL the tests use that server (each test file then creates its
 * own database on it); otherwise an embedded PostgreSQL starts in a temporary folder.
 */
export default async function globalSetup(): Promise<void> {
  // The server and web projects share this setup; the first one to run starts the database.
  if (process.env.TEST_DATABASE_ADMIN_URL) return;
  // Every database of this run shares a prefix, so that the teardown can drop exactly those.
  process.env.TEST_DATABASE_PREFIX = `sprawl_test_${crypto.randomBytes(4).toString('hex')}_`;
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_ADMIN_URL = process.env.DATABASE_URL;
    (globalThis as { __sprawlExternalPg?: boolean }).__sprawlExternalPg = true;
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprawl-test-pg-'));
  // Under root, PostgreSQL runs as a separate system user that must be able to enter this folder.
  fs.chmodSync(dir, 0o755);
  const db = await startEmbeddedPostgres(path.join(dir, 'data'), pino({ level: 'silent' }), { fast: true });
  process.env.TEST_DATABASE_ADMIN_URL = db.url('postgres');
  (globalThis as { __sprawlPg?: { stop: () => Promise<void>; dir: string } }).__sprawlPg = { stop: db.stop, dir };
}
