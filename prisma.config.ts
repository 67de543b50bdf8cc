import { defineConfig } from 'prisma/config';

// Prisma CLI configuration. `prisma generate` needs no database; the
// `prisma migrate` commands read DATABASE_URL (read directly, not with env(),
// which would make every command fail when it is unset). The server applies
// the same migrations itself at start (apps/server/src/db/migrate.ts).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
