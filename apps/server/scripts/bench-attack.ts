/**
 * `npm run bench:attack`: how a normal player fares while the server is
 * attacked. Starts a throwaway embedded PostgreSQL (fast mode, temporary
 * folder) and the server in its own process on loopback, with every limit at
 * its default except the spectators per room (raised to 2,000 so that the
 * spectator phase measures 2,000 of them rather than the cap). Two 2-seat
 * tables play, a legal move every ~200 ms, from 127.0.0.1; the attacker, a
 * process of its own (attack/attacker.ts), comes from other loopback
 * addresses. Prints, per phase, the normal players' move round trip (send to
 * acknowledgement) p50/p95/p99/max and what the attacker got. Stops by itself
 * and removes everything it started, also on Ctrl-C or a failure.
 *
 * Options (environment): BENCH_ATTACK_SECONDS=6 (each phase)  BENCH_ATTACK_PACE_MS=200
 * BENCH_ATTACK_ONLY=imports,spectators (the baseline and only these phases, by their attacker name)
 * BENCH_ATTACK_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (extra node flags for the server)
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import type { AttackCommand, AttackerMessage, AttackReport, Phase } from './attack/messages';
import { NormalTable } from './attack/normal-table';
import { cpuSeconds, startServer, type ServerProcess } from './attack/server-process';
import { waitWithProgress } from '../../../scripts/progress';
import { pct, wholeNumber } from './bench-figures';

const SECONDS = wholeNumber('BENCH_ATTACK_SECONDS', 6, 1);
const PACE_MS = wholeNumber('BENCH_ATTACK_PACE_MS', 200, 1);

const PHASES: { name: string; phase: Phase | null }[] = [
  { name: 'quiet baseline', phase: null },
  { name: '(a) 16 KB frames, 32 sockets', phase: 'frames16k' },
  { name: '(b) frames nested 8,000 deep', phase: 'nested' },
  { name: '(c) invite-guessing hellos', phase: 'hellos' },
  { name: '(d) room creation over HTTP', phase: 'rooms' },
  { name: '(e) idle sockets, one address', phase: 'idleSockets' },
  { name: '(f) 2,000 spectators join', phase: 'spectators' },
  { name: '(g) 10,000-step replay imports', phase: 'imports' },
];

const ONLY = process.env.BENCH_ATTACK_ONLY?.split(',') ?? null;

/** The attacker process, asked one thing at a time. */
class Attacker {
  private readonly child = fork(path.join(__dirname, 'attack/attacker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  private waiting: { resolve: (m: AttackerMessage) => void; reject: (e: Error) => void } | null = null;

  constructor() {
    this.child.on('message', (m: AttackerMessage) => this.waiting?.resolve(m));
    this.child.on('exit', (code, signal) =>
      this.waiting?.reject(new Error(`the attacker process exited (${signal ?? `code ${code}`})`)),
    );
  }

  ask(cmd: AttackCommand): Promise<AttackerMessage> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.child.send(cmd);
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  stop(): void {
    if (this.child.connected) this.child.disconnect();
    if (this.child.exitCode === null) this.child.kill();
  }
}

/** What the attacker got, in a few words: its outcomes by count, largest first. */
function attackerColumn(r: AttackReport | null): string {
  if (!r) return '-';
  const outcomes = Object.entries(r.outcomes)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return `sent ${r.sent}: ${outcomes}${r.note ? `; ${r.note}` : ''}`;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sprawl-bench-attack-'));
  // Under root, PostgreSQL runs as a separate system user that must be able to enter this folder.
  fs.chmodSync(dir, 0o755);
  let pg: EmbeddedDatabase | null = null;
  let server: ServerProcess | null = null;
  let attacker: Attacker | null = null;
  const tables: NormalTable[] = [];
  let cleaning: Promise<void> | null = null;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      attacker?.stop();
      await Promise.all(tables.map((t) => t.stop().catch(() => undefined)));
      await server?.stop();
      await pg?.stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server and the database...`);
      void cleanUp().then(() => process.exit(130));
    });
  }
  const rows: string[][] = [];
  try {
    console.log(
      `bench:attack: ${os.cpus().length} CPUs, ${SECONDS} s per phase, a normal move every ${PACE_MS} ms per table`,
    );
    pg = await startEmbeddedPostgres(path.join(dir, 'data'), pino({ level: 'silent' }), { fast: true });
    await pg.createDatabase('bench');
    const databaseUrl = pg.url('bench');
    await migrate(databaseUrl);
    server = await startServer(databaseUrl, { SPECTATORS_PER_ROOM: '2000' });
    attacker = new Attacker();
    const prepared = await attacker.ask({ type: 'prepare' });
    if (prepared.type === 'prepared')
      console.log(
        `  replay file for (g): ${prepared.replaySteps} steps, ${(prepared.replayBytes / 1024 / 1024).toFixed(2)} MB`,
      );
    for (let i = 0; i < 2; i++) tables.push(await NormalTable.open(server.httpUrl, server.wsUrl, PACE_MS));
    const [watched, other] = tables;
    await new Promise((r) => setTimeout(r, 1000)); // warm-up
    for (const { name, phase } of PHASES.filter((p) => p.phase === null || ONLY === null || ONLY.includes(p.phase))) {
      process.stdout.write(`  ${name}... `);
      for (const t of tables) t.phase = name;
      let report: AttackReport | null = null;
      const cpu0 = cpuSeconds(server.child.pid);
      const attackerCpu0 = cpuSeconds(attacker.pid);
      const t0 = performance.now();
      const ticking = waitWithProgress(`phase ${name} (seconds)`, SECONDS);
      if (phase === null) {
        await ticking;
      } else {
        const reply = await attacker.ask({
          type: 'attack',
          phase,
          seconds: SECONDS,
          target: {
            httpUrl: server.httpUrl,
            wsUrl: server.wsUrl,
            roomId: watched.roomId,
            inviteCode: watched.inviteCode,
          },
        });
        if (reply.type === 'report') report = reply.report;
        await ticking;
      }
      for (const t of tables) t.phase = 'between phases';
      const cpu1 = cpuSeconds(server.child.pid);
      const elapsed = (performance.now() - t0) / 1000;
      const share = (a: number | null, b: number | null) =>
        a === null || b === null ? '-' : `${Math.round((100 * (b - a)) / elapsed)}%`;
      const serverCpu = share(cpu0, cpu1);
      const attackerCpu = share(attackerCpu0, cpuSeconds(attacker.pid));
      if (server.child.exitCode !== null || server.child.signalCode !== null)
        throw new Error(`the server died during ${name}`);
      const healthy = await fetch(`${server.httpUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      const split = phase === 'spectators';
      const groups: [string, NormalTable[]][] = split
        ? [
            [`${name}: their room`, [watched]],
            [`${name}: another room`, [other]],
          ]
        : [[name, tables]];
      for (const [label, group] of groups) {
        const rtt = group.flatMap((t) => t.roundTrips.get(name) ?? []);
        const refused = group.reduce(
          (n, t) => n + [...t.refusals].filter(([k]) => k.startsWith(`${name}:`)).reduce((m, [, c]) => m + c, 0),
          0,
        );
        rows.push([
          label,
          String(rtt.length),
          ...[50, 95, 99].map((p) => pct(rtt, p).toFixed(1)),
          rtt.length ? Math.max(...rtt).toFixed(1) : 'NaN',
          String(refused),
          serverCpu,
          attackerCpu,
          healthy ? 'yes' : 'NO',
          label === name || label.endsWith('their room') ? attackerColumn(report) : '',
        ]);
      }
      console.log('done');
      // The server settles (sockets closed, spectators gone) before the next phase is measured.
      await new Promise((r) => setTimeout(r, 1500));
    }
  } finally {
    await cleanUp();
  }
  const head = [
    'phase',
    'moves',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'refused',
    'server CPU',
    'attacker CPU',
    'healthy',
    'what the attacker got',
  ];
  const widths = head.map((h, i) => (i === head.length - 1 ? 0 : Math.max(h.length, ...rows.map((r) => r[i].length))));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : i === r.length - 1 ? c : c.padStart(widths[i]))).join('  ');
  console.log(`\nNormal players' move round trip (send to acknowledgement), per phase of ${SECONDS} s:\n`);
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('bench:attack failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
