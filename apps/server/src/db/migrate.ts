import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { repoRoot } from '../paths';

export const MIGRATIONS_DIR = path.join(repoRoot, 'prisma', 'migrations');

/** Prisma's own bookkeeping table, created exactly as `prisma migrate deploy` creates it. */
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

/** The lock id Prisma Migrate takes, so that our runner and `prisma migrate` never run at once. */
const ADVISORY_LOCK = 72707369;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: crypto.createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies pending migrations from prisma/migrations in order, each in its own
 * transaction, and records them in `_prisma_migrations` the way Prisma does
 * (same columns, sha256 checksum of migration.sql), so `prisma migrate deploy`
 * and `prisma migrate status` agree with what ran here. Refuses to continue if
 * an applied migration was edited afterwards or a previous attempt failed.
 */
export async function migrate(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK]);
    await client.query(CREATE_TABLE);
    const rows = (
      await client.query('SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"')
    ).rows as {
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }[];
    for (const m of readMigrations(dir)) {
      const done = rows.find((r) => r.migration_name === m.name && r.rolled_back_at === null);
      if (done && done.finished_at === null)
        throw new Error(`Migration ${m.name} failed earlier; repair the database before starting.`);
      if (done) {
        if (done.checksum !== m.checksum) throw new Error(`Migration ${m.name} was changed after it was applied.`);
        continue;
      }
      const id = crypto.randomUUID();
      await client.query(
        'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())',
        [id, m.checksum, m.name],
      );
      try {
        await client.query('BEGIN');
        await client.query(m.sql);
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK');
        await client.query('UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1', [id, String(e)]);
        throw e;
      }
      await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [
        id,
      ]);
      applied.push(m.name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK]).catch(() => undefined);
    await client.end();
  }
  return applied;
}
