// How the built server is started, by `npm start` and `npm run serve` (package.json, which cannot
// import this) and by the scripts that start it (cluster, benches), so they measure what runs.
// The main thread's young generation at 4 MB per semi-space instead of V8's 16: under page load
// its heap sat 30–40 MB higher for no gain in throughput (docs/performance.md, "Memory").
// Start-up only: V8 sizes the young generation when the process starts.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/** The arguments of `node` for the built server. */
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, 'dist/server/main.js'];
