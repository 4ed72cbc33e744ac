import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { buildPath, CSRF_HEADER, type Endpoint, type ParamsOf, type ResponseOf } from '#contracts/endpoint';
import { healthEndpoints } from '#contracts/health';
import { notificationEndpoints } from '#contracts/notifications';

// DESIGN.md: an acknowledged write survives kill -9 of the server (SQLite WAL with
// synchronous=FULL). Runs the real server process on a temporary database file.
const dir = mkdtempSync(join(tmpdir(), 'eduia-durability-'));
const port = 5400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | null = null;

// Real HTTP to a real process (app.inject cannot survive kill -9); URLs still come from the contracts.
const urlOf = <E extends Endpoint>(endpoint: E, params?: ParamsOf<E>) => `${base}${buildPath(endpoint.path, params as Record<string, string> | undefined)}`;
type NotificationList = ResponseOf<typeof notificationEndpoints.list>;

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:${join(dir, 'eduia.db')}`, UPLOAD_DIR: join(dir, 'uploads'), LOG_LEVEL: 'silent', DEMO_DATA: 'true' },
    stdio: 'ignore',
  });
}

async function waitUntilUp() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(urlOf(healthEndpoints.health))).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('durability', () => {
  it('keeps an acknowledged write after kill -9', async () => {
    server = startServer();
    await waitUntilUp();
    const login = await fetch(urlOf(authEndpoints.demoLogin, { role: 'aluno' }), { method: 'POST', headers: { [CSRF_HEADER]: '1' } });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const before = (await (await fetch(urlOf(notificationEndpoints.list), { headers: { cookie } })).json()) as NotificationList;
    expect(before.unreadCount).toBe(2);
    const write = await fetch(urlOf(notificationEndpoints.readAll), { method: 'POST', headers: { cookie, [CSRF_HEADER]: '1' } });
    expect(write.status).toBe(200);

    server.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = startServer();
    await waitUntilUp();

    const after = (await (await fetch(urlOf(notificationEndpoints.list), { headers: { cookie } })).json()) as NotificationList;
    expect(after.unreadCount).toBe(0);
    expect(after.total).toBe(3);
  }, 60_000);
});
