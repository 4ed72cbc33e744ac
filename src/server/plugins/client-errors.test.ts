import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Real HTTP: app.inject skips Node's HTTP parser, which is what refuses these requests.
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => t.close());

/** Sends raw bytes and collects the whole answer; `reset` tells whether the connection was reset rather than closed. */
function rawRequest(request: string): Promise<{ answer: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let reset = false;
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => (reset = true));
    socket.on('close', () => resolve({ answer, reset }));
    socket.write(request);
  });
}

const LONG = 'a'.repeat(17 * 1024);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { message: string };

describe('requests refused before routing answer in Portuguese JSON and close cleanly (issue 10 item 12)', () => {
  it('a URL over 16 KiB: 431, JSON in Portuguese, connection closed, not reset', async () => {
    const { answer, reset } = await rawRequest(`GET /api/health?q=${LONG} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(reset).toBe(false);
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(answer).toMatch(/connection: close/i);
    expect(bodyOf(answer).message).toBe('O endereço ou os cabeçalhos da requisição são grandes demais.');
  });

  it('the same through fetch: the client reads the answer', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/courses/${LONG}`);
    expect(res.status).toBe(431);
    expect(((await res.json()) as { message: string }).message).toBe('O endereço ou os cabeçalhos da requisição são grandes demais.');
  });

  it('malformed HTTP: 400 in Portuguese', async () => {
    const { answer, reset } = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(reset).toBe(false);
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(bodyOf(answer).message).toBe('Requisição inválida.');
  });

  it('a malformed percent-encoding or an over-long path parameter: Portuguese, without echoing the URL', async () => {
    const bad = await fetch(`http://127.0.0.1:${port}/api/courses/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Endereço inválido.' });
    const long = await fetch(`http://127.0.0.1:${port}/api/courses/${'b'.repeat(500)}`);
    expect(long.status).toBe(414);
    expect(await long.json()).toEqual({ message: 'O endereço é longo demais.' });
  });
});
