// CPU time of processes, read from Linux's /proc: what the load benchmarks report per request.
import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) a process has used so far, from /proc (0 where there is none). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
