// `npm run bench:markdown`: does one author's worst Markdown slow everyone else? (issue 22)
// The demo teacher writes a lesson within the limits (50 000 characters) that costs the most
// to render; 4 students open it over and over (the server-rendered player page, which also
// calls the lesson API in-process) while one client measures /api/health. Budget: health p99
// under 50 ms. Needs `npm run build` first (the page render lives in dist/ssr). Timings are
// reported, never asserted in tests.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 5203);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const STUDENTS = 4;
const HEALTH_P99_BUDGET_MS = 50;
const base = `http://127.0.0.1:${PORT}`;

/** The texts that cost markdown-it the most per character (src/server/lib/markdown.test.ts), at the limit. */
const LESSONS: Record<string, string | null> = {
  // The seeded lesson as it is, for comparison on the same machine in the same run.
  'seeded lesson (baseline)': null,
  'unclosed [ × 50 000': '['.repeat(50_000),
  'nested emphasis': `${'*_'.repeat(12_499)}a${'_*'.repeat(12_499)}`,
  'empty headings × 25 000': '#\n'.repeat(25_000),
};

rmSync('data/bench-markdown', { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: 'file:./data/bench-markdown/eduia.db', UPLOAD_DIR: './data/bench-markdown/uploads', LOG_LEVEL: 'warn', DEMO_DATA: 'true', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const run = (opts: autocannon.Options) => new Promise<autocannon.Result>((resolve, reject) => autocannon(opts, (error, result) => (error ? reject(error) : resolve(result))));

async function signIn(role: string) {
  const res = await fetch(`${base}/api/auth/demo/${role}`, { method: 'POST', headers: { 'x-eduia-csrf': '1' } });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error(`could not sign in as the demo ${role}`);
  return cookie;
}

try {
  // A new database is migrated and seeded first: minutes on a busy shared machine.
  for (let i = 0; ; i++) {
    if (i >= 3000) throw new Error('the server did not come up');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const teacher = await signIn('professor');
  const student = await signIn('aluno');
  const course = (await (await fetch(`${base}/api/teacher/courses/1`, { headers: { cookie: teacher } })).json()) as { modules: Array<{ lessons: Array<Record<string, unknown>> }> };
  const lesson = course.modules[0].lessons[0] as { id: string; moduleId: string; title: string; durationMinutes: number; videoUrl: string | null; content: string };

  const idle = await run({ url: `${base}/api/health`, connections: 1, duration: 3 });
  console.log(`/api/health alone: p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms\n`);
  console.log('lesson'.padEnd(26), 'page req/s'.padStart(10), 'page p99'.padStart(9), 'health p50'.padStart(11), 'health p99'.padStart(11), 'health max'.padStart(11), ' status');
  let failures = 0;
  for (const [name, text] of Object.entries(LESSONS)) {
    const content = text ?? lesson.content;
    const saved = await fetch(`${base}/api/teacher/courses/1/lessons/${lesson.id}`, {
      method: 'PUT', headers: { cookie: teacher, 'content-type': 'application/json', 'x-eduia-csrf': '1' },
      body: JSON.stringify({ moduleId: lesson.moduleId, title: lesson.title, durationMinutes: lesson.durationMinutes, content, videoUrl: lesson.videoUrl ?? '' }),
    });
    if (!saved.ok) throw new Error(`saving the lesson: ${saved.status}`);
    const page = `${base}/aluno/curso/1?aula=${lesson.id}`;
    const started = performance.now();
    const probe = await fetch(page, { headers: { cookie: student } });
    if (!probe.ok) throw new Error(`opening the lesson: ${probe.status}`);
    const firstOpen = performance.now() - started;
    const [students, health] = await Promise.all([
      run({ url: page, connections: STUDENTS, duration: DURATION_S, headers: { cookie: student, 'accept-encoding': 'br' } }),
      run({ url: `${base}/api/health`, connections: 1, duration: DURATION_S }),
    ]);
    const over = health.latency.p99 >= HEALTH_P99_BUDGET_MS;
    if (over) failures++;
    const errors = students.errors + students.non2xx + health.errors + health.non2xx;
    console.log(
      name.padEnd(26), students.requests.average.toFixed(0).padStart(10), String(students.latency.p99).padStart(9),
      String(health.latency.p50).padStart(11), String(health.latency.p99).padStart(11), String(health.latency.max).padStart(11),
      ` ${over ? 'ACIMA DO ORÇAMENTO' : 'ok'}${errors ? ` (${errors} erros/não-2xx)` : ''} (first open ${firstOpen.toFixed(0)} ms)`,
    );
  }
  process.exitCode = failures ? 1 : 0;
} finally {
  server.kill('SIGTERM');
  rmSync('data/bench-markdown', { recursive: true, force: true });
}
