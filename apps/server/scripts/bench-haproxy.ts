import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../src/db/embedded';

/**
 * HAProxy from the machine's own package, run on the shipped configuration
 * (deploy/haproxy.cfg) with loopback ports: what the benchmark measures is
 * what an operator deploys, save for where the replicas are.
 */
export interface Balancer {
  child: ChildProcess;
  /** Where players connect: http://127.0.0.1:<port>. */
  httpUrl: string;
  wsUrl: string;
  /** Sends one command to HAProxy's runtime API and returns its answer. */
  admin(command: string): Promise<string>;
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '../../..');
export const SHIPPED_CONFIG = path.join(root, 'deploy/haproxy.cfg');

/** The installed HAProxy's version line, or null when there is none on the PATH. */
export function haproxyVersion(): string | null {
  try {
    return execFileSync('haproxy', ['-v'], { encoding: 'utf8' }).split('\n')[0];
  } catch {
    return null;
  }
}

/**
 * The shipped configuration with these replicas (named r1, r2, ...) instead
 * of Docker's, every `bind :<port>` on a loopback port of its own, an
 * admin socket to take replicas in and out, and a connection limit that
 * the open-files limit of a shell allows (a container's is far higher).
 */
export function loopbackConfig(shipped: string, replicas: number[], ports: number[], adminSocket: string): string {
  let marks = 0;
  const servers = replicas.map((port, i) => `  server r${i + 1} 127.0.0.1:${port}`).join('\n');
  const lines: string[] = [];
  let skipping = false;
  for (const line of shipped.split('\n')) {
    if (/^\s*# servers: begin/.test(line)) {
      skipping = true;
      // The first marked block is the backend's servers; the others (the resolvers) have no use on loopback.
      if (marks++ === 0) lines.push(servers);
      continue;
    }
    if (/^\s*# servers: end/.test(line)) {
      skipping = false;
      continue;
    }
    if (!skipping) lines.push(line);
  }
  if (marks === 0) throw new Error(`${SHIPPED_CONFIG} has no "# servers: begin" mark`);
  let bind = 0;
  const text = lines
    .join('\n')
    .replace(/^(\s*)bind :\d+/gm, (_, indent: string) => `${indent}bind 127.0.0.1:${ports[bind++]}`)
    .replace(/^(\s*)maxconn \d+/m, '$1maxconn 4000')
    .replace(/^global\n/m, `global\n  stats socket ${adminSocket} level admin\n`);
  if (bind > ports.length) throw new Error(`the configuration binds ${bind} ports; ${ports.length} were given`);
  return text;
}

/** Starts HAProxy in the foreground on the shipped configuration, checked first with `haproxy -c`. */
export async function startBalancer(dir: string, replicas: number[]): Promise<Balancer> {
  const ports = [await freePort(), await freePort()];
  const adminSocket = path.join(dir, 'haproxy.sock');
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, loopbackConfig(fs.readFileSync(SHIPPED_CONFIG, 'utf8'), replicas, ports, adminSocket));
  execFileSync('haproxy', ['-c', '-q', '-f', file], { stdio: 'inherit' });
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const admin = (command: string) =>
    new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = net.connect(adminSocket, () => socket.end(`${command}\n`));
      socket.setEncoding('utf8').on('data', (d: string) => (answer += d));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('HAProxy exited during start');
    try {
      await admin('show info');
      break;
    } catch {
      if (i > 100) throw new Error('HAProxy did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    child,
    httpUrl: `http://127.0.0.1:${ports[0]}`,
    wsUrl: `ws://127.0.0.1:${ports[0]}/ws`,
    admin,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Per replica (r1, r2, ...): HAProxy's view of it (UP, DOWN, MAINT) and the sessions open to it now. */
export async function replicaStates(balancer: Balancer): Promise<Map<string, { status: string; sessions: number }>> {
  const csv = (await balancer.admin('show stat')).split('\n');
  const head = csv[0].replace(/^# /, '').split(',');
  const col = (name: string) => head.indexOf(name);
  const states = new Map<string, { status: string; sessions: number }>();
  for (const row of csv.slice(1)) {
    const f = row.split(',');
    if (f[col('pxname')] !== 'game' || !/^r\d+$/.test(f[col('svname')] ?? '')) continue;
    states.set(f[col('svname')], { status: f[col('status')], sessions: Number(f[col('scur')]) });
  }
  return states;
}
