import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { buildPath, CSRF_HEADER, type Endpoint, type ParamsOf } from '#contracts/endpoint';
import { healthEndpoints } from '#contracts/health';
import { notificationEndpoints } from '#contracts/notifications';
import { adminQuery, withDatabase } from '#server/testing/global-setup';

// README "Várias instâncias": on SIGTERM the server stops accepting connections, closes the
// live streams at once (browsers reconnect to another instance), lets the requests in flight
// finish (up to SHUTDOWN_TIMEOUT_MS) and exits 0. The real server process, on a database of its
// own: a temporary SQLite file, or a new PostgreSQL database when TEST_DATABASE_URL is set.
// The drain deadline is far beyond every wait here, so an exit within the waits is the drain's.
const PG_URL = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'eduia-shutdown-'));
const pgName = `t_${randomBytes(6).toString('hex')}`;
let server: ChildProcess | null = null;
let base = '';

const urlOf = <E extends Endpoint>(endpoint: E, params?: ParamsOf<E>) => `${base}${buildPath(endpoint.path, params as Record<string, string> | undefined)}`;

/** A port nobody listens on now: the OS picks one, the test releases it for the server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves with `value`, or rejects after `ms` with `what` in the message. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: nada em ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

async function waitUntilReady() {
  for (let i = 0; i < 600; i++) {
    if (server?.exitCode !== null) throw new Error(`server exited with ${server?.exitCode}`);
    try {
      if ((await fetch(urlOf(healthEndpoints.ready))).status === 200) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server not ready');
}

/**
 * Resolves when the server logs that it took a request with this id (Fastify's "incoming request",
 * written once routing has accepted it): from then on, closing lets that request finish.
 */
function accepted(log: Interface, requestId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onLine = (line: string) => {
      let entry: { reqId?: string; msg?: string } = {};
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        // not a log line
      }
      if (entry.reqId === requestId && entry.msg === 'incoming request') {
        log.off('line', onLine);
        resolve();
      }
    };
    log.on('line', onLine);
    log.once('close', () => reject(new Error('the server stopped logging')));
  });
}

/** Whether a new TCP connection to the server's port is refused (true) or accepted (false). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

afterAll(async () => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  if (PG_URL) await adminQuery(PG_URL, `drop database if exists ${pgName} with (force)`);
});

describe('SIGTERM', () => {
  it('refuses new connections, closes live streams, finishes the request in flight and exits 0', async () => {
    let databaseUrl = `file:${join(dir, 'eduia.db')}`;
    if (PG_URL) {
      await adminQuery(PG_URL, `create database ${pgName}`);
      databaseUrl = withDatabase(PG_URL, pgName);
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DEMO_DATA: 'true',
        UPLOAD_DIR: join(dir, 'uploads'),
        MAIL_DIR: join(dir, 'mail'),
        AUDIT_HEAD_FILE: join(dir, 'audit-head.json'),
        SESSION_SECRET: randomBytes(32).toString('hex'),
        SHUTDOWN_TIMEOUT_MS: '600000',
        // Its log (JSON lines on stdout) says when it has taken the request in flight.
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const log = createInterface({ input: server.stdout! });
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    await waitUntilReady();

    const login = await fetch(urlOf(authEndpoints.demoLogin, { role: 'aluno' }), { method: 'POST', headers: { [CSRF_HEADER]: '1' } });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const unread = (await (await fetch(urlOf(notificationEndpoints.list), { headers: { cookie } })).json()) as { unreadCount: number };
    expect(unread.unreadCount).toBeGreaterThan(0);

    // The live stream, open and answering.
    const stream = await within(
      new Promise<IncomingMessage>((resolve, reject) => {
        request(urlOf(notificationEndpoints.stream), { headers: { cookie, accept: 'text/event-stream' } }, resolve).once('error', reject).end();
      }),
      10_000,
      'stream opened',
    );
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const streamEnded = new Promise<void>((resolve) => {
      stream.once('end', resolve);
      stream.once('close', resolve);
      stream.resume();
    });

    // A request in flight: its headers and half of its body are sent; the rest comes after SIGTERM.
    const body = '{ }';
    const requestId = `held-${randomBytes(8).toString('hex')}`;
    const taken = accepted(log, requestId);
    taken.catch(() => {}); // awaited below
    const inFlight = request(urlOf(notificationEndpoints.readAll), {
      method: 'POST',
      headers: { cookie, [CSRF_HEADER]: '1', 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'x-request-id': requestId },
    });
    const answer = new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
      inFlight.once('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.once('end', () => resolve({ status: response.statusCode, text }));
      });
      inFlight.once('error', reject);
    });
    answer.catch(() => {}); // awaited below; a failure before then must not surface as unhandled
    inFlight.flushHeaders();
    inFlight.write(body.slice(0, 1));
    // The server has taken the request (its headers are read and routed) before the signal:
    // otherwise it could arrive after closing began and be refused like a new one.
    await within(taken, 10_000, 'the request in flight reaching the server');

    server.kill('SIGTERM');

    // The live stream is ended by the server while the request in flight still waits for its body.
    await within(streamEnded, 10_000, 'live stream closed by the server');
    // New connections are refused (bounded poll: the listening socket closes asynchronously).
    let isRefused = false;
    for (let i = 0; i < 100 && !isRefused; i++) {
      isRefused = await refused(port);
      if (!isRefused) await new Promise((r) => setTimeout(r, 100));
    }
    expect(isRefused).toBe(true);
    expect(server.exitCode).toBeNull(); // still draining: the request in flight is not finished

    // The rest of the body: the request gets its normal answer.
    inFlight.end(body.slice(1));
    const result = await within(answer, 10_000, 'answer to the request in flight');
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text)).toEqual({ ok: true });

    expect(await within(exited, 20_000, 'process exit')).toBe(0);
  }, 120_000);
});
