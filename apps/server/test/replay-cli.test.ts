import { execFile, spawn } from 'node:child_process';
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

/** The CLI on `databaseUrl`, or with `{ dataDir }` on the embedded PostgreSQL of that data folder, as `npm start` leaves it. */
function run(
  args: string[],
  database: string | { dataDir: string },
): Promise<{ code: number; out: string; err: string }> {
  const env =
    typeof database === 'string' ? { DATABASE_URL: database } : { DATABASE_URL: '', DATA_DIR: database.dataDir };
  return new Promise((resolve) => {
    execFile(process.execPath, [tsx, script, ...args], { env: { ...process.env, ...env } }, (error, out, err) => {
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

  fs.writeFileSync(
    path.join(dir, 'bad.json'),
    JSON.stringify({ ...file, hashes: file.hashes.map((h, i) => (i === 5 ? 'f'.repeat(64) : h)) }),
  );
  const refused = await run(['import', path.join(dir, 'bad.json')], databaseUrl);
  expect(refused.code).toBe(2);
  expect(refused.err).toContain('diverges from the rules at step 5');
  expect(await run(['export', 'nosuch'], databaseUrl)).toMatchObject({
    code: 2,
    err: expect.stringContaining('There is no match nosuch'),
  });
  expect((await run(['frob'], databaseUrl)).code).toBe(2);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('exporting to a path that cannot be written is a sentence and exit code 2, not a stack', async () => {
  const databaseUrl = await freshDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-cli-'));
  fs.writeFileSync(path.join(dir, 'in.json'), JSON.stringify(longReplayFile('cli-out', 20)));
  const imported = await run(['import', path.join(dir, 'in.json')], databaseUrl);
  const matchId = /match ([A-Za-z0-9_-]+)\./.exec(imported.out)![1];

  const missing = path.join(dir, 'no-such-folder', 'out.json');
  const intoNothing = await run(['export', matchId, missing], databaseUrl);
  expect(intoNothing).toMatchObject({
    code: 2,
    err: `Cannot write ${missing}: its folder does not exist. Choose another file.\n`,
  });
  const ontoFolder = await run(['export', matchId, dir], databaseUrl);
  expect(ontoFolder).toMatchObject({ code: 2, err: `Cannot write ${dir}: it is a folder. Choose another file.\n` });
  fs.rmSync(dir, { recursive: true, force: true });
});

test('after a crash the embedded database is taken back, as npm start does; a running server keeps it', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-cli-data-'));
  const lockFile = path.join(dataDir, 'postmaster.pid');
  const postmaster = () => Number(fs.readFileSync(lockFile, 'utf8').split('\n')[0]);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  // A stand-in for the server: a node process that started the embedded PostgreSQL.
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'support', 'hold-embedded.ts'), dataDir],
    { cwd: path.join(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      server.once('exit', (code) => reject(new Error(`the stand-in server exited (${code})`)));
    });
    // While the server runs, its database is its own.
    expect(await run(['export', 'nosuch'], { dataDir })).toMatchObject({
      code: 2,
      err: expect.stringContaining('is in use (is the server running?)'),
    });

    // The server killed without warning: its PostgreSQL runs on, orphaned. The CLI stops it and works.
    const orphan = postmaster();
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    expect(alive(orphan)).toBe(true);
    expect(await run(['export', 'nosuch'], { dataDir })).toMatchObject({
      code: 2,
      err: expect.stringContaining('There is no match nosuch'),
    });
    expect(alive(orphan)).toBe(false);

    // Only the lock file left (PostgreSQL killed with the server, or a power cut): it is stale, and removed.
    fs.writeFileSync(lockFile, `${orphan}\n${dataDir}\n`);
    expect(await run(['export', 'nosuch'], { dataDir })).toMatchObject({
      code: 2,
      err: expect.stringContaining('There is no match nosuch'),
    });
    expect(fs.existsSync(lockFile)).toBe(false);
  } finally {
    server.kill('SIGKILL');
    if (fs.existsSync(lockFile) && alive(postmaster())) process.kill(postmaster(), 'SIGQUIT');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
