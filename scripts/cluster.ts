// `npm run cluster`: the platform as several stateless instances would run in production, on
// one machine. Two instances of the built server (dist/server/main.js; built first when
// missing) on one PostgreSQL database, and Debian's HAProxy in front of them on CLUSTER_PORT
// (5000): health checks on GET /api/ready, round robin, the live stream allowed to stay open,
// a dead instance's requests sent to the other (docs/decisions/load-balancer.md).
//
// Environment: CLUSTER_PORT (5000; the instances take the next two ports), DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/eduia_cluster, created when missing), CLUSTER_DIR
// (data/cluster: haproxy.cfg, the shared uploads, each instance's audit head, instances.json
// with each instance's port and pid), SESSION_SECRET / AUDIT_HMAC_KEY (generated once into
// CLUSTER_DIR/secrets.json), LOG_LEVEL (warn). Ctrl-C or SIGTERM stops all three processes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { SERVER_ARGS } from './server-process.ts';

const PORT = Number(process.env.CLUSTER_PORT ?? 5000);
const DIR = resolve(process.env.CLUSTER_DIR ?? 'data/cluster');
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/eduia_cluster';
const INSTANCES = [
  { name: 'a', port: PORT + 1 },
  { name: 'b', port: PORT + 2 },
];
/** How long an instance may take to migrate, seed a new database and answer /api/ready. */
const START_TIMEOUT_MS = 180_000;

function fail(message: string): never {
  console.error(`cluster: ${message}`);
  process.exit(1);
}
const say = (message: string) => console.log(`cluster: ${message}`);

// ---- what it needs: PostgreSQL, the build, HAProxy -------------------------------------------
if (!/^postgres(ql)?:\/\//.test(DATABASE_URL)) fail('várias instâncias precisam de PostgreSQL: use DATABASE_URL=postgres://…');

async function createDatabaseIfMissing(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      say(`criando o banco ${name}`);
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
    }
  } catch (error) {
    fail(`o PostgreSQL de ${target.host} não respondeu (${error instanceof Error ? error.message : error}): ligue-o ou ajuste DATABASE_URL`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const built = () => existsSync('dist/server/main.js') && existsSync(join(process.env.WEB_DIST_DIR ?? 'dist/web', 'index.html'));
if (!built()) {
  say('sem build: rodando npm run build');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0 || !built()) fail('o build falhou');
}
const hasHaproxy = () => spawnSync('sh', ['-c', 'command -v haproxy'], { stdio: 'ignore' }).status === 0;
if (!hasHaproxy()) {
  // The same install as `npm test`'s prerequisites (Debian's package, apt-get as root).
  if (spawnSync('bash', ['scripts/test-prerequisites.sh', 'haproxy'], { stdio: 'inherit' }).status !== 0 || !hasHaproxy()) process.exit(1);
}
await createDatabaseIfMissing(DATABASE_URL);

// ---- shared and per-instance settings ---------------------------------------------------------
mkdirSync(join(DIR, 'uploads'), { recursive: true });
const secretsFile = join(DIR, 'secrets.json');
if (!existsSync(secretsFile)) {
  const secret = () => randomBytes(32).toString('base64url');
  writeFileSync(secretsFile, JSON.stringify({ SESSION_SECRET: secret(), AUDIT_HMAC_KEY: secret() }), { mode: 0o600 });
}
const secrets = JSON.parse(readFileSync(secretsFile, 'utf8')) as { SESSION_SECRET: string; AUDIT_HMAC_KEY: string };

const haproxyConfig = `# Written by scripts/cluster.ts (npm run cluster); docs/decisions/load-balancer.md says why.
global
  maxconn 4096
  stats socket ${join(DIR, 'haproxy.sock')} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  # WebSocket-style upgraded connections; the live stream is a plain response that never ends,
  # so it gets its own server timeout below (its heartbeat comes every 25 s).
  timeout tunnel 1h
  # A connection refused by a dead instance is tried again on the other one.
  retries 2
  option redispatch 1

frontend eduia
  bind ${process.env.HOST ?? '0.0.0.0'}:${PORT}
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  acl live_stream path /api/notifications/stream
  http-request set-timeout server 1h if live_stream
  option httpchk
  http-check send meth GET uri /api/ready
  http-check expect status 200
  # A check every second, given 2 s to answer (a busy instance is slow, not gone; /api/ready
  # itself gives the database 1.5 s); down after three failures, its open streams cut so
  # browsers reconnect elsewhere, up again after two successes.
  timeout check 2s
  default-server check inter 1s fall 3 rise 2 on-marked-down shutdown-sessions
${INSTANCES.map((i) => `  server ${i.name} 127.0.0.1:${i.port}`).join('\n')}
`;
const configFile = join(DIR, 'haproxy.cfg');
writeFileSync(configFile, haproxyConfig);
const check = spawnSync('haproxy', ['-c', '-f', configFile], { encoding: 'utf8' });
if (check.status !== 0) fail(`haproxy -c recusou ${configFile}:\n${check.stdout}${check.stderr}`);

// ---- the three processes ----------------------------------------------------------------------
const children: Array<{ name: string; child: ChildProcess }> = [];
let stopping = false;

function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    say(`${name} terminou (${signal ?? `código ${code}`})`);
    // One instance lost: the other serves. HAProxy or every instance lost: nothing serves.
    const alive = children.filter((c) => c.child.exitCode === null && c.child.signalCode === null);
    if (name === 'haproxy' || !alive.some((c) => c.name !== 'haproxy')) void stop(1);
  });
  children.push({ name, child });
  return child;
}

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.child.exitCode === null && c.child.signalCode === null);
  // Instances drain on SIGTERM (SHUTDOWN_TIMEOUT_MS, 10 s); past 15 s they are killed.
  const exited = Promise.all(running.map((c) => new Promise((done) => c.child.once('exit', done))));
  for (const c of running) c.child.kill('SIGTERM');
  const killer = setTimeout(() => running.forEach((c) => c.child.kill('SIGKILL')), 15_000);
  await exited;
  clearTimeout(killer);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function waitUntilReady(url: string, what: string) {
  const end = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < end && !stopping) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (!stopping) {
    say(`${what} não ficou pronta em ${START_TIMEOUT_MS / 1000} s`);
    await stop(1);
  }
}

