import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { randomMove, seedRng, nextInt, urbanSprawl, type UsAction, type UsState, type UsView } from '@sprawl/rules';
import { freePort } from '../src/db/embedded';
import { connectPrisma, type Db } from '../src/db/prisma';
import { newRuntime } from '../src/matches/runtime';
import { replayStored } from '../src/matches/step';
import { waitFor } from './harness';

/**
 * The server as people run it (its own process, `main.ts`) on a PostgreSQL of
 * its own, killed without warning at random moments while tables play, then
 * started again; then PostgreSQL itself killed under the running server. The
 * clients keep a record of every move the server acknowledged: each must be
 * in the log, and every client's table must end equal to the rules' view of
 * the stored match.
 */
jest.setTimeout(240_000);

const root = path.resolve(__dirname, '../../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Acked {
  matchId: string;
  seat: number;
  version: number;
  action: UsAction;
}

let postgres: ChildProcess;
let dataDir: string;
let databaseUrl: string;
let port: number;
let server: ChildProcess | null = null;
let db: Db;

/** Starts a tsx script and resolves once it prints `marker` (with what it printed). */
function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  marker: RegExp,
): Promise<{ child: ChildProcess; said: string }> {
  // Its own process group: tsx runs the script in a child process, and a kill must reach both.
  const child = spawn(tsx, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start: ${said}`)), 60_000);
    const hear = (d: Buffer) => {
      said += d.toString();
      if (marker.test(said)) {
        clearTimeout(timer);
        resolve({ child, said });
      }
    };
    child.stdout?.on('data', hear);
    child.stderr?.on('data', hear);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited (${code}) before it was ready: ${said}`)));
  });
}

async function startServer(): Promise<ChildProcess> {
  const env = {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    BOT_DELAY_MS: '5',
    LOG_LEVEL: 'warn',
    WEB_DIR: '/nonexistent',
    SERVER_SECRET: 'fault-injection',
  };
  return (await startProcess([path.join(root, 'apps/server/src/main.ts')], env, /is ready/)).child;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function killServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  process.kill(-(child.pid as number), 'SIGKILL');
  await gone;
  // The group's other members (the script's own node process) die with it; wait until the port is free again.
  await waitFor(() => !groupAlive(child.pid as number), 'the killed server to be gone');
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprawl-fault-'));
  const started = await startProcess(
    [path.join(__dirname, 'support/supervised-postgres.ts'), dataDir, 'fault'],
    {},
    /^url \S+$/m,
  );
  postgres = started.child;
  databaseUrl = (/^url (\S+)$/m.exec(started.said) as RegExpExecArray)[1];
  db = connectPrisma(databaseUrl);
  port = await freePort();
  server = await startServer();
});

