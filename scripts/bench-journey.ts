// `npm run bench:journey`: a school day on one instance. JOURNEY_STUDENTS (default 1 000)
// generated students of a database seeded by `npm run db:seed:large` (DATABASE_URL) arrive
// over JOURNEY_RAMP_S seconds; each signs in, opens the dashboard, a course, completes a
// lesson, takes its quiz and opens the notice board, 1–5 s apart, every page asked for as a
// browser asks for it (the rendered HTML, then its API calls together). Against the built
// server (`npm run build` first). Reports errors, p50/p95/p99 per step and overall, and the
// server's peak memory. Budget (issue 24): 0 errors, p95 ≤ 300 ms, p99 ≤ 1 s.
// A small driver on Node's own fetch: each simulated student is a sequence of awaited steps
// with think time, which a fixed-rate load tool cannot express.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase, dialectOf } from '../src/server/db/database.ts';
import { DEMO_ACCOUNTS } from '../src/server/modules/auth/demo-accounts.ts';
import { PAGE_FIRST_CALLS, SHELL_FIRST_CALLS } from '../src/web/app/first-calls.ts';
import { paths } from '../src/web/lib/paths.ts';
import { percentile } from './bench-helpers.ts';
import { SERVER_ARGS } from './server-process.ts';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL || !existsSync('dist/server/main.js')) {
  console.error('uso: npm run build && DATABASE_URL=… npm run bench:journey (num banco gerado por npm run db:seed:large)');
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PORT ?? 5204);
const STUDENTS = Number(process.env.JOURNEY_STUDENTS ?? 1_000);
const RAMP_S = Number(process.env.JOURNEY_RAMP_S ?? 60);
const base = `http://127.0.0.1:${PORT}`;
const password = DEMO_ACCOUNTS.find((a) => a.role === 'aluno')!.password;

const server = spawn(process.execPath, SERVER_ARGS, {
  env: {
    ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL, LOG_LEVEL: 'warn', NODE_ENV: 'production',
    UPLOAD_DIR: process.env.UPLOAD_DIR ?? './data/bench-large/uploads', LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let maxRss = 0;
const rssTimer = setInterval(() => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
    if (match) maxRss = Math.max(maxRss, Number(match[1]) / 1024);
  } catch {
    // exited
  }
}, 200);

const timings = new Map<string, number[]>();
const errors = new Map<string, number>();
const samples: string[] = [];

async function request(step: string, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers: Record<string, string> = { 'x-eduia-csrf': '1', 'accept-encoding': 'br', ...(init.headers as Record<string, string>) };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const res = await fetch(base + path, { ...init, headers });
    const text = await res.text();
    const ms = performance.now() - started;
    (timings.get(step) ?? timings.set(step, []).get(step)!).push(ms);
    if (!res.ok) {
      errors.set(step, (errors.get(step) ?? 0) + 1);
      if (samples.length < 8) samples.push(`${step} ${path}: ${res.status} ${text.slice(0, 120)}`);
    }
    return { res, text };
  } catch (error) {
    errors.set(step, (errors.get(step) ?? 0) + 1);
    if (samples.length < 8) samples.push(`${step} ${path}: ${String(error)}`);
    return { res: null, text: '' };
  }
}

/** A page as a browser asks for it: the HTML, then the shell's and the page's first calls together. */
async function page(step: string, path: string, pattern: string, cookie: string, fill: (p: string) => string = (p) => p) {
  await request(`${step} (HTML)`, path, { cookie });
  await Promise.all([...SHELL_FIRST_CALLS, ...(PAGE_FIRST_CALLS[pattern] ?? [])].map((call) => request(`${step} (API)`, fill(call), { cookie })));
}

const think = () => new Promise((r) => setTimeout(r, 1_000 + Math.random() * 4_000));

interface Student { email: string; courseId: string; quizId: string }

