import { execFile } from 'node:child_process';
import path from 'node:path';
import { startTestServer, type TestServer } from './harness';
import { playMoves, seatedTable, type Table } from './players';

// Each read is a process of its own (tsx compiling on a loaded machine).
jest.setTimeout(120_000);

const tsx = path.join(__dirname, '..', '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');

let t: TestServer;
let table: Table;
let matchId: string;

beforeAll(async () => {
  t = await startTestServer();
  table = await seatedTable(t, 2);
  matchId = table.players[0].state.matchId as string;
  await playMoves(t, table, 'replay-times', 3);
});

afterAll(async () => {
  for (const p of table?.players ?? []) p.close();
  await t?.stop();
});

/** What a process in `zone` reads of the match's times. */
function readIn(zone: string): Promise<{ createdAt: string; actions: string[] }> {
  const script = path.join(__dirname, 'support', 'read-times.ts');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [tsx, script, t.databaseUrl, matchId],
      { env: { ...process.env, TZ: zone } },
      (error, out) => (error ? reject(error) : resolve(JSON.parse(out) as { createdAt: string; actions: string[] })),
    );
  });
}

// Times are stored as UTC without a zone (Prisma's DateTime); `pg` on its own would read them as this process's local time.
test("a match's times read the same instants in any time zone, as Prisma reads them", async () => {
  const match = await t.server.db.match.findUniqueOrThrow({ where: { id: matchId } });
  const rows = await t.server.db.action.findMany({ where: { matchId }, orderBy: { seq: 'asc' } });
  const expected = { createdAt: match.createdAt.toISOString(), actions: rows.map((r) => r.createdAt.toISOString()) };
  expect(expected.actions).toHaveLength(3);
  const [east, west] = await Promise.all([readIn('Pacific/Chatham'), readIn('America/Los_Angeles')]);
  expect(east).toEqual(expected);
  expect(west).toEqual(expected);
});
