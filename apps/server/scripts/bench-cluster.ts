/**
 * `npm run bench:cluster`: three server processes (FANOUT=1) on one embedded
 * PostgreSQL behind HAProxy, from the machine's own package and on the
 * shipped configuration (deploy/haproxy.cfg), all on loopback ports. Tables of
 * bots play through the balancer as players do (bench-cluster-bots.ts). It
 * prints, and stops by itself:
 *
 * 1. moves per second with 1, 2 and 3 replicas taken into the balancer (the
 *    others put in maintenance through HAProxy's runtime API), bots moving
 *    at once (BENCH_THINK_MS does not apply);
 * 2. the failure drill: the replica holding most sockets is killed with
 *    `kill -9` mid-run and started again; the longest pause a table saw,
 *    rooms per replica before and after, and every acknowledged move looked
 *    for in PostgreSQL (lost: acknowledged but not stored; doubled: one
 *    seat's move number stored twice);
 * 3. the database's ceiling for notifying commits (bench-notify-ceiling.ts),
 *    which no number of replicas passes.
 *
 * Options (environment): BENCH_GAME=urban-sprawl  BENCH_SEATS (default: the game's most)
 * BENCH_TABLES=12  BENCH_SECONDS=12 (each throughput step)  BENCH_THINK_MS=200 (bots' think time in the drill)
 * BENCH_DRILL_SECONDS=8 (before the kill, while the replica is away, and after it is back)
 * BENCH_CEILING_SECONDS=3 (each measure of the database's commits)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { findGame, gameIds } from '@sprawl/rules';
import { Tables, type Acked } from './bench-cluster-bots';
import { prepareBench } from './bench-database';
import { haproxyVersion, replicaStates, startBalancer, type Balancer } from './bench-haproxy';
import { notifyCeiling } from './bench-notify-ceiling';
import { startServer, stopServers, waitForServer, type ServerProcess } from './bench-server-process';
import { freePort } from '../src/db/embedded';

const REPLICAS = 3;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

function wholeNumber(name: string, fallback: number, min: number): number {
  const text = process.env[name] ?? String(fallback);
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    console.error(`${name} must be a whole number of at least ${min}, got "${text}"`);
    process.exit(2);
  }
  return n;
}

const GAME = process.env.BENCH_GAME ?? 'urban-sprawl';
const game = findGame(GAME);
if (!game) {
  console.error(`BENCH_GAME must be one of ${gameIds.join(', ')}, got "${GAME}"`);
  process.exit(2);
}
const SEATS = wholeNumber('BENCH_SEATS', game.maxSeats, game.minSeats);
const TABLES = wholeNumber('BENCH_TABLES', 12, 1);
const SECONDS = wholeNumber('BENCH_SECONDS', 12, 1);
const THINK_MS = wholeNumber('BENCH_THINK_MS', 200, 0);
const DRILL_SECONDS = wholeNumber('BENCH_DRILL_SECONDS', 8, 2);
const CEILING_SECONDS = wholeNumber('BENCH_CEILING_SECONDS', 3, 1);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Commit statements and the moves they carried, summed over the replicas that answer (their /metrics). */
async function commitCounts(servers: ServerProcess[]): Promise<{ statements: number; moves: number }> {
  const sum = { statements: 0, moves: 0 };
  for (const { httpUrl } of servers) {
    const text = await fetch(`${httpUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      .then((r) => r.text())
      .catch(() => '');
    const read = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
    sum.statements += read('sprawl_commit_batch_size_count');
    sum.moves += read('sprawl_commit_batch_size_sum');
  }
  return sum;
}

/** Waits until HAProxy sees exactly these replicas up (its health checks on /api/health/ready). */
async function untilUp(lb: Balancer, up: string[], ms = 20_000): Promise<number> {
  const start = Date.now();
  for (;;) {
    const states = await replicaStates(lb);
    const now = [...states].filter(([, s]) => s.status === 'UP').map(([name]) => name);
    if (now.length === up.length && up.every((n) => now.includes(n))) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`HAProxy did not see ${up.join(', ')} up (it sees ${now.join(', ')})`);
    await sleep(100);
  }
}

/** Open sessions per replica as HAProxy counts them (a seat's socket is one; an HTTP request in flight another). */
async function sessions(lb: Balancer): Promise<string> {
  return [...(await replicaStates(lb))].map(([name, s]) => `${name} ${s.sessions} (${s.status})`).join(', ');
}

/**
 * Rooms per live server process from the shared presence table, and rooms whose seats are on more than one
 * (a killed process's rows stay until another one clears them: they are left out by its `servers` row).
 */
async function roomsPerProcess(url: string): Promise<string> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const per = await c.query<{ n: string }>(
      `SELECT count(DISTINCT room_id) AS n FROM ${LIVE} GROUP BY server_id ORDER BY 1 DESC`,
    );
    const split = await c.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT room_id FROM ${LIVE} GROUP BY room_id HAVING count(DISTINCT server_id) > 1) s`,
    );
    return `${per.rows.map((r) => r.n).join(' / ')} rooms per process; ${split.rows[0].n} rooms with seats on two processes`;
  } finally {
    await c.end();
  }
}