afterAll(async () => {
  await killServer();
  await db?.$disconnect();
  if (postgres && postgres.exitCode === null) {
    const gone = new Promise((r) => postgres.once('exit', r));
    process.kill(-(postgres.pid as number), 'SIGTERM');
    await gone;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A seat played by a client as fast as the server answers, recording every acknowledged move. */
function player(conn: MatchConnection<UsView>, seed: string, acked: Acked[], stop: () => boolean): Promise<void> {
  const rng = seedRng(seed);
  return (async () => {
    while (!stop()) {
      const s = conn.state;
      if (!s.connected || s.legal.length === 0 || s.matchId === null || s.seat === null || s.view?.final) {
        await sleep(10);
        continue;
      }
      const action = randomMove(rng, s.legal as UsAction[]);
      // A move sent into a dying connection may never be answered; it is simply not counted as acknowledged.
      let timer: NodeJS.Timeout | undefined;
      const answer = await Promise.race([
        conn.send(action).catch(() => null),
        new Promise<null>((r) => (timer = setTimeout(() => r(null), 5000))),
      ]);
      clearTimeout(timer);
      if (answer !== null) acked.push({ matchId: s.matchId, seat: s.seat, version: answer, action });
      else await sleep(20);
    }
  })();
}

/** The match rebuilt from its stored log by the rules alone. */
async function storedState(matchId: string): Promise<{ state: UsState; version: number }> {
  const start = await db.snapshot.findUniqueOrThrow({ where: { matchId_version: { matchId, version: 0 } } });
  const rows = await db.action.findMany({ where: { matchId }, orderBy: { seq: 'asc' } });
  const rt = newRuntime(matchId, '', urbanSprawl as never, start.state as unknown as UsState, 0);
  replayStored(
    rt,
    rows.map((r) => ({ ...r, kind: r.kind as 'move' | 'undo' })),
  );
  return { state: rt.state as UsState, version: rt.version };
}

test('no acknowledged move is lost when the server or PostgreSQL is killed, and every table ends equal to the rules', async () => {
  const api = new RoomsApi(`http://127.0.0.1:${port}`);
  const url = `ws://127.0.0.1:${port}/ws`;
  const conns: MatchConnection<UsView>[] = [];
  const matchIds: string[] = [];
  // Three tables: a person (this test) against a server bot, so that both clients and bots keep every table moving.
  for (let i = 0; i < 3; i++) {
    const room = await api.createRoom({
      game: 'urban-sprawl',
      seats: 2,
      name: `Table ${i}`,
      options: { variant: 'long' },
    });
    await api.addBot(room.roomId, room.token, 1);
    const conn = new MatchConnection<UsView>({
      url,
      roomId: room.roomId,
      token: room.token,
      socket: nodeSocket,
      reconnectDelayMs: 50,
    });
    await waitFor(() => conn.state.connected, 'a player to connect');
    matchIds.push((await api.start(room.roomId, room.token)).matchId);
    conns.push(conn);
  }
  const acked: Acked[] = [];
  let stopped = false;
  const players = conns.map((c, i) => player(c, `fault-${i}`, acked, () => stopped));
  const rng = seedRng('kills');
  // A move writes its log row only; match_now reads the version the log has reached.
  const stored = async () =>
    (
      await db.$queryRawUnsafe<{ version: number }[]>(
        'SELECT version FROM match_now WHERE id = ANY($1::text[])',
        matchIds,
      )
    ).reduce((n, m) => n + m.version, 0);

  for (let kill = 0; kill < 3; kill++) {
    await sleep(600 + nextInt(rng, 1400));
    const before = acked.length;
    await killServer();
    server = await startServer();
    // Play resumes on the new process: clients reconnect, bots are resumed from the database.
    await waitFor(() => acked.length > before + 5, 'clients to move again after a restart', 60_000);
  }

  // PostgreSQL killed under the running server: the supervisor in this process starts it again; the server recovers alone.
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const beforeDb = await stored();
  process.kill(postmaster, 'SIGKILL');
  let after = beforeDb;
  for (let i = 0; i < 300 && after < beforeDb + 20; i++) {
    await sleep(200);
    after = await stored().catch(() => beforeDb);
  }
  expect(after).toBeGreaterThanOrEqual(beforeDb + 20);

  stopped = true;
  await Promise.all(players);
  expect(acked.length).toBeGreaterThan(30);

  // Every acknowledged move is in the log, at the version the server gave, as the client sent it.
  const lost: (Acked & { stored: unknown })[] = [];
  for (const a of acked) {
    const row = await db.action.findUnique({ where: { matchId_seq: { matchId: a.matchId, seq: a.version } } });
    if (!row || row.seat !== a.seat || !isDeepStrictEqual(row.payload, a.action))
      lost.push({ ...a, stored: row && { seat: row.seat, payload: row.payload, clientSeq: row.clientSeq } });
  }
  expect(lost).toEqual([]);

  // Every client's table, once caught up, is the rules' view of the stored match for its seat.
  for (let i = 0; i < conns.length; i++) {
    // The bot may still finish its turn; wait until the stored match stands still.
    let settled = await storedState(matchIds[i]);
    for (let tries = 0; tries < 100; tries++) {
      await sleep(200);
      const again = await storedState(matchIds[i]);
      if (again.version === settled.version) break;
      settled = again;
    }
    const { state, version } = settled;
    conns[i].resync();
    await waitFor(() => conns[i].state.version === version, `client ${i} to reach version ${version}`, 30_000);
    expect(JSON.parse(JSON.stringify(conns[i].state.view))).toEqual(
      JSON.parse(JSON.stringify(urbanSprawl.view(state, { kind: 'seat', seat: 0 }))),
    );
    conns[i].close();
  }
});
