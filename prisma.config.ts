import { defineConfig } from 'prisma/config';

// Prisma CLI configuration. The database URL is only needed by `prisma migrate`
// commands; the server applies migrations itself (apps/server/src/db/migrate.ts).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