/** Sockets per seat held by server processes that are alive (they push `alive_until` ahead every 5 s). */
const LIVE = `(SELECT p.* FROM seat_presence p JOIN servers s ON s.id = p.server_id
  WHERE p.connections > 0 AND s.alive_until > (now() AT TIME ZONE 'UTC')) AS live`;

/** Acknowledged moves not found in PostgreSQL, moves stored twice, and moves stored in all. */
async function audit(url: string, acked: Acked[], rooms: string[]) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const found = await c.query<{ found: string }>(
      `SELECT count(x.match_id) AS found
       FROM unnest($1::text[], $2::int[], $3::int[], $4::int[]) AS a(match_id, version, seat, client_seq)
       LEFT JOIN actions x ON x.match_id = a.match_id AND x.seq = a.version AND x.seat = a.seat AND x.client_seq = a.client_seq`,
      [
        acked.map((a) => a.matchId),
        acked.map((a) => a.version),
        acked.map((a) => a.seat),
        acked.map((a) => a.clientSeq),
      ],
    );
    const doubled = await c.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM actions WHERE client_seq IS NOT NULL
        GROUP BY match_id, seat, client_seq HAVING count(*) > 1) d`,
    );
    const stored = await c.query<{ n: string }>(
      `SELECT count(*) AS n FROM actions x JOIN matches m ON m.id = x.match_id WHERE m.room_id = ANY($1::text[])`,
      [rooms],
    );
    return {
      lost: acked.length - Number(found.rows[0].found),
      doubled: Number(doubled.rows[0].n),
      stored: Number(stored.rows[0].n),
    };
  } finally {
    await c.end();
  }
}

const fmtPause = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The longest pause of a stretch, apart for the tables whose sockets dropped (the killed replica's) and the others. */
function pausesLine(stretch: string, pauses: { ms: number; dropped: boolean }[]): string {
  const part = (dropped: boolean, what: string) => {
    const ms = pauses.filter((p) => p.dropped === dropped).map((p) => p.ms);
    if (ms.length === 0) return `no ${what}`;
    return `${fmtPause(Math.max(...ms))} for the ${ms.length} ${what} (over 1 s: ${ms.filter((m) => m > 1000).length})`;
  };
  return `${stretch}: ${part(true, 'tables whose sockets dropped')}, ${part(false, 'others')}`;
}

async function main(): Promise<void> {
  const haproxy = haproxyVersion();
  if (!haproxy) {
    console.error(
      '\n  bench:cluster needs HAProxy (2.6 or later) on the PATH, and it is not installed.\n' +
        '  On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y haproxy\n' +
        '  (on macOS: brew install haproxy). Nothing was started.\n',
    );
    process.exit(2);
  }
  console.log(
    `Cluster benchmark: ${REPLICAS} server processes (FANOUT=1) on one PostgreSQL behind ${haproxy}; ` +
      `${game?.title}, ${SEATS} seats, ${TABLES} tables; ${os.cpus().length} CPUs`,
  );
  const db = await prepareBench('cluster', { fromSource: false });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprawl-cluster-'));
  const ports: number[] = [];
  for (let i = 0; i < REPLICAS; i++) ports.push(await freePort());
  const start = (port: number) =>
    startServer(db.databaseUrl, { alloc: false, fromSource: false, fanout: true, metricsToken: METRICS_TOKEN, port });
  const servers: ServerProcess[] = await Promise.all(ports.map(start));
  const names = ports.map((_, i) => `r${i + 1}`);
  let lb: Balancer | null = null;
  const out: string[] = [];
  try {
    await Promise.all(servers.map(waitForServer));
    lb = await startBalancer(dir, ports);
    const balancer = lb;
    await untilUp(balancer, names);

    // 1. Moves per second as replicas are taken in.
    const rates: string[] = [];
    for (let n = 1; n <= REPLICAS; n++) {
      for (let i = 0; i < REPLICAS; i++)
        await balancer.admin(`set server game/${names[i]} state ${i < n ? 'ready' : 'maint'}`);
      await untilUp(balancer, names.slice(0, n));
      const tables = new Tables(balancer, { game: GAME, seats: SEATS, tables: TABLES, think: 0 });
      await tables.start();
      await sleep(2000);
      tables.reset();
      const c0 = await commitCounts(servers);
      const t0 = performance.now();
      process.stdout.write(`  ${n} replica(s): measuring ${SECONDS} s... `);
      await sleep(SECONDS * 1000);
      const elapsed = (performance.now() - t0) / 1000;
      const moves = tables.played.moves;
      const c1 = await commitCounts(servers);
      const where = await sessions(balancer);
      tables.stop();
      const perCommit = (c1.moves - c0.moves) / Math.max(1, c1.statements - c0.statements);
      const line = `${n} replica(s): ${(moves / elapsed).toFixed(0)} moves/s, ${((c1.statements - c0.statements) / elapsed).toFixed(0)} commit statements/s (${perCommit.toFixed(1)} moves each); sessions ${where}`;
      console.log(`${(moves / elapsed).toFixed(0)} moves/s`);
      rates.push(line);
      await sleep(1000);
    }
    out.push('Throughput through the balancer (bots move at once):', ...rates.map((r) => `  ${r}`));

    // 2. The failure drill.
    for (const name of names) await balancer.admin(`set server game/${name} state ready`);
    await untilUp(balancer, names);
    const drill = new Tables(balancer, { game: GAME, seats: SEATS, tables: TABLES, think: THINK_MS });
    await drill.start();
    await sleep(2000);
    drill.reset();
    console.log(`  drill: ${TABLES} tables playing (think ${THINK_MS} ms), ${DRILL_SECONDS} s before the kill...`);
    await sleep(DRILL_SECONDS * 1000);
    const before = `${await sessions(balancer)}; ${await roomsPerProcess(db.databaseUrl)}`;
    const states = await replicaStates(balancer);
    const victim = names.reduce((a, b) => ((states.get(b)?.sessions ?? 0) > (states.get(a)?.sessions ?? 0) ? b : a));
    const v = names.indexOf(victim);
    const ackedBefore = drill.played.acked.length;
    // The pauses of an undisturbed run on this machine, to read the drill's against; from the kill on, counted afresh.
    const calm = drill.pauses();
    servers[v].child.kill('SIGKILL');
    const killedAt = performance.now();
    drill.reset();
    console.log(`  drill: ${victim} killed with SIGKILL; started again in ${DRILL_SECONDS} s...`);
    const seenDown = await untilUp(
      balancer,
      names.filter((n) => n !== victim),
    ).catch(() => NaN);
    await sleep(Math.max(0, DRILL_SECONDS * 1000 - (performance.now() - killedAt)));
    // HAProxy's count only: the killed process's presence rows count as alive for up to 15 s after its death.
    const away = await sessions(balancer);
    // The pauses while it was away; from its start on (which takes the machine's CPU too), counted afresh.
    const whileAway = drill.pauses();
    drill.reset();
    const restartedAt = performance.now();
    servers[v] = await start(ports[v]);
    await waitForServer(servers[v]);
    const readyIn = performance.now() - restartedAt;
    const backIn = await untilUp(balancer, names);
    console.log(`  drill: ${victim} back; ${DRILL_SECONDS} s more...`);
    await sleep(DRILL_SECONDS * 1000);
    const after = `${await sessions(balancer)}; ${await roomsPerProcess(db.databaseUrl)}`;
    const afterBack = drill.pauses();
    drill.stop();
    // Acknowledgements already on their way are counted before the audit.
    await sleep(1000);
    const all = [...drill.played.acked];
    const audited = await audit(db.databaseUrl, all, drill.played.rooms);
    out.push(
      '',
      `Failure drill (${TABLES} tables, think ${THINK_MS} ms): ${victim} killed with kill -9 after ${DRILL_SECONDS} s, started again ${DRILL_SECONDS} s later`,
      `  HAProxy saw it down ${Number.isNaN(seenDown) ? '(not within 20 s)' : `${(seenDown / 1000).toFixed(1)} s`} after the kill; started again, it was ready in ${(readyIn / 1000).toFixed(1)} s and HAProxy took it in ${(backIn / 1000).toFixed(1)} s later`,
      `  before the kill:      ${before}`,
      `  while it was away:    ${away}`,
      `  after it came back:   ${after}`,
      `  moves acknowledged: ${all.length} (${ackedBefore} before the kill, ${all.length - ackedBefore} from it on); found in PostgreSQL: ${all.length - audited.lost}; lost: ${audited.lost}; doubled: ${audited.doubled}`,
      `  moves stored for these rooms: ${audited.stored} (above the acknowledged: moves in flight when a socket dropped, stored but never acknowledged)`,
      `  longest pause a table saw, ${pausesLine('before the kill (undisturbed)', calm)}`,
      `    ${pausesLine('from the kill until its restart', whileAway)}`,
      `    ${pausesLine('from its restart to the end', afterBack)}`,
      `  (a pause is the time between two moves of a table, the think time included; one under way at the end counts)`,
    );

    // 3. The database's ceiling for notifying commits.
    console.log('  the database alone: commits per second with and without NOTIFY...');
    const ceiling = await notifyCeiling(db.databaseUrl, [1, 4, 16], CEILING_SECONDS);
    out.push(
      '',
      'The database alone (one-row commits, fsync on; every move statement of a replica notifies):',
      ...ceiling.map(
        (c) =>
          `  ${String(c.connections).padStart(2)} connections: ${c.plain.toFixed(0)} plain commits/s, ${c.notifying.toFixed(0)} notifying commits/s`,
      ),
    );
  } finally {
    await lb?.stop();
    await stopServers(servers);
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\n${out.join('\n')}`);
  console.log(
    `\nOn a machine of ${os.cpus().length} CPUs shared by the bots, HAProxy, PostgreSQL and every replica, more replicas cannot give more moves per second: ` +
      'what the steps show is the cost of the balancer hop and of fan-out between processes, not scaling. The rooms are spread by the consistent hash ' +
      '(deploy/haproxy.cfg); a room with seats on two processes is one whose reconnections came back while its replica was away or just back, which ' +
      'fan-out through PostgreSQL serves as well. Notifying commits are serialised by PostgreSQL (the lock that keeps the notification queue in commit order is held until the commit is flushed): ' +
      'their rate is the ceiling of commit statements for all replicas together (docs/operations.md, "Several server processes").',
  );
  process.exit(0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
