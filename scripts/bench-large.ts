// `npm run bench:large`: every API call each page makes, and the server-rendered pages, on a
// database seeded by `npm run db:seed:large` (DATABASE_URL; SQLite or PostgreSQL), against
// the built server (`npm run build` first: dist/server/main.js). Per call: p50/p99 at 1 and
// 50 connections, the server's CPU per request, and throughput beside a bare Fastify route in
// the same run; per page: at 1 connection rendered pages/s per core and CPU per rendered page,
// at 50 rendered and plain (shed) pages/s apart (the server's own counts, GET /metrics);
// /api/health and the dashboard's API p99 while 50 connections ask for rendered pages; the
// server's peak resident memory. Every measure runs on connections opened and answered once
// before its clock starts (bench-helpers.ts, loadOnOpenConnections).
// Budgets (issue 24): API p99 ≤ 50 ms at 1 connection and ≤ 250 ms at 50; health p99 ≤ 50 ms
// under page load; RSS < 300 MB. Prints a Markdown table. Timings are reported, never asserted in tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { dialectOf, openDatabase } from '../src/server/db/database.ts';
import { BIG_COURSE_ID } from '../src/server/db/seed/large/seed-large.ts';
import { PAGE_FIRST_CALLS, SHELL_FIRST_CALLS } from '../src/web/app/first-calls.ts';
import { paths } from '../src/web/lib/paths.ts';
import { cpuSeconds, loadOnOpenConnections as run, waitFor } from './bench-helpers.ts';
import { SERVER_ARGS } from './server-process.ts';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) {
  console.error('uso: DATABASE_URL=… npm run bench:large (num banco gerado por npm run db:seed:large; npm run build antes)');
  process.exit(2);
}
if (!existsSync('dist/server/main.js')) {
  console.error('dist/server/main.js não existe: rode npm run build antes');
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PORT ?? 5204);
const BARE_PORT = PORT + 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ONLY = process.env.BENCH_ONLY; // a substring of call names, to measure a few
const P99_1_BUDGET = 50;
const P99_50_BUDGET = 250;
const RSS_BUDGET_MB = 300;
const base = `http://127.0.0.1:${PORT}`;
const dialect = dialectOf(DATABASE_URL);
// The server's own counts of rendered, shed and stopped pages (GET /metrics).
const METRICS_TOKEN = randomBytes(16).toString('hex');

// ---- the server, its CPU and its memory ---------------------------------------------------
mkdirSync('data/bench-large', { recursive: true });
const server = spawn(process.execPath, SERVER_ARGS, {
  env: {
    ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL, LOG_LEVEL: 'warn', DEMO_DATA: 'true', NODE_ENV: 'production',
    UPLOAD_DIR: process.env.UPLOAD_DIR ?? './data/bench-large/uploads', LOGIN_RATE_LIMIT_PER_MINUTE: '1000000', METRICS_TOKEN,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-bare-server.ts'], { env: { ...process.env, PORT: String(BARE_PORT) }, stdio: ['ignore', 'ignore', 'inherit'] });
const serverLog = { errors: [] as string[] };
const watchLog = (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n')) {
    if (/"level":(50|60)/.test(line) && serverLog.errors.length < 5) serverLog.errors.push(line.slice(0, 300));
  }
};
server.stdout.on('data', watchLog);
server.stderr.on('data', watchLog);

/** Resident memory in MB (VmRSS). */
function rssMb(pid: number | undefined): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}
let maxRss = 0;
// What was being measured when the peak was reached: the budget holds for the whole run.
let measuring = 'início';
let maxRssDuring = measuring;
const rssTimer = setInterval(() => {
  try {
    const rss = rssMb(server.pid);
    if (rss > maxRss) [maxRss, maxRssDuring] = [rss, measuring];
  } catch {
    // exited
  }
}, 100);

/** Pages rendered by the server, shed to the plain page, and renders stopped, since it started. */
async function renderCounts() {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const count = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  // A public page served from memory is rendered HTML too.
  return { rendered: count('eduia_page_renders_total') + count('eduia_page_renders_kept_total'), shed: count('eduia_page_renders_shed_total'), stopped: count('eduia_page_renders_timed_out_total') + count('eduia_page_renders_out_of_memory_total') };
}

async function signIn(role: string) {
  const res = await fetch(`${base}/api/auth/demo/${role}`, { method: 'POST', headers: { 'x-eduia-csrf': '1' } });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie) throw new Error(`could not sign in as the demo ${role}: ${res.status}`);
  return cookie;
}

