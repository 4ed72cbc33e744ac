// One render thread of the page-render pool (page-render.ts), in plain JavaScript so the same
// file runs under tsx and vitest and next to the bundled server (`npm run build:server` writes it
// to dist/server). It loads the built renderer (dist/ssr/server-render.js, path in workerData)
// once; each task renders one page. The page's API calls go back to the main thread through the
// task's MessagePort, which answers them in-process with the visitor's cookie and address.
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';

const renderer = await import(pathToFileURL(workerData.rendererFile).href);

/** @param {{ url: string, port: import('node:worker_threads').MessagePort }} task */
export default async function renderTask({ url, port }) {
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
