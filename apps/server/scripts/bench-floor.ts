/**
 * The physical floor of this machine, measured in the same run as the
 * benchmark: a round trip over a loopback WebSocket (what a move's frames
 * cost without any server work) and a one-row commit on the benchmark's own
 * PostgreSQL (what making a move durable costs at least). A move cannot be
 * acknowledged faster than the two together.
 *
 * And the transport's CPU floor at a level (measureTransportCpu): what a
 * process spends per move only to read it and send every seat one frame,
 * with node, `ws` and loopback sockets as the server uses them, at the
 * level's tables and pace. No server can spend less per move than that over
 * the same sockets; the server's own work is what it spends above it.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { WebSocket, WebSocketServer } from 'ws';
import { cpuSeconds } from './proc-cpu';

export interface Floor {
  echoMs: number[];
  commitMs: number[];
}

/** Round trips of a small text frame over loopback, one after another. */
async function echoRoundTrips(count: number): Promise<number[]> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((r) => server.once('listening', () => r()));
  server.on('connection', (s) => s.on('message', (data) => s.send(data)));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  await new Promise<void>((resolve, reject) => client.once('open', () => resolve()).once('error', reject));
  const times: number[] = [];
  const frame = JSON.stringify({ type: 'action', clientSeq: 1, version: 1, action: { type: 'endTurn' } });
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await new Promise<void>((r) => {
      client.once('message', () => r());
      client.send(frame);
    });
    times.push(performance.now() - t0);
  }
  client.close();
  await new Promise<void>((r) => server.close(() => r()));
  return times;
}

/** One-row INSERTs, each its own transaction, so each waits for its commit to reach the disk. */
async function durableCommits(databaseUrl: string, count: number): Promise<number[]> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // A plain table (not a temporary one, which skips the write-ahead log), as the server's tables are.
    await db.query('CREATE TABLE IF NOT EXISTS bench_floor_probe (n int, t text)');
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const t0 = performance.now();
      await db.query('INSERT INTO bench_floor_probe (n, t) VALUES ($1, $2)', [i, 'probe']);
      times.push(performance.now() - t0);
    }
    await db.query('DROP TABLE bench_floor_probe');
    return times;
  } finally {
    await db.end();
  }
}

export async function measureFloor(databaseUrl: string): Promise<Floor> {
  return { echoMs: await echoRoundTrips(2000), commitMs: await durableCommits(databaseUrl, 500) };
}

export interface TransportFloor {
  /** Moves relayed per second while measuring. */
  rate: number;
  /** CPU of the relay process per move (all its threads), in microseconds, and the kernel's share of it. */
  cpuPerMoveUs: number;
  kernelShare: number;
}

export interface TransportLoad {
  tables: number;
  seats: number;
  /** Each table's next move is sent this long (±50%) after the last one came back, as the bots think. */
  thinkMs: number;
  seconds: number;
  /** Bytes of the frame every seat gets per move (the level's median frame is a fair choice). */
  frameBytes: number;
  /** Node flags of the relay process: the server's production flags. */
  nodeFlags: string[];
}

/** How long the relay may take to start (tsx compiles it first). */
const RELAY_START_MS = 30_000;

/** Starts bench-relay.ts as a process of its own (through tsx, whose hooks only act while modules load) and resolves with it and its port. */
export async function startRelay(
  load: Pick<TransportLoad, 'frameBytes' | 'nodeFlags'>,
): Promise<{ child: ReturnType<typeof spawn>; port: number }> {
  const child = spawn(
    process.execPath,
    [...load.nodeFlags, '--import', 'tsx', path.join(__dirname, 'bench-relay.ts')],
    {
      env: { ...process.env, RELAY_FRAME_BYTES: String(load.frameBytes) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    // A relay that never says where it listens must not leave the benchmark waiting for ever.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the relay did not listen within ${RELAY_START_MS / 1000} s`));
    }, RELAY_START_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error('the relay exited before it listened'));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /listening (\d+)/.exec(chunk.toString());
      if (!m) return;
      clearTimeout(timer);
      resolve(Number(m[1]));
    });
  });
  return { child, port };
}

/**
 * Plays moves through the relay as the level's bots play them through the
 * server: every table's seats connected, one seat of each table moving at a
 * time (in turn), the next move sent a think time after the mover's frame
 * came back. Measures the relay's CPU per move over `seconds`, after a
 * warm-up.
 */
export async function measureTransportCpu(load: TransportLoad): Promise<TransportFloor> {
  const { child, port } = await startRelay(load);
  const sockets: WebSocket[] = [];
  let running = true;
  let moves = 0;
  try {
    const move = JSON.stringify({ type: 'action', clientSeq: 1, version: 1, action: { type: 'endTurn' } });
    const think = () => load.thinkMs * (0.5 + Math.random());
    for (let t = 0; t < load.tables; t++) {
      const seats: WebSocket[] = [];
      for (let s = 0; s < load.seats; s++) {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/?table=${t}`);
        await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).once('error', reject));
        seats.push(socket);
        sockets.push(socket);
      }
      let turn = 0;
      const play = () => {
        if (!running) return;
        const mover = seats[turn % seats.length];
        // The mover hears its own move back (as a seat gets the patch that acknowledges its move), then the next seat thinks.
        mover.once('message', () => {
          moves++;
          turn++;
          setTimeout(play, think());
        });
        mover.send(move);
      };
      setTimeout(play, think());
    }
    await new Promise((r) => setTimeout(r, 2000)); // warm-up
    const cpu0 = cpuSeconds(child.pid);
    const moves0 = moves;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, load.seconds * 1000));
    const cpu1 = cpuSeconds(child.pid);
    const elapsed = (performance.now() - t0) / 1000;
    const relayed = moves - moves0;
    if (cpu0 === null || cpu1 === null || relayed === 0)
      return { rate: relayed / elapsed, cpuPerMoveUs: NaN, kernelShare: NaN };
    const total = cpu1.user + cpu1.kernel - cpu0.user - cpu0.kernel;
    return {
      rate: relayed / elapsed,
      cpuPerMoveUs: (total / relayed) * 1e6,
      kernelShare: (cpu1.kernel - cpu0.kernel) / Math.max(1e-9, total),
    };
  } finally {
    running = false;
    for (const socket of sockets) socket.terminate();
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}
