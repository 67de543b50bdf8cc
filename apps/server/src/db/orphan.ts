import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

/** How long a left-over PostgreSQL gets to shut down cleanly before it is told to stop at once. */
const CLEAN_STOP_MS = 15_000;

export const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to someone we may not signal.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The process id PostgreSQL wrote in its lock file in `dataDir` (its first line), or null when there is none. */
export function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether `pid` runs PostgreSQL on `dataDir`, where the system can tell us (Linux's /proc); elsewhere the lock file is taken at its word. */
function runsOn(pid: number, dataDir: string): boolean {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return (
      cmdline.some((arg) => path.resolve(arg) === path.resolve(dataDir)) && cmdline.some((arg) => /postgres/.test(arg))
    );
  } catch {
    return !fs.existsSync('/proc/self');
  }
}

/** The process that started `pid` and still owns it (Linux's /proc), or null where the system cannot tell. */
function parentOf(pid: number): { pid: number; node: boolean } | null {
  try {
    // "pid (name) state ppid ...": the name may hold spaces and parentheses, so read after its last ')'.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const program = fs.readFileSync(`/proc/${parent}/cmdline`, 'utf8').split('\0')[0];
    return { pid: parent, node: /node/i.test(path.basename(program)) };
  } catch {
    return null;
  }
}

/**
 * Whether a running server holds the embedded PostgreSQL on `dataDir`, so
 * that a tool (the replay CLI) must not take it: its lock file names a
 * PostgreSQL on this folder whose parent, the node process that started it,
 * still runs. A PostgreSQL left by a server that died (kill -9, a crash) was
 * adopted by init or a session's reaper, and a lock whose process is gone is
 * stale: neither holds anything, and stopOrphanedPostgres (run by
 * startEmbeddedPostgres) clears both. Where the system cannot tell (no
 * /proc), a living PostgreSQL is taken to be in use.
 */
export function heldByRunningServer(dataDir: string): boolean {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(lockFile)) return false;
  const pid = Number(fs.readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !runsOn(pid, dataDir)) return false;
  const parent = parentOf(pid);
  return parent === null || (parent.pid > 1 && parent.node);
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
  throw new Error(
    `The PostgreSQL left running from an earlier start (process ${pid}) does not stop. Stop it by hand (kill ${pid}) and start again.`,
  );
}
