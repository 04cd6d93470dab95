// Which CPUs a benchmark may use, pinning processes to some of them, and the CPU time a process has used, from
// /proc (Linux only): what a benchmark charges to each process.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** Milliseconds of CPU the processes have used so far, every thread, user and kernel time. */
export function cpuTimeMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    // The command name in field 2 may hold spaces; utime and stime are fields 14 and 15, counted from after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The CPUs this process may run on (its affinity, which a container's cpuset narrows), lowest first. */
export function allowedCpus(): number[] {
  const list = /^Cpus_allowed_list:\s*(\S+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
  return list.split(',').flatMap((range) => {
    const [first, last = first] = range.split('-').map(Number);
    return Array.from({ length: last! - first! + 1 }, (_, index) => first! + index);
  });
}

export const tasksetInstalled = () => !spawnSync('taskset', ['-V']).error;

/** Moves every thread of a running process to the CPUs listed (a taskset list such as '0'). */
export function pin(pid: number, cpus: string): void {
  execFileSync('taskset', ['-a', '-c', '-p', cpus, String(pid)], { stdio: 'ignore' });
}
