import fs from 'node:fs';
import os from 'node:os';

/**
 * How much a thinking bot yields to people: the nice value of its thread.
 * At 10 the kernel gives a busy thread about a tenth of the share of one at
 * 0, so the event loop and PostgreSQL, which answer people's moves, come
 * first on a machine with few cores; the bot's search then meets its time
 * cap sooner and plays weaker, not slower (bench:bot-tables, issue 34).
 */
export const THINKING_NICENESS = 10;

/** This thread's id in the kernel (Linux: /proc/thread-self is "<pid>/task/<tid>"), or null elsewhere. */
function threadId(): number | null {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the priority of the calling thread only. On Linux a nice value
 * belongs to a thread, not the whole process (setpriority(2), "BUGS"), so
 * this leaves the event loop's thread as it was. Elsewhere, or where the
 * system refuses, the thread keeps the process's priority.
 */
export function lowerThisThread(niceness: number = THINKING_NICENESS): void {
  const tid = threadId();
  if (tid === null) return;
  try {
    os.setPriority(tid, Math.max(os.getPriority(tid), niceness));
  } catch {
    // Not allowed here: thinking at the same priority is slower for people, not wrong.
  }
}

/** The calling thread's nice value, or null where threads have none of their own (for tests). */
export function threadNiceness(): number | null {
  const tid = threadId();
  return tid === null ? null : os.getPriority(tid);
}
