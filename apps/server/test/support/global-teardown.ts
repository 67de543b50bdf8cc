import fs from 'node:fs';

/** Jest global teardown: stops the embedded PostgreSQL started by the setup and deletes its folder. */
export default async function globalTeardown(): Promise<void> {
  const pg = (globalThis as { __sprawlPg?: { stop: () => Promise<void>; dir: string } }).__sprawlPg;
  if (!pg) return;
  // Shared by the server and web projects: only the first teardown stops it.
  delete (globalThis as { __sprawlPg?: unknown }).__sprawlPg;
  await pg.stop();
  fs.rmSync(pg.dir, { recursive: true, force: true });
}
