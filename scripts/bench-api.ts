// `npm run bench`: latency and throughput of the student-facing API on the demo data
// (SQLite, 50 connections), next to a bare Fastify route measured in the same run.
// Budgets (DESIGN.md): p99 ≤ 25 ms for dashboard and catalogue calls; throughput at
// least 40 % of the bare route; `/api/health` (what every request pays before its handler)
// at least 50 % of the bare route, its ratio printed on a line of its own. Timings are
// reported, never asserted in tests. BENCH_ONLY=health,catalogue runs only those calls.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpuSeconds, load, waitFor } from './bench-helpers.ts';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5200);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 5201);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const P99_BUDGET_MS = 25;
const THROUGHPUT_BUDGET = 0.4;
const HEALTH_RATIO_BUDGET = 0.5;
const HEALTH_ROUNDS = 5;
const HEALTH_SLICE_S = 2;
const ONLY = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());

// The student dashboard and catalogue calls (the budgets apply to these).
const TARGETS: Array<{ name: string; path: string; budgeted: boolean }> = [
  { name: 'health', path: '/api/health', budgeted: false },
  { name: 'session (me)', path: '/api/auth/me', budgeted: true },
  { name: 'notifications', path: '/api/notifications?page=1&pageSize=5', budgeted: true },
  { name: 'dashboard', path: '/api/learning/dashboard', budgeted: true },
  { name: 'catalogue', path: '/api/courses', budgeted: true },
  // The contract's search parameter is `q` (an unknown `search` would be dropped, measuring the plain list).
  { name: 'catalogue search', path: '/api/courses?q=negocios', budgeted: true },
];

// Node itself with tsx's loader (no npx wrapper), so killing the child stops the server.
function start(file: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The run, and the server's CPU time per completed request in µs (when measurable). */
async function measure(url: string, headers: Record<string, string>, pid: number | undefined, seconds = DURATION_S) {
  const before = cpuSeconds(pid);
  const result = await run(url, headers, seconds);
  const after = cpuSeconds(pid);
  const cpuPerRequest = before === null || after === null || result.requests.total === 0 ? null : ((after - before) * 1e6) / result.requests.total;
  return { result, cpu: cpuPerRequest === null ? '—' : cpuPerRequest.toFixed(0) };
}

function run(url: string, headers: Record<string, string>, seconds: number) {
  return load({ url, connections: CONNECTIONS, duration: seconds, headers });
}

rmSync('data/bench', { recursive: true, force: true });
const server = start('src/server/main.ts', {
  PORT: String(APP_PORT), HOST: '127.0.0.1', DATABASE_URL: 'file:./data/bench/eduia.db', UPLOAD_DIR: './data/bench/uploads',
  LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '100000', DEMO_DATA: 'true',
});
const bare = start('scripts/bench-bare-server.ts', { PORT: String(BARE_PORT) });
try {
  await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
  const login = await fetch(`http://127.0.0.1:${APP_PORT}/api/auth/demo/aluno`, { method: 'POST', headers: { 'x-eduia-csrf': '1' } });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error('could not sign in as the demo student');

  const { result: bareResult, cpu: bareCpu } = await measure(`http://127.0.0.1:${BARE_PORT}/`, {}, bare.pid);
  const bareRps = bareResult.requests.average;
  console.log(`bare Fastify route: ${bareRps.toFixed(0)} req/s, p99 ${bareResult.latency.p99} ms, ${bareCpu} µs CPU/req\n`);
  console.log('call'.padEnd(20), 'req/s'.padStart(8), 'vs bare'.padStart(8), 'p50'.padStart(6), 'p99'.padStart(6), 'µs CPU/req'.padStart(11), ' status');
  let failures = 0;
  let healthRatio: number | null = null;
  for (const target of TARGETS.filter((t) => !ONLY || ONLY.includes(t.name))) {
    const probe = await fetch(`http://127.0.0.1:${APP_PORT}${target.path}`, { headers: { cookie } });
    if (probe.status === 404) {
      console.log(target.name.padEnd(20), '  (route not present: skipped)');
      continue;
    }
    const { result, cpu } = await measure(`http://127.0.0.1:${APP_PORT}${target.path}`, { cookie }, server.pid);
    const ratio = result.requests.average / bareRps;
    if (target.name === 'health') healthRatio = ratio;
    const over = (target.budgeted && (result.latency.p99 > P99_BUDGET_MS || ratio < THROUGHPUT_BUDGET)) || (target.name === 'health' && ratio < HEALTH_RATIO_BUDGET);
    if (over) failures++;
    const errors = result.errors + result.non2xx;
    console.log(
      target.name.padEnd(20),
      result.requests.average.toFixed(0).padStart(8),
      `${(ratio * 100).toFixed(0)} %`.padStart(8),
      String(result.latency.p50).padStart(6),
      String(result.latency.p99).padStart(6),
      cpu.padStart(11),
      ` ${over ? 'ACIMA DO ORÇAMENTO' : 'ok'}${errors ? ` (${errors} erros/não-2xx)` : ''}`,
    );
  }
  if (healthRatio !== null) {
    // On a shared machine one long slice each is at the mercy of whatever else runs: the
    // ratio is also taken in alternating short slices, and their median printed.
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    for (let round = 0; round < HEALTH_ROUNDS; round++) {
      const b = await measure(`http://127.0.0.1:${BARE_PORT}/`, {}, bare.pid, HEALTH_SLICE_S);
      const h = await measure(`http://127.0.0.1:${APP_PORT}/api/health`, { cookie }, server.pid, HEALTH_SLICE_S);
      ratios.push(h.result.requests.average / b.result.requests.average);
      if (b.cpu !== '—' && h.cpu !== '—') cpuRatios.push(Number(b.cpu) / Number(h.cpu));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const sliced = median(ratios);
    if (sliced < HEALTH_RATIO_BUDGET) failures++;
    console.log(`\n/api/health ÷ bare Fastify route, throughput (same run): ${healthRatio.toFixed(2)} in one slice; median of ${HEALTH_ROUNDS} alternating ${HEALTH_SLICE_S} s slices ${sliced.toFixed(2)} (orçamento ≥ ${HEALTH_RATIO_BUDGET})${sliced < HEALTH_RATIO_BUDGET ? ' ACIMA DO ORÇAMENTO' : ''}`);
    if (cpuRatios.length) console.log(`/api/health ÷ bare Fastify route, by server CPU per request: ${median(cpuRatios).toFixed(2)}`);
  }
  process.exitCode = failures ? 1 : 0;
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
}