/**
 * Waits until the server has worked off what the last measure left queued: the load stops
 * sending at the end of its duration, but the requests already sent are still answered one by
 * one, and the next measure would otherwise wait behind them (the call measured next showed
 * "no answer" for the previous call's backlog). Settled when the server's CPU over 200 ms is
 * under a fifth of a core (at most 60 s).
 */
async function settle(pid = server.pid) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const before = cpuSeconds(pid) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
    if ((cpuSeconds(pid) ?? 0) - before < 0.04) return;
  }
}

async function measure(url: string, headers: Record<string, string>, connections: number, pid = server.pid) {
  await settle(pid);
  measuring = `${url.replace(base, '')}, ${connections} ${connections === 1 ? 'conexão' : 'conexões'}`;
  const before = cpuSeconds(pid) ?? NaN;
  const result = await run({ url, connections, duration: SECONDS, headers });
  const cpu = (cpuSeconds(pid) ?? NaN) - before;
  return { result, cpuMs: result.requests.total ? (cpu * 1000) / result.requests.total : NaN, cpuSeconds: cpu };
}

// ---- what each page asks for, as its user ---------------------------------------------------
interface Call { page: string; role: 'aluno' | 'professor' | 'admin'; path: string }

async function ids() {
  const db = openDatabase({ url: DATABASE_URL! });
  try {
    const course = await db.selectFrom('enrollments').innerJoin('courses', 'courses.id', 'enrollments.courseId')
      .select(['courses.id']).where('enrollments.userId', '=', 'user-aluno-demo').where('courses.id', 'like', 'lg-%')
      .orderBy('enrollments.progressPercent', 'desc').limit(1).executeTakeFirstOrThrow();
    const lesson = await db.selectFrom('lessons').select('id').where('courseId', '=', course.id).orderBy('position').limit(1).executeTakeFirstOrThrow();
    const quiz = await db.selectFrom('quizzes').select('id').where('courseId', '=', course.id).limit(1).executeTakeFirst();
    const bigQuiz = await db.selectFrom('quizzes').select('id').where('courseId', '=', BIG_COURSE_ID).limit(1).executeTakeFirstOrThrow();
    const certificate = await db.selectFrom('certificates').select('code').where('userId', '=', 'user-aluno-demo').limit(1).executeTakeFirst();
    const counts = await sql<{ users: number; enrollments: number; completions: number }>`select
      (select count(*) from users) as users, (select count(*) from enrollments) as enrollments, (select count(*) from lesson_completions) as completions`.execute(db);
    // The teacher's last pages of 12 (a page past the end is answered empty at once).
    const teacherCourses = await db.selectFrom('courses').select((eb) => eb.fn.countAll<number>().as('n')).where('instructorId', '=', 'user-professor-demo').executeTakeFirstOrThrow();
    const teacherQuizzes = await db.selectFrom('quizzes').innerJoin('courses', 'courses.id', 'quizzes.courseId').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('courses.instructorId', '=', 'user-professor-demo').executeTakeFirstOrThrow();
    const lastPage = (n: number | string) => Math.max(1, Math.ceil(Number(n) / 12));
    return {
      courseId: course.id, lessonId: lesson.id, quizId: quiz?.id ?? null, bigQuizId: bigQuiz.id, certificateCode: certificate?.code ?? null, size: counts.rows[0]!,
      lastCoursePage: lastPage(teacherCourses.n), lastQuizPage: lastPage(teacherQuizzes.n),
    };
  } finally {
    await db.destroy();
  }
}

