/**
 * The server process of `npm run bench:idle` (bench-idle.ts sends it the
 * plan over IPC): starts the server on the given database, reads its memory
 * after GC, and, when told about copies, brings some back by a hello over a
 * WebSocket and some by a move, timing each and checking views and hashes.
 */
import { MatchConnection } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { isDeepStrictEqual } from 'node:util';
import pino from 'pino';
import { buildServer } from '../src/app';
import { readConfig } from '../src/config';
import { stateHash } from '../src/matches/hash';
import { fullState } from '../src/matches/presenter';
import { withoutMatchId, type IdleBenchPlan } from './bench-idle-plan';

const gc =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    throw new Error('run with --expose-gc');
  });
const MB = 1024 * 1024;

async function settledMemory(): Promise<{ heapMb: number; rssMb: number }> {
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 200));
    gc();
  }
  const m = process.memoryUsage();
  return { heapMb: m.heapUsed / MB, rssMb: m.rss / MB };
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x: number) => x.toFixed(1);

async function run(plan: IdleBenchPlan | { url: string }): Promise<void> {
  const config = {
    ...readConfig({}),
    webDir: '/nonexistent',
    port: 0,
    helloRatePerSecond: 10_000,
    helloBurst: 10_000,
    socketsPerAddress: 10_000,
    wsRatePerSecond: 10_000,
    wsRateBurst: 10_000,
  };
  const t0 = performance.now();
  const server = await buildServer(config, plan.url, pino({ level: 'silent' }));
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const startMs = performance.now() - t0;
  const base = await settledMemory();
  const lines: string[] = [];
  const live = server.matches.liveCount();
  if ('copies' in plan) {
    const wsUrl = `${address.replace('http', 'ws')}/ws`;
    const hellos: number[] = [];
    let wrong = 0;
    // Untimed hellos and reads on the last copies first, so the JIT and the pool are warm, as on a running server.
    const helloOnce = (g: number, seat: number) =>
      new Promise<MatchConnection>((resolve, reject) => {
        const conn = new MatchConnection({
          url: wsUrl,
          roomId: `${plan.roomId}-${g}`,
          token: `bench-idle-token-${g}-${seat}`,
          socket: nodeSocket,
          reconnectDelayMs: 50,
        });
        const off = conn.onChange((s) => s.view !== null && (off(), resolve(conn)));
        conn.onRejection((r) => reject(new Error(`hello to ${plan.roomId}-${g} refused: ${r.code} ${r.message}`)));
      });
    for (let g = plan.copies - 20; g <= plan.copies; g++) (await helloOnce(g, 0)).close();
    // Copies 2*samples+1..3*samples: the read alone (snapshot + log rows + replay), and every seat's view of it.
    const reads: number[] = [];
    for (let g = 2 * plan.samples + 1; g <= 3 * plan.samples; g++) {
      const t = performance.now();
      const rt = await server.matches.runtime(`${plan.matchId}-${g}`);
      for (let seat = 0; seat < plan.views.length; seat++) fullState(rt, seat);
      reads.push(performance.now() - t);
    }
    lines.push(
      `read back alone (runtime() and every seat's full view), ${plan.samples} matches: p50 ${ms(pct(reads, 50))} ms  p99 ${ms(pct(reads, 99))} ms  max ${ms(Math.max(...reads))} ms`,
    );
    // Copies 1..samples come back on a hello: from opening the socket to the table on screen.
    for (let g = 1; g <= plan.samples; g++) {
      const seat = g % plan.views.length;
      const t = performance.now();
      const conn = await helloOnce(g, seat);
      hellos.push(performance.now() - t);
      const rt = server.matches.loadedRuntime(`${plan.matchId}-${g}`);
      const expected = plan.views[seat] as { view: unknown };
      if (
        !rt ||
        !isDeepStrictEqual(withoutMatchId(fullState(rt, seat).message), expected) ||
        !isDeepStrictEqual(conn.state.view, expected.view) ||
        stateHash(rt.state) !== plan.stateHash
      )
        wrong++;
      conn.close();
    }
    lines.push(
      `back on a hello (WebSocket open to table shown), ${plan.samples} matches of ${plan.views.length} seats: p50 ${ms(pct(hellos, 50))} ms  p99 ${ms(pct(hellos, 99))} ms  max ${ms(Math.max(...hellos))} ms  (goal: p99 under 50 ms); views or hash different: ${wrong}`,
    );
    // Copies samples+1..2*samples come back on a move: read, checked, committed.
    const moves: number[] = [];
    const hashes = new Set<string>();
    for (let g = plan.samples + 1; g <= 2 * plan.samples; g++) {
      const matchId = `${plan.matchId}-${g}`;
      const t = performance.now();
      await server.matches.submit(matchId, {
        seat: plan.next.seat,
        kind: 'move',
        action: plan.next.action,
        clientSeq: null,
        version: null,
      });
      moves.push(performance.now() - t);
      const row = await server.db.action.findFirstOrThrow({ where: { matchId }, orderBy: { seq: 'desc' } });
      hashes.add(row.stateHash ?? '');
    }
    lines.push(
      `back on a move (read, checked, committed), ${plan.samples} matches: p50 ${ms(pct(moves, 50))} ms  p99 ${ms(pct(moves, 99))} ms  max ${ms(Math.max(...moves))} ms; distinct state hashes after the move: ${hashes.size} (1 expected)`,
    );
    const loaded = server.matches.liveCount();
    const after = await settledMemory();
    lines.push(
      `${loaded} matches brought back and held: heap +${ms(after.heapMb - base.heapMb)} MB, ${(((after.heapMb - base.heapMb) / loaded) * 1024).toFixed(0)} kB each (MATCHES_IN_MEMORY=${config.matchesInMemory} bounds it)`,
    );
  }
  await server.close();
  process.send?.({ ...base, startMs, live, lines });
}

process.once('message', (plan) => {
  run(plan as IdleBenchPlan).then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
