import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';
import { expect, signInAs, test } from '../fixtures.ts';

// `npm run cluster` as a visitor meets it: two instances of the built server on a fresh
// PostgreSQL database behind HAProxy (playwright.config.ts: the `cluster` project, on
// E2E_PORT + 2000 and the two ports after it). The demo student signs in, the instance holding
// the live stream is killed with SIGKILL, and the next page still opens signed in (HAProxy sends
// it to the other instance) while the stream comes back on the survivor and still delivers.
// Every wait is bounded.
const PORT = Number(process.env.E2E_PORT ?? 5100) + 2000;
const DIR = `data/e2e-cluster-${PORT}`;
const databaseUrl = (() => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/eduia_e2e_cluster_${PORT}`;
  return url.toString();
})();

let launcher: ChildProcess | undefined;
let output = '';

interface Running { instances: Array<{ name: string; port: number; pid: number }>; haproxy: number }
const running = (): Running | null => (existsSync(`${DIR}/instances.json`) ? (JSON.parse(readFileSync(`${DIR}/instances.json`, 'utf8')) as Running) : null);

async function freshDatabase() {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  } finally {
    await client.end();
  }
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await freshDatabase();
  rmSync(DIR, { recursive: true, force: true });
  launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
    env: { ...process.env, CLUSTER_PORT: String(PORT), CLUSTER_DIR: DIR, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '10000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [launcher.stdout!, launcher.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The launcher writes instances.json once HAProxy answers /api/ready.
  await expect.poll(() => (launcher!.exitCode === null ? running() !== null : `saiu: ${output}`), { timeout: 200_000, intervals: [500] }).toBe(true);
});

test.afterAll(async () => {
  if (!launcher || launcher.exitCode !== null) return;
  const exited = new Promise((done) => launcher!.once('exit', done));
  launcher.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), new Promise((done) => setTimeout(() => done(false), 20_000))]);
  if (!stopped) {
    // The launcher did not stop its children in time: end them by their own ids.
    const r = running();
    for (const pid of [...(r?.instances.map((i) => i.pid) ?? []), r?.haproxy]) if (pid) process.kill(pid, 'SIGKILL');
    launcher.kill('SIGKILL');
  }
});

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test('a signed-in student loses the instance holding their live stream and carries on, the stream back on the other', async ({ page, playwright, baseURL }) => {
  const streams: Array<{ at: number; servedBy: string }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/notifications/stream') streams.push({ at: Date.now(), servedBy: response.headers()['x-served-by'] ?? '?' });
  });

  await signInAs(page, 'aluno');
  const first = await page.goto('/aluno');
  expect(['a', 'b']).toContain(first!.headers()['x-served-by']);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => streams.length, { timeout: 15_000 }).toBeGreaterThan(0);

  // The stream is the page's latest request, and still open: its instance goes down hard.
  const victim = streams.at(-1)!.servedBy;
  const survivor = victim === 'a' ? 'b' : 'a';
  const pid = running()!.instances.find((i) => i.name === victim)!.pid;
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');

  // The browser reconnects by itself (EventSource, `retry: 5000`); HAProxy sends it to the survivor.
  await expect.poll(() => streams.some((s) => s.at > killedAt && s.servedBy === survivor), { timeout: 20_000 }).toBe(true);
  const back = streams.find((s) => s.at > killedAt)!;
  console.log(`fluxo ao vivo de volta em ${back.at - killedAt} ms depois do kill -9 da instância ${victim}, agora na ${back.servedBy}`);

  // The next page: served by the survivor, still signed in.
  const next = await page.goto('/aluno/notificacoes');
  expect(next!.status()).toBe(200);
  expect(next!.headers()['x-served-by']).toBe(survivor);
  await expect(page).toHaveURL(/\/aluno\/notificacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect.poll(() => streams.filter((s) => s.at > killedAt).length, { timeout: 15_000 }).toBeGreaterThan(1);

  // And the stream delivers: a teacher's message to the student appears without a reload.
  const teacher = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-eduia-csrf': '1' } });
  try {
    expect((await teacher.post('/api/auth/demo/professor')).ok()).toBeTruthy();
    const sent = await teacher.post('/api/notices/messages', { data: { studentId: 'user-aluno-demo', courseId: '1', message: 'Mensagem depois da queda de uma instância.' } });
    expect(sent.status(), await sent.text()).toBe(201);
    await expect(page.getByText('Mensagem depois da queda de uma instância.', { exact: false })).toBeVisible({ timeout: 5_000 });
  } finally {
    await teacher.dispose();
  }
});
