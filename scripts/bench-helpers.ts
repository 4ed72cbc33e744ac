// What the API benchmarks share: wait for a server, the CPU a process used, one autocannon run.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** Polls `url` until it answers 2xx, for up to `seconds` (a minute). */
export async function waitFor(url: string, seconds = 60) {
  for (let i = 0; i < seconds * 10; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * CPU seconds a process has used (Linux /proc; null elsewhere). Per request, this is the
 * number to compare between runs on a shared machine: req/s and p99 move with whatever
 * else is running, the server's own CPU per request hardly does.
 */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // in clock ticks (USER_HZ: 100 on Linux)
  } catch {
    return null;
  }
}

/** One autocannon run. */
export function load(options: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
