import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { longReplayFile } from '../scripts/attack/replay-file';
import { freshDatabase } from './support/database';

/**
 * `npm run replay -- import|export` against a database: a generated file goes
 * in with every step checked, and comes back out with the same hashes; what
 * is not a replay, or not there, is refused with a sentence and exit code 2.
 */
jest.setTimeout(120_000);

const script = path.join(__dirname, '..', 'scripts', 'replay.ts');
const tsx = path.join(__dirname, '..', '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');

function run(args: string[], databaseUrl: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [tsx, script, ...args], { env: { ...process.env, DATABASE_URL: databaseUrl } }, (error, out, err) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, out, err });
    });
  });
}

test('a replay file goes in and comes back out the same; refusals are sentences with exit code 2', async () => {
  const databaseUrl = await freshDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-cli-'));
  const file = longReplayFile('cli', 300);
  fs.writeFileSync(path.join(dir, 'in.json'), JSON.stringify(file));

  const imported = await run(['import', path.join(dir, 'in.json')], databaseUrl);
  expect(imported).toMatchObject({ code: 0, err: '' });
  const matchId = /match ([A-Za-z0-9_-]+)\./.exec(imported.out)?.[1];
  expect(matchId).toBeTruthy();

  const exported = await run(['export', matchId!, path.join(dir, 'out.json')], databaseUrl);
  expect(exported.code).toBe(0);
  const back = JSON.parse(fs.readFileSync(path.join(dir, 'out.json'), 'utf8')) as typeof file;
  expect(back.hashes).toEqual(file.hashes);
  expect(back.actions).toEqual(file.actions);

  fs.writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ ...file, hashes: file.hashes.map((h, i) => (i === 5 ? 'f'.repeat(64) : h)) }));
  const refused = await run(['import', path.join(dir, 'bad.json')], databaseUrl);
  expect(refused.code).toBe(2);
  expect(refused.err).toContain('diverges from the rules at step 5');
  expect(await run(['export', 'nosuch'], databaseUrl)).toMatchObject({ code: 2, err: expect.stringContaining('There is no match nosuch') });
  expect((await run(['frob'], databaseUrl)).code).toBe(2);
  fs.rmSync(dir, { recursive: true, force: true });
});
