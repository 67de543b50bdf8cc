import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/** How long a left-over PostgreSQL gets to shut down cleanly before it is told to stop at once. */
const CLEAN_STOP_MS = 15_000;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to someone we may not signal.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether `pid` runs PostgreSQL on `dataDir`, where the system can tell us (Linux's /proc); elsewhere the lock file is taken at its word. */
function runsOn(pid: number, dataDir: string): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline.some((arg) => path.resolve(arg) === path.resolve(dataDir)) && cmdline.some((arg) => /postgres/.test(arg));
  } catch {
    return !fs.existsSync('/proc/self');
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !alive(pid);
}

/**
 * A server killed without warning (kill -9, a crash, a power cut) leaves its
 * embedded PostgreSQL running, or its lock file behind, and the next start
 * would fail on them. PostgreSQL writes its process id in `postmaster.pid`
 * in the data folder: if that process is still PostgreSQL on this folder, it
 * is asked to shut down (a fast shutdown: sessions end, committed data is
 * kept), and if the process is gone the stale lock file is removed.
 */
export async function stopOrphanedPostgres(dataDir: string, log: Logger): Promise<void> {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(lockFile)) return;
  const pid = Number(fs.readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) {
    log.warn({ lockFile }, 'removing an unreadable PostgreSQL lock file');
    fs.rmSync(lockFile, { force: true });
    return;
  }
  if (!alive(pid) || !runsOn(pid, dataDir)) {
    log.info({ pid }, 'removing the lock file of a PostgreSQL that is no longer running');
    fs.rmSync(lockFile, { force: true });
    return;
  }
  log.warn({ pid, dataDir }, 'a PostgreSQL from an earlier run still holds the data folder; stopping it');
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, CLEAN_STOP_MS)) return;
  // Immediate shutdown: PostgreSQL recovers from its write-ahead log at the next start, losing nothing committed.
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, CLEAN_STOP_MS)) return;
  throw new Error(`The PostgreSQL left running from an earlier start (process ${pid}) does not stop. Stop it by hand (kill ${pid}) and start again.`);
}
