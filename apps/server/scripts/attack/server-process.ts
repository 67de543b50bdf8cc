import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../src/db/embedded';

const root = path.resolve(__dirname, '../../../..');

/** CPU seconds a process has used so far (Linux /proc), or null where that cannot be read. */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    // utime and stime are fields 14 and 15; the command name before them may hold spaces, so count after its closing parenthesis.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export interface ServerProcess {
  child: ChildProcess;
  httpUrl: string;
  wsUrl: string;
  stop: () => Promise<void>;
}

/**
 * The server as production runs it: its own process (`npm start`'s entry),
 * loopback only, every limit at its default except those in `env`.
 */
export async function startServer(databaseUrl: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_ATTACK_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const nodeArgs = (process.env.BENCH_ATTACK_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      WEB_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const httpUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited during start (code ${child.exitCode})`);
    try {
      if ((await fetch(`${httpUrl}/api/health`)).ok)
        return { child, httpUrl, wsUrl: `ws://127.0.0.1:${port}/ws`, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('the server did not answer its health check within a minute');
}
