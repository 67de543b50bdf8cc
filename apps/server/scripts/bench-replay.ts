/**
 * `npm run bench:replay`: how fast the replay viewer can seek. Starts a
 * throwaway embedded PostgreSQL and the server in this process, has the
 * server's bots play and store a full 4-player match through the real room
 * and match services, then asks the HTTP route for the spectator view at
 * random steps and prints p50/p95/p99/max milliseconds per seek (target: p99
 * under 20 on a quiet machine). The first step-list request, which replays
 * the match once (the snapshots kept for seeking are stored after it has
 * answered), is timed separately (target: under 300 ms). It stops by itself
 * and deletes its temporary folder.
 *
 * Options (environment): BENCH_SEEKS=200  BENCH_VARIANT=standard
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    const server = await buildServer(config, url, pino({ level: 'silent' }));
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
      const base = `/api/rooms/${roomId}/matches/${matchId}`;
      const auth = { authorization: `Bearer ${token}` };
      const snapshotsBefore = await db.snapshot.count({ where: { matchId } });
      // This process's CPU time beside the clock: on a shared machine the clock also counts other work's turns.
      const cpuMs = (since: NodeJS.CpuUsage) => {
        const used = process.cpuUsage(since);
        return (used.user + used.system) / 1000;
      };
      let t = performance.now();
      let cpu = process.cpuUsage();
      const steps = await app.inject({ method: 'GET', url: `${base}/steps`, headers: auth });
      if (steps.statusCode !== 200) throw new Error(steps.body);
      const firstSteps = performance.now() - t;
      const firstStepsCpu = cpuMs(cpu);
      const snapshotsAfter = await db.snapshot.count({ where: { matchId } });
      console.log(
        `first step list: ${firstSteps.toFixed(1)} ms, ${firstStepsCpu.toFixed(1)} ms of CPU (target < 300 ms; snapshots ${snapshotsBefore} -> ${snapshotsAfter} when it came back)`,
      );
      t = performance.now();
      cpu = process.cpuUsage();
      await app.inject({ method: 'GET', url: `${base}/steps`, headers: auth });
      console.log(`cached step list: ${(performance.now() - t).toFixed(1)} ms, ${cpuMs(cpu).toFixed(1)} ms of CPU`);
      // A few untimed seeks so the JIT and the connection pool are warm, as on a running server.
      for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: `${base}/steps/${i}/view`, headers: auth });
      const times: number[] = [];
      const cpuTimes: number[] = [];
      const progress = new Progress('seeks', SEEKS);
      for (let i = 0; i < SEEKS; i++) {
        progress.tick(i);
        const step = Math.floor(Math.random() * (match.version + 1));
        t = performance.now();
        cpu = process.cpuUsage();
        const res = await app.inject({ method: 'GET', url: `${base}/steps/${step}/view`, headers: auth });
        times.push(performance.now() - t);
        cpuTimes.push(cpuMs(cpu));
        if (res.statusCode !== 200) throw new Error(res.body);
      }
      progress.done();
      const fmt = (x: number) => x.toFixed(2);
      console.log(
        `seek (view at a random step, through the HTTP route), ${SEEKS} seeks: p50 ${fmt(pct(times, 50))} ms  p95 ${fmt(pct(times, 95))} ms  p99 ${fmt(pct(times, 99))} ms  max ${fmt(Math.max(...times))} ms  (target: p99 < 20 ms)`,
      );
      console.log(
        `seek, CPU of this process:  p50 ${fmt(pct(cpuTimes, 50))} ms  p95 ${fmt(pct(cpuTimes, 95))} ms  p99 ${fmt(pct(cpuTimes, 99))} ms  max ${fmt(Math.max(...cpuTimes))} ms`,
      );
      await server.replays.settled();
      console.log(`snapshots stored after the first replay: ${await db.snapshot.count({ where: { matchId } })}`);
    } finally {
      await server.close();
    }
  } finally {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
