// One render thread of the page-render pool (page-render.ts), in plain JavaScript so the same
// file runs under tsx and vitest and next to the bundled server (`npm run build:server` writes it
// to dist/server). It loads the built renderer (dist/ssr/server-render.js, path in workerData)
// once; each task renders one page. The page's API calls go back to the main thread through the
// task's MessagePort, which answers them in-process with the visitor's cookie and address.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

// A renderer that cannot be loaded (a build replaced or removed under a running server, or a
// test's build removed while a replacement thread starts) fails each task, and the page is sent
// plain; thrown here it would end the thread with an error no task owns, uncaught in the server.
const loaded = await import(pathToFileURL(workerData.rendererFile).href).then(
  (module) => ({ renderer: module, error: null }),
  (error) => ({ renderer: null, error }),
);
const renderer = loaded.renderer;

// Warm-up before the first task (piscina hands a thread none until this module has loaded). A
// fresh thread's first page was 6× slower than the next (its pages' modules still to load, React
// not yet compiled): 5 s against 0.8 s on a busy machine. Past the 3 s limit the thread is ended
// and its replacement, cold again, timed out on its own first page, so no area page was ever
// rendered while the machine stayed busy. A task waiting for a warming thread is only taken out
// of the queue at the limit, never the thread ended.
if (renderer) {
  const chunks = join(dirname(workerData.rendererFile), 'assets');
  for (const file of existsSync(chunks) ? readdirSync(chunks, { withFileTypes: true }) : []) {
    if (file.isFile() && file.name.endsWith('.js')) await import(pathToFileURL(join(chunks, file.name)).href).catch(() => undefined);
  }
  const refused = () => Promise.reject(new Error('warm-up: no API'));
  for (const url of ['/', '/aluno', '/professor', '/admin']) await renderer.renderPage(url, refused).catch(() => undefined);
}

/** @param {{ url: string, port: import('node:worker_threads').MessagePort }} task */
export default async function renderTask({ url, port }) {
  if (!renderer) {
    port.close();
    throw loaded.error;
  }
  const waiting = new Map();
  let next = 0;
  port.on('message', ({ id, status, contentType, body, error }) => {
    const call = waiting.get(id);
    if (!call) return;
    waiting.delete(id);
    if (error) call.reject(new Error(error));
    else call.resolve(new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } }));
  });
  const get = (path) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ id, path: String(path) });
    });
  try {
    return await renderer.renderPage(url, get);
  } finally {
    port.close();
  }
}
