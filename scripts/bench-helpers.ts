// What the API benchmarks share: wait for a server, the CPU a process used, one autocannon run, a
// measure on connections opened beforehand.
import { readFileSync } from 'node:fs';
import http from 'node:http';
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

/** The nearest-rank `p`th percentile (0–100) of `values`; NaN when there are none. */
export const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

/** What a measure on open connections reports (the fields of autocannon's result the benches read). */
export interface OpenConnectionsResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
  /** Seconds measured. */
  duration: number;
}

/**
 * A closed loop of `connections` keep-alive connections, each asking for `url` again as soon as
 * it is answered, measured for `duration` seconds only once every connection is open and has
 * been answered once. autocannon opens its connections at the start of the measure, and a busy
 * Node server accepts one new connection per turn of its event loop (libuv accepts once per
 * readiness, libuv/libuv#3696): with 50 connections opening at a server whose turn takes 100 ms,
 * the last ones waited seconds for their first answer, and that opening, not the call, was the
 * measure's p99 (docs/performance.md, "The 50-connection tails").
 */
export async function loadOnOpenConnections(options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  /** Called when the connections are open and the measure starts. */
  onMeasuring?: () => void;
}): Promise<OpenConnectionsResult> {
  const { url, connections, duration, headers = {}, onMeasuring } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const ask = () =>
    new Promise<number>((resolve) => {
      const request = http.get({ host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      });
      request.on('error', () => resolve(0));
    });
  try {
    // Every connection open and answered once before the clock starts.
    await Promise.all(Array.from({ length: connections }, ask));
    const latencies: number[] = [];
    let errors = 0;
    let non2xx = 0;
    const started = performance.now();
    onMeasuring?.();
    const end = started + duration * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const sent = performance.now();
          const status = await ask();
          if (status === 0) {
            errors++;
            continue;
          }
          if (status < 200 || status > 299) non2xx++;
          latencies.push(performance.now() - sent);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const at = (p: number) => (latencies.length ? Math.round(percentile(latencies, p)) : 0);
    return { requests: { total: latencies.length, average: latencies.length / seconds }, latency: { p50: at(50), p99: at(99) }, errors, non2xx, duration: seconds };
  } finally {
    agent.destroy();
  }
}
