/**
 * Runs `job` every `ms` (and once soon after start with `soon`), without
 * keeping the process alive; the answer stops it.
 */
export function every(ms: number, job: () => unknown, soon = false): () => void {
  const timers: NodeJS.Timeout[] = [setInterval(job, ms)];
  if (soon) {
    // A process restarted more often than the period still runs the job.
    timers.push(setTimeout(job, Math.min(ms, 10_000)));
  }
  for (const t of timers) t.unref();
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
