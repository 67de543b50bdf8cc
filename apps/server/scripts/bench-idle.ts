/**
 * `npm run bench:idle`: what idle matches cost a server (issue 29, item 6).
 * Starts a throwaway embedded PostgreSQL with two databases: one empty, one
 * holding BENCH_IDLE_MATCHES (10,000) idle running matches of
 * BENCH_IDLE_MOVES (500) moves each. They are made fast: one 4-player
 * urban-sprawl match is played through the real services (random legal
 * moves, no bots), then its rows are copied under new ids with SQL (each
 * copy with its own seat tokens). A server process is started on each
 * database in turn (bench-idle-server.ts, a child with --expose-gc, so the
 * two heaps are alike and nothing of the filling is counted) and prints its
 * heap used after GC and its RSS. On the full one it then brings matches
 * back: a hello over a real WebSocket for one set, a move for another, and
 * prints p50/p99 milliseconds (and the read alone), checking each view against the one the
 * playing server held in memory and the state hash against the stored one.
 *
 * Options (environment): BENCH_IDLE_MATCHES=10000  BENCH_IDLE_MOVES=500  BENCH_IDLE_SAMPLES=200  BENCH_IDLE_PACE=live|days
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomMove, seedRng } from '@sprawl/rules';
import pino from 'pino';
import { buildServer } from '../src/app';
import { readConfig } from '../src/config';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { fullState } from '../src/matches/presenter';
import type { Pool } from 'pg';
import { createPool } from '../src/db/pool';
import { withoutMatchId, type IdleBenchPlan } from './bench-idle-plan';

const MATCHES = Number(process.env.BENCH_IDLE_MATCHES ?? 10_000);
const MOVES = Number(process.env.BENCH_IDLE_MOVES ?? 500);
const SAMPLES = Number(process.env.BENCH_IDLE_SAMPLES ?? 200);
/** `days`: every idle match is played across days (24 h per move) with its deciding seats' deadlines pending, as on a turn-based server. */
const PACE = process.env.BENCH_IDLE_PACE === 'days' ? 'days' : 'live';
const SEATS = 4;

/** Plays one match of `MOVES` random legal moves through the real services; returns what the child checks against. */
async function playSource(url: string): Promise<Omit<IdleBenchPlan, 'url' | 'copies' | 'samples'>> {
  const config = {
    ...readConfig({}),
    webDir: '/nonexistent',
    botDelayMs: 0,
    roomRatePerSecond: 1000,
    roomBurst: 1000,
    joinRatePerSecond: 1000,
    joinRateBurst: 1000,
  };
  const server = await buildServer(config, url, pino({ level: 'silent' }));
  try {
    const post = async (u: string, body: unknown, token?: string) => {
      const res = await server.app.inject({
        method: 'POST',
        url: u,
        payload: body as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (res.statusCode >= 300) throw new Error(`${u}: ${res.body}`);
      return JSON.parse(res.body) as Record<string, string>;
    };
    for (let attempt = 0; ; attempt++) {
      const host = await post('/api/rooms', {
        game: 'urban-sprawl',
        seats: SEATS,
        name: 'Host',
        options: { variant: 'standard' },
      });
      for (let i = 1; i < SEATS; i++)
        await post('/api/rooms/join', { inviteCode: host.inviteCode, name: `Guest ${i + 1}` });
      const matchId = await server.rooms.table.start(await server.rooms.seats.principal(host.roomId, host.token));
      const rng = seedRng(`bench-idle-${attempt}`);
      let rt = await server.matches.runtime(matchId);
      for (let n = 0; n < MOVES && rt.game.outcome(rt.state) === null; n++) {
        const seat = rt.game.seatsToAct(rt.state)[0] as number;
        const legal = rt.game.legalActions(rt.state, seat, rt.memo) as { type: string }[];
        await server.matches.submit(matchId, {
          seat,
          kind: 'move',
          action: randomMove(rng, legal),
          clientSeq: n,
          version: null,
        });
        rt = await server.matches.runtime(matchId);
      }
      // A game that ended early is no idle match: play another.
      if (rt.game.outcome(rt.state) !== null || rt.version < MOVES) continue;
      const views = Array.from({ length: SEATS }, (_, seat) => withoutMatchId(fullState(rt, seat).message));
      const last = await server.db.action.findFirstOrThrow({ where: { matchId }, orderBy: { seq: 'desc' } });
      const seat = rt.game.seatsToAct(rt.state)[0] as number;
      const next = {
        seat,
        action: randomMove(rng, rt.game.legalActions(rt.state, seat, rt.memo) as { type: string }[]),
      };
      return { roomId: host.roomId, matchId, views, stateHash: last.stateHash ?? '', next };
    }
  } finally {
    await server.close();
  }
}

/** INSERT ... SELECT of every row of `table` whose `key` is `source`, once per copy, with some columns rewritten. */
async function copyRows(
  pool: Pool,
  table: string,
  key: string,
  source: string,
  copies: number,
  rewrite: Record<string, string>,
): Promise<void> {
  const cols = (
    await pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = 'public' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table],
    )
  ).rows.map((r) => r.column_name);
  const list = cols.map((c) => `"${c}"`).join(', ');
  const values = cols.map((c) => rewrite[c] ?? `s."${c}"`).join(', ');
  await pool.query(
    `INSERT INTO "${table}" (${list}) SELECT ${values} FROM "${table}" s, generate_series(1, $2::int) g WHERE s."${key}" = $1`,
    [source, copies],
  );
}