// One after the other: the first migrates (and seeds a new database), the second finds it ready.
for (const instance of INSTANCES) {
  startProcess(instance.name, process.execPath, SERVER_ARGS, {
    ...process.env,
    INSTANCE_NAME: instance.name,
    PORT: String(instance.port),
    HOST: '127.0.0.1',
    DATABASE_URL,
    DEMO_DATA: process.env.DEMO_DATA ?? 'true',
    SESSION_SECRET: process.env.SESSION_SECRET ?? secrets.SESSION_SECRET,
    AUDIT_HMAC_KEY: process.env.AUDIT_HMAC_KEY ?? secrets.AUDIT_HMAC_KEY,
    AUDIT_HEAD_FILE: join(DIR, `audit-head-${instance.name}.json`),
    UPLOAD_DIR: process.env.UPLOAD_DIR ?? join(DIR, 'uploads'),
    MAIL_DIR: process.env.MAIL_DIR ?? join(DIR, 'mail'),
    // HAProxy on this machine adds X-Forwarded-For: the visitor's address counts in the limits.
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${PORT}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  await waitUntilReady(`http://127.0.0.1:${instance.port}/api/ready`, `a instância ${instance.name}`);
}
startProcess('haproxy', 'haproxy', ['-db', '-f', configFile]);
await waitUntilReady(`http://127.0.0.1:${PORT}/api/ready`, 'o HAProxy');
const pids = Object.fromEntries(children.map((c) => [c.name, c.child.pid]));
writeFileSync(join(DIR, 'instances.json'), JSON.stringify({ port: PORT, instances: INSTANCES.map((i) => ({ ...i, pid: pids[i.name] })), haproxy: pids.haproxy }, null, 2));
say(`EduIA em http://localhost:${PORT} — HAProxy na frente das instâncias ${INSTANCES.map((i) => `${i.name} (porta ${i.port})`).join(' e ')}, banco ${new URL(DATABASE_URL).pathname.slice(1)}; Ctrl-C encerra`);