async function journey(student: Student) {
  const login = await request('entrar', '/api/auth/login', { method: 'POST', body: JSON.stringify({ email: student.email, password }) });
  const cookie = (login.res?.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) return;
  await page('painel', paths.aluno.dashboard, paths.aluno.dashboard, cookie);
  await think();
  const fill = (p: string) => p.replace(':id', student.courseId);
  await request('curso (HTML)', `/aluno/curso/${student.courseId}`, { cookie });
  const [course] = await Promise.all([
    request('curso (API)', `/api/courses/${student.courseId}`, { cookie }),
    ...SHELL_FIRST_CALLS.map((call) => request('curso (API)', fill(call), { cookie })),
  ]);
  await think();
  const outline = JSON.parse(course.text || '{}') as { modules?: Array<{ lessons: Array<{ id: string; completed?: boolean }> }> };
  const lessons = (outline.modules ?? []).flatMap((m) => m.lessons);
  const lesson = lessons.find((l) => !l.completed) ?? lessons[0];
  if (lesson) {
    await request('aula (API)', `/api/courses/${student.courseId}/lessons/${lesson.id}`, { cookie });
    await request('concluir aula', `/api/learning/courses/${student.courseId}/lessons/${lesson.id}/complete`, { method: 'POST', cookie, body: '{}' });
  }
  await think();
  await page('simulado', `/aluno/simulado/${student.quizId}`, paths.aluno.exam.pattern, cookie, (p) => p.replace(':id', student.quizId));
  const started = await request('iniciar simulado', `/api/exams/${student.quizId}/attempts`, { method: 'POST', cookie, body: '{}' });
  const attempt = JSON.parse(started.text || '{}') as { id?: string; questions?: Array<{ id: string }> };
  if (attempt.id) {
    await think();
    const answers = (attempt.questions ?? []).map((q) => ({ questionId: q.id, optionIndex: Math.floor(Math.random() * 4) }));
    await request('enviar simulado', `/api/exam-attempts/${attempt.id}/submit`, { method: 'POST', cookie, body: JSON.stringify({ answers }) });
  }
  await think();
  await page('mural', paths.aluno.noticeBoard, paths.aluno.noticeBoard, cookie);
}

try {
  // Students with a free course (no subscription needed) that has a quiz and lessons left, and
  // who have never started that quiz: one with a recent attempt is rightly told to wait (429).
  const db = openDatabase({ url: DATABASE_URL });
  const rows = await sql<Student>`select u.email as email, e.course_id as "courseId", q.id as "quizId"
    from users u join enrollments e on e.user_id = u.id join courses c on c.id = e.course_id and c.status = 'approved' and c.is_premium = 0
    join quizzes q on q.course_id = c.id
    where u.id like 'lg-s-%' and u.status = 'ativo' and e.progress_percent < 100
      and not exists (select 1 from quiz_attempts a where a.quiz_id = q.id and a.user_id = u.id)
    order by u.id limit ${STUDENTS * 20}`.execute(db);
  await db.destroy();
  const chosen = new Map<string, Student>();
  for (const row of rows.rows) if (!chosen.has(row.email) && chosen.size < STUDENTS) chosen.set(row.email, row);
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`bench:journey — ${dialectOf(DATABASE_URL)}, ${chosen.size} alunos chegando em ${RAMP_S} s; carga da máquina no início: ${load}`);
  const started = performance.now();
  await Promise.all([...chosen.values()].map((student, i) =>
    new Promise((r) => setTimeout(r, (i / chosen.size) * RAMP_S * 1000)).then(() => journey(student))));
  const seconds = (performance.now() - started) / 1000;

  const all = [...timings.values()].flat();
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log('\n| passo | pedidos | erros | p50 ms | p95 ms | p99 ms |');
  console.log('|---|--:|--:|--:|--:|--:|');
  for (const [step, values] of timings) {
    console.log(`| ${step} | ${values.length} | ${errors.get(step) ?? 0} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 95).toFixed(0)} | ${percentile(values, 99).toFixed(0)} |`);
  }
  const p95 = percentile(all, 95);
  const p99 = percentile(all, 99);
  console.log(`| **todos** | ${all.length} | ${errorCount} | ${percentile(all, 50).toFixed(0)} | ${p95.toFixed(0)} | ${p99.toFixed(0)} |`);
  console.log(`\n${all.length} pedidos em ${seconds.toFixed(0)} s; memória residente máxima do servidor ${maxRss.toFixed(0)} MB.`);
  const ok = errorCount === 0 && p95 <= 300 && p99 <= 1000;
  console.log(`Orçamento (0 erros, p95 ≤ 300 ms, p99 ≤ 1 s): ${ok ? 'dentro' : 'ACIMA'}.`);
  if (samples.length) console.log(`Exemplos de erro:\n  ${samples.join('\n  ')}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  clearInterval(rssTimer);
  server.kill('SIGTERM');
}
