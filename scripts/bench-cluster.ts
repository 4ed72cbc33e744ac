// `npm run bench:cluster`: throughput through HAProxy with two instances against one, in one
// run and under the same load. `npm run cluster` is started on its own port and a fresh
// PostgreSQL database; the demo student's dashboard and catalogue calls are sent by 50
// connections through HAProxy, in alternating slices with both instances serving and with
// instance b set to maintenance on HAProxy's admin socket (same processes, same warm caches,
// only the balancing changes). Prints req/s, p50/p99, the CPU per request of the instances
// and of HAProxy, and the median ratio two ÷ one (budget ≥ 0.9: on two cores it cannot
// double, and a second instance must not cost throughput). BENCH_SECONDS (8) per slice,
// BENCH_ROUNDS (5), BENCH_PORT (5400: the instances take the next two ports).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { cpuSeconds, load } from './bench-helpers.ts';

const PORT = Number(process.env.BENCH_PORT ?? 5400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;
const RATIO_BUDGET = 0.9;
const DIR = resolve('data/bench-cluster');
const base = `http://127.0.0.1:${PORT}`;
const databaseUrl = (() => {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/eduia_bench_cluster';
  return url.toString();
})();
const PATHS = ['/api/learning/dashboard', '/api/courses'];

// ---- a fresh cluster ----------------------------------------------------------------------------
const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/eduia_bench_cluster$/, '/postgres') });
await admin.connect();
await admin.query('drop database if exists eduia_bench_cluster with (force)');
await admin.end();
rmSync(DIR, { recursive: true, force: true });
const cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
  env: { ...process.env, CLUSTER_PORT: String(PORT), CLUSTER_DIR: DIR, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopCluster = () => new Promise((done) => {
  if (cluster.exitCode !== null) return done(null);
  cluster.once('exit', done);
  cluster.kill('SIGTERM');
});

interface Running { instances: Array<{ name: string; pid: number }>; haproxy: number }
async function running(): Promise<Running> {
  const file = join(DIR, 'instances.json');
  for (let i = 0; i < 2400 && cluster.exitCode === null; i++) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Running;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('o cluster não ficou pronto em 4 minutos');
}

/** One command on HAProxy's admin socket. */
function haproxy(command: string) {
  return new Promise<string>((done, fail) => {
    const socket = connect(join(DIR, 'haproxy.sock'));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => done(answer));
    socket.on('error', fail);
    socket.end(`${command}\n`);
  });
}

/** Until the next few answers come only from the instances `names`. */
async function servedOnlyBy(names: string[], cookie: string) {
  for (let i = 0; i < 100; i++) {
    const seen = new Set<string>();
    for (let j = 0; j < 6; j++) seen.add((await fetch(`${base}/api/health`, { headers: { cookie } })).headers.get('x-served-by') ?? '?');
    if ([...seen].every((name) => names.includes(name)) && seen.size === names.length) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`as respostas não vieram só de ${names.join(' e ')}`);
}

try {
  const { instances, haproxy: haproxyPid } = await running();
  const login = await fetch(`${base}/api/auth/demo/aluno`, { method: 'POST', headers: { 'x-eduia-csrf': '1' } });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error(`could not sign in as the demo student: ${login.status}`);

  const cpu = (pids: number[]) => pids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? NaN), 0);
  const slice = async (mode: 'duas' | 'uma') => {
    await haproxy(`set server instances/b state ${mode === 'duas' ? 'ready' : 'maint'}`);
    await servedOnlyBy(mode === 'duas' ? ['a', 'b'] : ['a'], cookie);
    const before = { instances: cpu(instances.map((i) => i.pid)), haproxy: cpu([haproxyPid]) };
    const result = await load({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: PATHS.map((path) => ({ method: 'GET', path, headers: { cookie } })) });
    const used = { instances: cpu(instances.map((i) => i.pid)) - before.instances, haproxy: cpu([haproxyPid]) - before.haproxy };
    const total = result.requests.total || NaN;
    return { mode, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, instanceCpu: (used.instances * 1e6) / total, haproxyCpu: (used.haproxy * 1e6) / total };
  };

  // Warm both instances (caches, connection pools, JIT) before anything counts.
  await load({ url: base, connections: CONNECTIONS, duration: 3, requests: PATHS.map((path) => ({ method: 'GET', path, headers: { cookie } })) });
  console.log(`\n${CONNECTIONS} conexões, ${PATHS.join(' + ')} como o aluno de demonstração, ${SECONDS} s por fatia, ${ROUNDS} rodadas alternadas\n`);
  console.log('instâncias'.padEnd(11), 'req/s'.padStart(8), 'p50'.padStart(6), 'p99'.padStart(6), 'µs CPU/req inst.'.padStart(17), 'µs CPU/req HAProxy'.padStart(19), ' erros');
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const pair = [];
    for (const mode of round % 2 === 0 ? (['duas', 'uma'] as const) : (['uma', 'duas'] as const)) {
      const r = await slice(mode);
      pair.push(r);
      console.log(r.mode.padEnd(11), r.rps.toFixed(0).padStart(8), String(r.p50).padStart(6), String(r.p99).padStart(6), r.instanceCpu.toFixed(0).padStart(17), r.haproxyCpu.toFixed(0).padStart(19), ` ${r.errors}`);
    }
    ratios.push(pair.find((r) => r.mode === 'duas')!.rps / pair.find((r) => r.mode === 'uma')!.rps);
  }
  await haproxy('set server instances/b state ready');
  const median = [...ratios].sort((x, y) => x - y)[Math.floor(ratios.length / 2)];
  console.log(`\nvazão duas ÷ uma instância (mesma carga, mesma execução): ${ratios.map((r) => r.toFixed(2)).join(', ')}; mediana ${median.toFixed(2)}× (orçamento ≥ ${RATIO_BUDGET})${median < RATIO_BUDGET ? ' ABAIXO DO ORÇAMENTO' : ''}`);
  process.exitCode = median < RATIO_BUDGET ? 1 : 0;
} finally {
  // What the last slice left queued is answered before the instances are stopped.
  await new Promise((r) => setTimeout(r, 2000));
  await stopCluster();
}
