// `npm run dev`: the API with restart-on-change (tsx watch) on API_PORT (5001) and Vite's
// dev server with hot reload on PORT (5000), which proxies /api to the API.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5001';
const webPort = process.env.PORT ?? '5000';
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', NODE_ENV: 'development' } }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
