import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maskedUrl, runningEmbeddedUrl } from '../src/db/database-url';

/**
 * The way into the server's database that docs/operations.md gives (issue
 * 49, item 9): the start prints the URL with its password masked, and
 * `npm run db:psql` finds the embedded PostgreSQL of a running server
 * although its port is new at every start.
 */
jest.setTimeout(120_000);

const root = path.join(__dirname, '..', '..', '..');

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'db:psql', '--', ...args], { cwd: root, env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

test('a printed database URL has its password masked, and nothing else changed', () => {
  expect(maskedUrl('postgresql://sprawl:s3cret@127.0.0.1:5432/sprawl?host=%2Ftmp')).toBe(
    'postgresql://sprawl:***@127.0.0.1:5432/sprawl?host=%2Ftmp',
  );
  expect(maskedUrl('postgresql://app@db.example/sprawl')).toBe('postgresql://app@db.example/sprawl');
  expect(maskedUrl('not a url with a p4ssword')).not.toContain('p4ssword');
});

describe('the embedded PostgreSQL of a running server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-psql-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  let server: ChildProcess;
  let said = '';

  beforeAll(async () => {
    // The server as `npm run dev` runs it (no web client needed), on its own embedded PostgreSQL.
    server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['apps/server/src/main.ts'], {
      cwd: root,
      env: { ...env, PORT: '0', WEB_DIR: '/nonexistent', LOG_FORMAT: 'json', LOG_LEVEL: 'warn' },
    });
    server.stdout?.on('data', (d: Buffer) => (said += d.toString()));
    server.stderr?.on('data', (d: Buffer) => (said += d.toString()));
    for (const end = Date.now() + 90_000; !/Database: .*\n.*\n/.test(said);) {
      if (Date.now() > end || server.exitCode !== null) throw new Error(`the server did not start:\n${said}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the start prints its URL, password masked; `npm run db:psql -- --url` prints it whole and psql opens it', async () => {
    const url = runningEmbeddedUrl(dataDir);
    expect(url).toMatch(/^postgresql:\/\/sprawl:sprawl@127\.0\.0\.1:\d+\/sprawl/);
    expect(said).toContain(`Database: ${maskedUrl(url as string)}`);
    expect(said).not.toContain('sprawl:sprawl@');
    const printed = await run(['--url'], env);
    expect(printed).toMatchObject({ code: 0 });
    expect(printed.out.trim()).toBe(url);
    const psql = await run(['-At', '-c', 'SELECT count(*) FROM rooms'], env);
    // psql comes with the system's PostgreSQL client; without it the script says so.
    if (psql.code === 2) expect(psql.err).toMatch(/psql is not installed/);
    else expect(psql).toMatchObject({ code: 0, out: '0\n' });
  });

  test('without a running server or a DATABASE_URL it says what to do', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'db-psql-none-'));
    const none = await run(['--url'], { ...env, DATA_DIR: empty });
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/Start the server \(npm start\) first/);
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
