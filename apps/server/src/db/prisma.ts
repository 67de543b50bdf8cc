import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaClient } from '../generated/prisma/client';

export type Db = PrismaClient;

/**
 * A Prisma client talking to Postgres through the `pg` driver adapter, either
 * on its own connections or on a pool the server shares with its hot path
 * (db/pool.ts); `$disconnect()` then also closes that pool.
 */
export function connectPrisma(source: string | Pool): Db {
  const adapter =
    source instanceof Pool
      ? new PrismaPg(source, { disposeExternalPool: true })
      : new PrismaPg({ connectionString: source });
  return new PrismaClient({ adapter });
}
