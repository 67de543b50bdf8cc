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