async function fill(url: string, source: { roomId: string; matchId: string }, copies: number): Promise<void> {
  const pool = createPool(url);
  try {
    const copy = (col: string) => `s."${col}" || '-' || g`;
    await copyRows(pool, 'rooms', 'id', source.roomId, copies, { id: copy('id'), invite_code: copy('invite_code') });
    await copyRows(pool, 'seats', 'room_id', source.roomId, copies, {
      room_id: copy('room_id'),
      token_hash: `encode(sha256(convert_to('bench-idle-token-' || g || '-' || s."index", 'UTF8')), 'hex')`,
    });
    await copyRows(pool, 'matches', 'id', source.matchId, copies, { id: copy('id'), room_id: copy('room_id') });
    await copyRows(pool, 'snapshots', 'match_id', source.matchId, copies, { match_id: copy('match_id') });
    await copyRows(pool, 'actions', 'match_id', source.matchId, copies, { match_id: copy('match_id') });
    if (PACE === 'days') {
      await pool.query('UPDATE rooms SET move_seconds = 86400');
      await pool.query('UPDATE matches SET move_seconds = 86400');
      await pool.query(`INSERT INTO deadlines (match_id, seat, due_at)
        SELECT m.id, d.seat, (now() AT TIME ZONE 'UTC') + interval '1 day' FROM matches m CROSS JOIN LATERAL unnest(m.deciding) AS d(seat)
        ON CONFLICT DO NOTHING`);
    }
    await pool.query('VACUUM ANALYZE');
  } finally {
    await pool.end();
  }
}

interface ChildReport {
  heapMb: number;
  rssMb: number;
  startMs: number;
  live: number;
  lines: string[];
}

function runChild(plan: IdleBenchPlan | { url: string }): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'bench-idle-server.ts'), [], {
      execArgv: ['--expose-gc', '--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (m) => resolve(m as ChildReport));
    child.once(
      'exit',
      (code, signal) => code === 0 || reject(new Error(`the server process exited with ${code ?? signal}`)),
    );
    child.send(plan);
  });
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprawl-bench-idle-'));
  // Under root, PostgreSQL runs as a separate system user that must be able to enter this folder.
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, 'data'), pino({ level: 'silent' }), { fast: true });
  try {
    await pg.createDatabase('empty');
    await pg.createDatabase('idle');
    await migrate(pg.url('empty'));
    await migrate(pg.url('idle'));
    let t = performance.now();
    const source = await playSource(pg.url('idle'));
    console.log(
      `played one 4-player urban-sprawl match of ${MOVES} random moves in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    t = performance.now();
    await fill(pg.url('idle'), source, MATCHES - 1);
    console.log(
      `copied it to ${MATCHES} idle running matches${PACE === 'days' ? ' played across days, each with its deadlines pending' : ''} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const empty = await runChild({ url: pg.url('empty') });
    const full = await runChild({ ...source, url: pg.url('idle'), copies: MATCHES - 1, samples: SAMPLES });
    const mb = (x: number) => x.toFixed(1);
    console.log(
      `empty database:        heap after GC ${mb(empty.heapMb)} MB  RSS ${mb(empty.rssMb)} MB  (start ${empty.startMs.toFixed(0)} ms)`,
    );
    console.log(
      `${MATCHES} idle matches: heap after GC ${mb(full.heapMb)} MB  RSS ${mb(full.rssMb)} MB  (start ${full.startMs.toFixed(0)} ms, ${full.live} matches in memory)`,
    );
    console.log(
      `above the empty server: heap ${mb(full.heapMb - empty.heapMb)} MB  RSS ${mb(full.rssMb - empty.rssMb)} MB  (goal: under 50 MB)`,
    );
    for (const line of full.lines) console.log(line);
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