function callsFor(id: Awaited<ReturnType<typeof ids>>): Call[] {
  const fill = (path: string) => path.replace(':id', id.courseId).replace(':code', id.certificateCode ?? 'EDU-0000-0000-0000');
  const pageCalls = (page: string, pattern: string, role: Call['role'], withShell = true) =>
    [...(withShell ? SHELL_FIRST_CALLS : []), ...(PAGE_FIRST_CALLS[pattern] ?? [])].map((path) => ({ page, role, path: fill(path) }));
  const calls: Call[] = [
    ...pageCalls('aluno: painel', paths.aluno.dashboard, 'aluno'),
    { page: 'aluno: recomendações com filtro', role: 'aluno', path: '/api/learning/recommendations?category=tecnologia' },
    // Asked for when the filter sheet opens (not one of the dashboard's first calls): the first teachers, then a name typed.
    { page: 'aluno: filtro de professor', role: 'aluno', path: '/api/courses/instructors' },
    { page: 'aluno: filtro de professor, nome digitado', role: 'aluno', path: `/api/courses/instructors?q=${encodeURIComponent('ana')}` },
    { page: 'aluno: catálogo', role: 'aluno', path: '/api/courses' },
    { page: 'aluno: busca sem acento', role: 'aluno', path: '/api/courses?q=negocios' },
    { page: 'aluno: busca com acento', role: 'aluno', path: `/api/courses?q=${encodeURIComponent('Negócios')}` },
    ...pageCalls('aluno: curso', paths.aluno.course.pattern, 'aluno', false),
    { page: 'aluno: player', role: 'aluno', path: `/api/courses/${id.courseId}/lessons/${id.lessonId}` },
    ...pageCalls('aluno: histórico', paths.aluno.history, 'aluno', false),
    ...pageCalls('aluno: certificados', paths.aluno.certificates, 'aluno', false),
    ...pageCalls('aluno: mural', paths.aluno.noticeBoard, 'aluno', false),
    ...pageCalls('aluno: notificações', paths.aluno.notifications, 'aluno', false),
    ...pageCalls('aluno: assinatura', paths.aluno.subscription, 'aluno', false),
    ...(id.quizId ? [{ page: 'aluno: simulado', role: 'aluno' as const, path: `/api/exams/${id.quizId}` }] : []),
    ...pageCalls('professor: painel', paths.professor.dashboard, 'professor', false),
    // The course field of a form (upload, quiz, notice, roster filter, funnel): the newest 20, those with students, a title typed.
    { page: 'professor: campo de curso', role: 'professor', path: '/api/teacher/course-options' },
    { page: 'professor: campo de curso com alunos', role: 'professor', path: '/api/teacher/course-options?scope=withStudents' },
    { page: 'professor: campo de curso, título digitado', role: 'professor', path: `/api/teacher/course-options?q=${encodeURIComponent('python')}&scope=withStudents` },
    ...pageCalls('professor: alunos', paths.professor.students, 'professor', false),
    { page: 'professor: alunos do curso de 50 000', role: 'professor', path: `/api/teacher/students?sort=name&order=asc&page=1&pageSize=20&courseId=${BIG_COURSE_ID}` },
    { page: 'professor: alunos, última página', role: 'professor', path: `/api/teacher/students?sort=name&order=asc&page=2500&pageSize=20&courseId=${BIG_COURSE_ID}` },
    { page: 'professor: busca de aluno', role: 'professor', path: `/api/teacher/students?sort=name&order=asc&page=1&pageSize=20&q=${encodeURIComponent('Ana Araújo')}` },
    // A common first name, a letter typed and a course title: matches by the thousand, a page read.
    { page: 'professor: busca por nome comum', role: 'professor', path: '/api/teacher/students?page=1&pageSize=20&q=maria' },
    { page: 'professor: busca por uma letra', role: 'professor', path: '/api/teacher/students?page=1&pageSize=20&q=a' },
    { page: 'professor: busca por título de curso', role: 'professor', path: '/api/teacher/students?page=1&pageSize=20&q=python' },
    { page: 'professor: painel, última página', role: 'professor', path: `/api/teacher/courses?page=${id.lastCoursePage}&pageSize=12` },
    { page: 'professor: painel, última página', role: 'professor', path: `/api/teacher/quizzes?page=${id.lastQuizPage}&pageSize=12` },
    { page: 'professor: editor do curso grande', role: 'professor', path: `/api/teacher/materials?courseId=${BIG_COURSE_ID}&page=1&pageSize=12` },
    ...pageCalls('professor: analytics', paths.professor.analytics, 'professor', false),
    { page: 'professor: analytics (365 dias)', role: 'professor', path: '/api/teacher/analytics?days=365' },
    // The funnel is asked for once the page knows its course (the one with the most enrolments): the class of 50 000.
    { page: 'professor: analytics, funil do curso grande', role: 'professor', path: `/api/teacher/courses/${BIG_COURSE_ID}/funnel?days=30` },
    { page: 'professor: analytics, funil do curso grande (365 dias)', role: 'professor', path: `/api/teacher/courses/${BIG_COURSE_ID}/funnel?days=365` },
    { page: 'professor: análise por questão', role: 'professor', path: `/api/teacher/quizzes/${id.bigQuizId}` },
    { page: 'professor: editor do curso grande', role: 'professor', path: `/api/teacher/courses/${BIG_COURSE_ID}` },
    ...pageCalls('admin: painel', paths.admin.dashboard, 'admin', false),
    ...pageCalls('admin: usuários', paths.admin.users, 'admin', false),
    { page: 'admin: busca de usuário', role: 'admin', path: `/api/admin/users?page=1&sort=createdAt&dir=desc&q=${encodeURIComponent('araújo')}` },
    ...pageCalls('admin: moderação', paths.admin.moderation, 'admin', false),
    { page: 'admin: relatórios (365 dias)', role: 'admin', path: '/api/admin/reports?period=365' },
    { page: 'admin: relatórios (365 dias)', role: 'admin', path: '/api/admin/reports/transactions?period=365&page=1' },
    ...pageCalls('admin: auditoria', paths.admin.audit, 'admin', false),
    ...pageCalls('admin: e-mails (saída)', paths.admin.emails, 'admin', false),
  ];
  const seen = new Set<string>();
  return calls.filter((c) => {
    const key = `${c.role} ${c.path}`;
    if (seen.has(key) || (ONLY && !`${c.page} ${c.path}`.includes(ONLY))) return false;
    seen.add(key);
    return true;
  });
}

