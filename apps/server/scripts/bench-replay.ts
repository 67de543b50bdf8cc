/**
 * `npm run bench:replay`: how fast a replay opens and seeks. Starts a
 * throwaway embedded PostgreSQL and the server in this process, has the
 * server's bots play and store a full 4-player match through the real room
 * and match services (the server replays it once when it ends and keeps the
 * step list and the positions for seeking), then, as a new visitor meets it,
 * on a fresh server (new caches and connections, in this process; replies
 * not checked against their schemas, as in production):
 *   - the first step-list request (target: under 300 ms) and a second one;
 *   - the spectator view at random steps through the HTTP route, p50, p95,
 *     p99 and max ms per seek (target: p99 under 20 ms on a quiet machine);
 *   - the first step list of the same match with nothing kept (a match
 *     older than the kept lists), which replays it whole.
 * Each is timed on the clock and in this process's CPU. It stops by itself
 * and deletes its temporary folder.
 *
 * Options (environment): BENCH_SEEKS=200  BENCH_VARIANT=standard
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import pino from 'pino';
import { buildServer } from '../src/app';
import { readConfig } from '../src/config';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { LIFTED_LIMITS } from './bench-database';
import { Progress } from '../../../scripts/progress';

const SEEKS = Number(process.env.BENCH_SEEKS ?? 200);
const VARIANT = process.env.BENCH_VARIANT ?? 'standard';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprawl-bench-replay-'));
  // Under root, PostgreSQL runs as a separate system user that must be able to enter this folder.
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, 'data'), pino({ level: 'silent' }), { fast: true });
  try {
    await pg.createDatabase('bench');
    const url = pg.url('bench');
    await migrate(url);
    const config = { ...readConfig(LIFTED_LIMITS), webDir: '/nonexistent', botDelayMs: 0 };
    const played = await playMatch(await buildServer(config, url, pino({ level: 'silent' })));
    // A fresh server, as a production one: reply schemas are checked only outside production (http/serve.ts).
    const fresh = () => buildServer({ ...config, production: true }, url, pino({ level: 'silent' }));
    const kept = await keptSteps(url, played.matchId, false);
    await measure(await fresh(), played, true, kept ? 'kept when the match ended' : 'nothing kept: replayed whole');
    // Then as for a match older than the kept step lists (or a server that keeps none).
    await keptSteps(url, played.matchId, true);
    await measure(await fresh(), played, false, 'nothing kept: replayed whole');
  } finally {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Played {
  roomId: string;
  matchId: string;
  token: string;
  version: number;
}

type Server = Awaited<ReturnType<typeof buildServer>>;

/** This process's CPU time beside the clock: on a shared machine the clock also counts other work's turns. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; cpu: number }> {
  const t = performance.now();
  const cpu = process.cpuUsage();
  const value = await work();
  return { value, ms: performance.now() - t, cpu: cpuMs(cpu) };
}

/** Has the server's bots play a whole match, waits for what the server does once it ends, and closes the server. */
async function playMatch(server: Server): Promise<Played> {
  try {
    const { app, rooms, bots, db } = server;
    const post = async (u: string, body: unknown, token?: string) => {
      const res = await app.inject({
        method: 'POST',
        url: u,
        payload: body as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (res.statusCode >= 300) throw new Error(`${u}: ${res.body}`);
      return JSON.parse(res.body) as Record<string, unknown>;
    };
    const host = await post('/api/rooms', {
      game: 'urban-sprawl',
      seats: 4,
      name: 'Runner 1',
      options: { variant: VARIANT },
    });
    const token = host.token as string;
    const roomId = host.roomId as string;
    for (const seat of [1, 2, 3]) await post(`/api/rooms/${roomId}/bots`, { seat }, token);
    const matchId = await rooms.table.start(await rooms.seats.principal(roomId, token));
    // The host's seat is played by the server too, so all four seats are bots: a stand-in's, as the database
    // must say for the server to write a bot's move in it.
    await db.seat.update({ where: { roomId_index: { roomId, index: 0 } }, data: { standIn: true } });
    bots.play(matchId, [0, 1, 2, 3]);
    const t0 = performance.now();
    for (;;) {
      const m = await db.match.findUniqueOrThrow({ where: { id: matchId } });
      if (m.status === 'finished') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const match = await db.match.findUniqueOrThrow({ where: { id: matchId } });
    console.log(
      `played a ${VARIANT} 4-player bot match: ${match.version} steps in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const prepared = await timed(() => server.replays.settled());
    console.log(
      `after its end, the server's own replay of it (kept step list and positions) was done ${prepared.ms.toFixed(0)} ms later; snapshots: ${await db.snapshot.count({ where: { matchId } })}`,
    );
    return { roomId, matchId, token, version: match.version };
  } finally {
    await server.close();
  }
}

/** Whether a step list is kept of the match (false where the table does not exist); with `forget`, deletes it. */
async function keptSteps(url: string, matchId: string, forget: boolean): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    if ((await client.query("SELECT to_regclass('replay_steps') AS t")).rows[0].t === null) return false;
    const statement = forget
      ? 'DELETE FROM replay_steps WHERE match_id = $1'
      : 'SELECT 1 FROM replay_steps WHERE match_id = $1';
    return ((await client.query(statement, [matchId])).rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** A new visitor on a fresh server: the step list twice, then (with `seeks`) the view at random steps. Closes the server. */
async function measure(
  server: Server,
  played: Played,
  seeks: boolean,
  what = 'kept when the match ended',
): Promise<void> {
  try {
    const { app } = server;
    const base = `/api/rooms/${played.roomId}/matches/${played.matchId}`;
    const auth = { authorization: `Bearer ${played.token}` };
    const get = async (u: string) => {
      const res = await app.inject({ method: 'GET', url: u, headers: auth });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res;
    };
    const first = await timed(() => get(`${base}/steps`));
    console.log(
      `first step list (${what}): ${first.ms.toFixed(1)} ms, ${first.cpu.toFixed(1)} ms of CPU, ${(first.value.body.length / 1e6).toFixed(2)} MB (target < 300 ms)`,
    );
    const second = await timed(() => get(`${base}/steps`));
    console.log(`second step list: ${second.ms.toFixed(1)} ms, ${second.cpu.toFixed(1)} ms of CPU`);
    if (!seeks) return;
    // A few untimed seeks so that the connection pool is warm, as on a running server.
    for (let i = 0; i < 10; i++) await get(`${base}/steps/${i}/view`);
    const times: number[] = [];
    const cpuTimes: number[] = [];
    const progress = new Progress('seeks', SEEKS);
    for (let i = 0; i < SEEKS; i++) {
      progress.tick(i);
      const step = Math.floor(Math.random() * (played.version + 1));
      const seek = await timed(() => get(`${base}/steps/${step}/view`));
      times.push(seek.ms);
      cpuTimes.push(seek.cpu);
    }
    progress.done();
    const fmt = (x: number) => x.toFixed(2);
    console.log(
      `seek (view at a random step, through the HTTP route), ${SEEKS} seeks: p50 ${fmt(pct(times, 50))} ms  p95 ${fmt(pct(times, 95))} ms  p99 ${fmt(pct(times, 99))} ms  max ${fmt(Math.max(...times))} ms  (target: p99 < 20 ms)`,
    );
    console.log(
      `seek, CPU of this process:  p50 ${fmt(pct(cpuTimes, 50))} ms  p95 ${fmt(pct(cpuTimes, 95))} ms  p99 ${fmt(pct(cpuTimes, 99))} ms  max ${fmt(Math.max(...cpuTimes))} ms`,
    );
  } finally {
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
