import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/db/embedded';
import { LIFTED_LIMITS } from './bench-database';
import { productionNodeFlags } from './production-node-flags';

/** A server process a benchmark started on its own database, and what its GC trace has counted so far. */
export interface ServerProcess {
  child: ChildProcess;
  httpUrl: string;
  wsUrl: string;
  /** Bytes the server's heap had allocated by its last garbage collection (from --trace-gc-nvp). */
  allocated: number;
  /** Milliseconds its main thread has stood still in garbage collections so far (from --trace-gc-nvp). */
  gcPauseMs: number;
}

export interface ServerOptions {
  /** Count allocations and GC pauses from V8's trace (the server's stdout is then read, not shown). */
  alloc: boolean;
  /** Run apps/server/src/main.ts through tsx instead of the bundle (profiles name TypeScript files; tsx costs CPU). */
  fromSource: boolean;
  /** Several processes on one database announce their moves to each other. */
  fanout: boolean;
  /** The token the benchmark reads /metrics with. */
  metricsToken: string;
  /** More node flags for the server (BENCH_SERVER_NODE_ARGS, to profile it). */
  extraNodeArgs?: string[];
  /** This port instead of a free one (a replica started again where its load balancer expects it). */
  port?: number;
  /** More environment for the server. */
  env?: Record<string, string>;
}

const root = path.resolve(__dirname, '../../..');

/** Sums the `allocated=` (bytes allocated since the one before) and `pause=` of every garbage collection V8 reports. */
function countAllocations(server: ServerProcess): void {
  let rest = '';
  server.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const m = / allocated=(\d+)/.exec(line);
      if (m) {
        server.allocated += Number(m[1]);
        server.gcPauseMs += Number(/ pause=([\d.]+)/.exec(line)?.[1] ?? 0);
      } else if (process.env.BENCH_SERVER_STDOUT) console.log(line);
    }
  });
}

/**
 * Starts a server process on the database as production runs it (the bundle
 * and `npm start`'s node flags), with the limits that guard a public server
 * opened wide: every bench client connects from 127.0.0.1.
 */
export async function startServer(databaseUrl: string, opts: ServerOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const nodeArgs = [...productionNodeFlags(root), ...(opts.extraNodeArgs ?? [])];
  const entry = opts.fromSource
    ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]
    : [path.join(root, 'apps/server/dist/main.js')];
  const child = spawn(process.execPath, [...nodeArgs, ...(opts.alloc ? ['--trace-gc-nvp'] : []), ...entry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      FANOUT: opts.fanout ? '1' : '0',
      ...LIFTED_LIMITS,
      WS_RATE_PER_SECOND: '1000',
      WS_RATE_BURST: '1000',
      WEB_DIR: '/nonexistent',
      METRICS_TOKEN: opts.metricsToken,
      ...opts.env,
    },
    stdio: ['ignore', opts.alloc ? 'pipe' : process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  const server = {
    child,
    httpUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    allocated: 0,
    gcPauseMs: 0,
  };
  if (opts.alloc) countAllocations(server);
  return server;
}

/** Resolves once the server answers its health check; fails if it exits first or takes a minute. */
export async function waitForServer(server: ServerProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.child.exitCode !== null) throw new Error('the server exited during start');
    try {
      if ((await fetch(`${server.httpUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

/** Stops the servers and waits for them to exit. */
export async function stopServers(servers: ServerProcess[]): Promise<void> {
  await Promise.all(
    servers.map(({ child }) => {
      if (child.exitCode !== null) return Promise.resolve();
      child.kill('SIGTERM');
      return new Promise((r) => child.once('exit', r));
    }),
  );
}

/** A process's resident memory in bytes (Linux /proc), or null where that cannot be read. */
export function residentBytes(pid: number | undefined): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}
