import fs from 'node:fs';

/** CPU seconds a process has used so far in its own code and in the kernel on its behalf. */
export interface CpuTime {
  user: number;
  kernel: number;
}

/** The CPU time in a /proc stat file, or null where that cannot be read. */
function statCpu(file: string): CpuTime | null {
  try {
    // utime and stime are fields 14 and 15; the command name before them may hold spaces, so count after its closing parenthesis.
    const fields = fs.readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]) / 100, kernel: Number(fields[12]) / 100 };
  } catch {
    return null;
  }
}

/** A process's CPU time so far, all its threads (Linux /proc), or null where that cannot be read. */
export function cpuSeconds(pid: number | undefined): CpuTime | null {
  return statCpu(`/proc/${pid}/stat`);
}

/** The CPU time so far of a process's main thread alone (its event loop, for node), or null where that cannot be read. */
export function mainThreadCpuSeconds(pid: number | undefined): CpuTime | null {
  return statCpu(`/proc/${pid}/task/${pid}/stat`);
}

/** Ids of the processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

/**
 * CPU seconds used so far by a process and its children (a PostgreSQL
 * server: the postmaster and its backends): each live child's own, and what
 * the children that already ended used (the parent's cutime and cstime, once
 * it has reaped them). Null where that cannot be read.
 */
export function treeCpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime, stime, cutime, cstime: fields 14-17.
    let sum = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
    for (const child of childrenOf(pid)) {
      const used = cpuSeconds(child);
      if (used) sum += used.user + used.kernel;
    }
    return sum;
  } catch {
    return null;
  }
}

/** The process whose command line holds `text` (the embedded PostgreSQL's postmaster names its data directory), or null. */
export function processWith(text: string): number | null {
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(text)) return Number(name);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return null;
}