/** Server-rendered pages of each area (the HTML a browser asks for first). */
function pagesFor(id: Awaited<ReturnType<typeof ids>>) {
  return [
    { name: 'público: início', role: null, path: '/' },
    { name: 'público: planos', role: null, path: paths.publicPlans },
    { name: 'aluno: painel', role: 'aluno', path: paths.aluno.dashboard },
    { name: 'aluno: curso', role: 'aluno', path: `/aluno/curso/${id.courseId}` },
    { name: 'aluno: histórico', role: 'aluno', path: paths.aluno.history },
    { name: 'professor: painel', role: 'professor', path: paths.professor.dashboard },
    { name: 'professor: alunos', role: 'professor', path: paths.professor.students },
    { name: 'admin: painel', role: 'admin', path: paths.admin.dashboard },
    { name: 'admin: usuários', role: 'admin', path: paths.admin.users },
  ] as const;
}

const fmt = (n: number) => (Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : '—');

try {
  // The server on a large database may take longer to start than the default minute.
  await waitFor(`${base}/api/health`, 120);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
  const id = await ids();
  const cookies = { aluno: await signIn('aluno'), professor: await signIn('professor'), admin: await signIn('admin') };
  const lines: string[] = [];
  const out = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  out(`bench:large — ${dialect}, ${id.size.users.toLocaleString('pt-BR')} usuários, ${id.size.enrollments.toLocaleString('pt-BR')} matrículas, ${id.size.completions.toLocaleString('pt-BR')} aulas concluídas; ${SECONDS} s por medida; carga da máquina no início: ${load}`);

  const bareRun = await measure(`http://127.0.0.1:${BARE_PORT}/`, {}, 50, bare.pid);
  const health = await measure(`${base}/api/health`, {}, 50);
  const bareRps = bareRun.result.requests.average;
  out(`\nRota Fastify pura: ${fmt(bareRps)} req/s (p99 ${bareRun.result.latency.p99} ms); /api/health: ${fmt(health.result.requests.average)} req/s = ${(health.result.requests.average / bareRps).toFixed(2)} da rota pura, ${fmt(health.cpuMs)} ms CPU/req\n`);

  out('| página | chamada | p50 1c | p99 1c | p50 50c | p99 50c | req/s 50c | vs pura | ms CPU/req | |');
  out('|---|---|--:|--:|--:|--:|--:|--:|--:|---|');
  const over: string[] = [];
  for (const call of callsFor(id)) {
    const headers = { cookie: cookies[call.role] };
    await settle();
    // A call that does not answer at all within a minute is reported, and the run goes on.
    const probe = await fetch(base + call.path, { headers, signal: AbortSignal.timeout(60_000) }).catch(() => null);
    if (!probe?.ok) {
      const why = probe ? `HTTP ${probe.status}` : 'sem resposta em 60 s';
      out(`| ${call.page} | \`${call.path}\` | — | — | — | — | — | — | — | ${why} |`);
      over.push(`${call.path} (${why})`);
      continue;
    }
    const one = await measure(base + call.path, headers, 1);
    const fifty = await measure(base + call.path, headers, 50);
    const errors = one.result.errors + one.result.non2xx + fifty.result.errors + fifty.result.non2xx;
    // No answer within the measure (0 ms reported then) is the worst case, not a good one.
    const silent = one.result.requests.total === 0 || fifty.result.requests.total === 0;
    const bad = silent || one.result.latency.p99 > P99_1_BUDGET || fifty.result.latency.p99 > P99_50_BUDGET || errors > 0;
    if (bad) over.push(`${call.path} (p99 ${one.result.latency.p99} / ${fifty.result.latency.p99} ms)`);
    out(`| ${call.page} | \`${call.path}\` | ${one.result.latency.p50} | ${one.result.latency.p99} | ${fifty.result.latency.p50} | ${fifty.result.latency.p99} | ${fmt(fifty.result.requests.average)} | ${((fifty.result.requests.average / bareRps) * 100).toFixed(0)} % | ${fmt(fifty.cpuMs)} | ${bad ? 'ACIMA' : 'ok'}${silent ? ` (sem resposta em ${SECONDS} s)` : ''}${errors ? ` (${errors} erros)` : ''} |`);
  }

  // Rendered pages apart from plain ones: at 1 connection nothing waits, so (nearly) every page
  // is rendered and its CPU is a render's; at 50 the queue is long and most answers are the plain
  // page (shed), which costs a fraction of a render, so their CPU per answer is no render's cost.
  out('\n| página renderizada | 1c: p50 | 1c: renderizadas/s por núcleo | 1c: ms CPU/página renderizada | 50c: p50 | 50c: p99 | 50c: renderizadas/s | 50c: simples/s | 50c: ms CPU/resposta | |');
  out('|---|--:|--:|--:|--:|--:|--:|--:|--:|---|');
  let renderedAt50 = 0;
  let plainAt50 = 0;
  for (const page of pagesFor(id)) {
    const headers: Record<string, string> = { 'accept-encoding': 'br' };
    if (page.role) headers.cookie = cookies[page.role];
    const probe = await fetch(base + page.path, { headers });
    await settle();
    const before1 = await renderCounts();
    const one = await measure(base + page.path, headers, 1);
    const after1 = await renderCounts();
    const rendered1 = after1.rendered - before1.rendered;
    const notRendered1 = one.result.requests.total - rendered1;
    await settle();
    const before = await renderCounts();
    const m = await measure(base + page.path, headers, 50);
    const after = await renderCounts();
    const rendered = after.rendered - before.rendered;
    const seconds = m.result.duration;
    renderedAt50 += rendered;
    plainAt50 += m.result.requests.total - rendered;
    const notes = [
      probe.ok ? '' : `HTTP ${probe.status}`,
      notRendered1 > 0 ? `1c: ${notRendered1} simples` : '',
      after.stopped - before1.stopped ? `${after.stopped - before1.stopped} interrompidas` : '',
    ].filter(Boolean).join('; ');
    out(`| ${page.name} \`${page.path}\` | ${one.result.latency.p50} | ${fmt(one.cpuSeconds > 0 ? rendered1 / one.cpuSeconds : NaN)} | ${fmt(rendered1 ? (one.cpuSeconds * 1000) / rendered1 : NaN)} | ${m.result.latency.p50} | ${m.result.latency.p99} | ${fmt(rendered / seconds)} | ${fmt((m.result.requests.total - rendered) / seconds)} | ${fmt(m.cpuMs)} | ${notes} |`);
  }
  out(`\nCom 50 conexões: ${renderedAt50} páginas renderizadas e ${plainAt50} simples (${((renderedAt50 / Math.max(1, renderedAt50 + plainAt50)) * 100).toFixed(1)} % renderizadas).`);

  // Rendering must never starve the API: health and the dashboard's data while 50 connections ask for /aluno.
  await settle();
  const beforeLoad = await renderCounts();
  let pagesStarted: () => void = () => {};
  const pagesMeasured = new Promise<void>((resolve) => (pagesStarted = resolve));
  measuring = `${paths.aluno.dashboard} com /api/health ao lado`;
  const pageLoad = run({ url: `${base}${paths.aluno.dashboard}`, connections: 50, duration: SECONDS + 2, headers: { cookie: cookies.aluno, 'accept-encoding': 'br' }, onMeasuring: () => pagesStarted() });
  await pagesMeasured;
  await new Promise((r) => setTimeout(r, 1000));
  const [healthUnderLoad, dashboardUnderLoad] = await Promise.all([
    run({ url: `${base}/api/health`, connections: 1, duration: SECONDS }),
    run({ url: `${base}/api/learning/dashboard`, connections: 1, duration: SECONDS, headers: { cookie: cookies.aluno } }),
  ]);
  const pages = await pageLoad;
  const afterLoad = await renderCounts();
  const renderedUnderLoad = afterLoad.rendered - beforeLoad.rendered;
  out(`\nCom 50 conexões pedindo /aluno (${fmt(renderedUnderLoad / pages.duration)} renderizadas/s, ${fmt((pages.requests.total - renderedUnderLoad) / pages.duration)} simples/s): /api/health ${healthUnderLoad.requests.total} respostas, p50 ${healthUnderLoad.latency.p50} ms, p99 ${healthUnderLoad.latency.p99} ms; /api/learning/dashboard ${dashboardUnderLoad.requests.total} respostas, p50 ${dashboardUnderLoad.latency.p50} ms, p99 ${dashboardUnderLoad.latency.p99} ms (orçamento p99 ≤ 50 ms; 0 respostas: nenhuma em ${SECONDS} s).`);
  out(`Em toda a medida das páginas: ${afterLoad.rendered} renderizadas, ${afterLoad.shed} simples por fila longa, ${afterLoad.stopped} renders interrompidos (tempo ou memória).`);
  out(`Memória residente máxima do servidor: ${maxRss.toFixed(0)} MB, medindo ${maxRssDuring} (orçamento < ${RSS_BUDGET_MB} MB)${maxRss >= RSS_BUDGET_MB ? ' ACIMA' : ''}.`);
  out(`Acima do orçamento (p99 > ${P99_1_BUDGET} ms com 1 conexão ou > ${P99_50_BUDGET} ms com 50): ${over.length ? over.join('; ') : 'nenhuma'}.`);
  if (serverLog.errors.length) out(`Erros no log do servidor: ${serverLog.errors.join(' | ')}`);
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${lines.join('\n')}\n`);
  const starved = healthUnderLoad.requests.total === 0 || dashboardUnderLoad.requests.total === 0 || healthUnderLoad.latency.p99 > 50 || dashboardUnderLoad.latency.p99 > 50;
  process.exitCode = over.length || maxRss >= RSS_BUDGET_MB || starved ? 1 : 0;
} finally {
  clearInterval(rssTimer);
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
}
