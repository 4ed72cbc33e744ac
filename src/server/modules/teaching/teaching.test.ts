import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeEndpoints } from '#contracts/notices';
import { notificationEndpoints } from '#contracts/notifications';
import { teachingEndpoints as e } from '#contracts/teaching';
import { DAY_MS } from '#server/lib/clock';
import { completeLessons, enroll, insertAttempt, insertCourse, insertLessons, insertQuiz, insertStudyTime } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { csvField } from './roster-csv.ts';

// A teacher of our own with two courses and a small class, at a fixed moment, so every
// figure below is known: NOW is 2026-06-15 12:00 in São Paulo.
const NOW = new Date('2026-06-15T15:00:00.000Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
const dayAgo = (days: number) => ago(days).slice(0, 10);

let t: TestApp;
let teacher: string;
let otherTeacher: string;
let aluno: string;
let courseA: string;
let courseB: string;
let emptyCourse: string;
let otherCourse: string;
let lessonsA: string[];
const students: Record<string, { id: string; email: string; password: string }> = {};

beforeAll(async () => {
  t = await buildTestApp({ start: NOW });
  const prof = await t.insertUser({ role: 'professor', name: 'Profa. Roster' });
  teacher = await t.signIn(prof.email, prof.password);
  const other = await t.insertUser({ role: 'professor' });
  otherTeacher = await t.signIn(other.email, other.password);
  aluno = await t.signInAs('aluno');

  courseA = await insertCourse(t.db, { title: 'Álgebra Linear', instructorId: prof.id });
  courseB = await insertCourse(t.db, { title: 'Estatística Básica', instructorId: prof.id });
  emptyCourse = await insertCourse(t.db, { title: 'Curso Sem Alunos', instructorId: prof.id });
  otherCourse = await insertCourse(t.db, { title: 'Curso de Outro Professor', instructorId: other.id });
  lessonsA = await insertLessons(t.db, courseA, 4);
  await insertLessons(t.db, courseB, 2);

  for (const [key, name] of [
    ['jose', 'José Conceição'],
    ['ana', 'ana paula'],
    ['bruno', 'Bruno Lima'],
    ['formula', '=SOMA(1;2)'],
    ['outsider', 'Aluno De Outro Curso'],
  ] as const) {
    students[key] = await t.insertUser({ role: 'aluno', name });
  }
  const quizA = await insertQuiz(t.db, courseA);
  // José: course A, recent, half done, two attempts (best 80), studied yesterday.
  await enroll(t.db, students.jose.id, courseA, { enrolledAt: ago(3), progressPercent: 50 });
  await completeLessons(t.db, students.jose.id, courseA, lessonsA.slice(0, 2), ago(2));
  await insertAttempt(t.db, students.jose.id, quizA.id, { score: 60, passed: false, submittedAt: ago(2) });
  await insertAttempt(t.db, students.jose.id, quizA.id, { score: 80, passed: true, submittedAt: ago(1) });
  await insertStudyTime(t.db, students.jose.id, courseA, dayAgo(1), 3600);
  // Ana: course A long ago, finished 100 days ago, no access since → Inativo, grade 95.
  await enroll(t.db, students.ana.id, courseA, { enrolledAt: ago(200), progressPercent: 100, completedAt: ago(100) });
  await completeLessons(t.db, students.ana.id, courseA, lessonsA, ago(100));
  await insertAttempt(t.db, students.ana.id, quizA.id, { score: 95, passed: true, submittedAt: ago(100) });
  // Ana also in course B, 20 days ago, 10 %, studied 10 days ago → Ativo? no: last access 20 days ago (< 30) → Ativo; at risk.
  await enroll(t.db, students.ana.id, courseB, { enrolledAt: ago(20), progressPercent: 10 });
  await insertStudyTime(t.db, students.ana.id, courseB, dayAgo(10), 1800);
  // Bruno: course B, 40 days ago, never studied → Inativo, at risk.
  await enroll(t.db, students.bruno.id, courseB, { enrolledAt: ago(40), progressPercent: 0 });
  // A student whose name is a spreadsheet formula.
  await enroll(t.db, students.formula.id, courseB, { enrolledAt: ago(5), progressPercent: 0 });
  // Someone else's student.
  await enroll(t.db, students.outsider.id, otherCourse, { enrolledAt: ago(5) });
});
afterAll(async () => t.close());

describe('GET /api/teacher/students (roster)', () => {
  it('lists one row per student and course of this teacher only, with computed figures', async () => {
    const res = await t.call(e.roster, { cookie: teacher, query: { pageSize: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    const pairs = res.body.rows.map((r) => `${r.name}|${r.course}`);
    expect(pairs).toEqual(['=SOMA(1;2)|Estatística Básica', 'ana paula|Álgebra Linear', 'ana paula|Estatística Básica', 'Bruno Lima|Estatística Básica', 'José Conceição|Álgebra Linear']);
    const jose = res.body.rows.find((r) => r.studentId === students.jose.id)!;
    expect(jose).toMatchObject({ email: students.jose.email, courseId: courseA, progress: 50, status: 'Ativo', grade: 80 });
    const anaA = res.body.rows.find((r) => r.studentId === students.ana.id && r.courseId === courseA)!;
    expect(anaA).toMatchObject({ progress: 100, status: 'Inativo', grade: 95 });
    const bruno = res.body.rows.find((r) => r.studentId === students.bruno.id)!;
    expect(bruno).toMatchObject({ status: 'Inativo', grade: null });
    expect(res.body.rows.some((r) => r.studentId === students.outsider.id)).toBe(false);
  });

  it('searches name, e-mail and course without accents or case', async () => {
    const byName = await t.call(e.roster, { cookie: teacher, query: { q: 'JOSE conceicao' } });
    expect(byName.body.rows.map((r) => r.studentId)).toEqual([students.jose.id]);
    const byCourse = await t.call(e.roster, { cookie: teacher, query: { q: 'algebra' } });
    expect(byCourse.body.total).toBe(2);
    const accented = await t.call(e.roster, { cookie: teacher, query: { q: 'ESTATÍSTICA ana' } });
    expect(accented.body.rows.map((r) => `${r.studentId}|${r.courseId}`)).toEqual([`${students.ana.id}|${courseB}`]);
    const byEmail = await t.call(e.roster, { cookie: teacher, query: { q: students.bruno.email.toUpperCase() } });
    expect(byEmail.body.rows.map((r) => r.studentId)).toEqual([students.bruno.id]);
    const none = await t.call(e.roster, { cookie: teacher, query: { q: 'ninguém aqui' } });
    expect(none.body).toMatchObject({ total: 0, rows: [] });
  });

  it('filters by course and status', async () => {
    const b = await t.call(e.roster, { cookie: teacher, query: { courseId: courseB } });
    expect(b.body.total).toBe(3);
    const inactive = await t.call(e.roster, { cookie: teacher, query: { status: 'Inativo' } });
    expect(inactive.body.rows.map((r) => r.name).sort()).toEqual(['Bruno Lima', 'ana paula']);
    // Another teacher's course id filters to nothing (never to their rows).
    const foreign = await t.call(e.roster, { cookie: teacher, query: { courseId: otherCourse } });
    expect(foreign.body.total).toBe(0);
  });

  it('sorts on the server, empty grades last either way, and pages without overlap', async () => {
    const desc = await t.call(e.roster, { cookie: teacher, query: { sort: 'grade', order: 'desc' } });
    expect(desc.body.rows.map((r) => r.grade)).toEqual([95, 80, null, null, null]);
    const asc = await t.call(e.roster, { cookie: teacher, query: { sort: 'progress', order: 'asc' } });
    expect(asc.body.rows.map((r) => r.progress)).toEqual([0, 0, 10, 50, 100]);
    const lastAccess = await t.call(e.roster, { cookie: teacher, query: { sort: 'lastAccess', order: 'desc' } });
    expect(lastAccess.body.rows[0].studentId).toBe(students.jose.id);
    const page1 = await t.call(e.roster, { cookie: teacher, query: { pageSize: 10, page: 1, sort: 'name' } });
    const page2 = await t.call(e.roster, { cookie: teacher, query: { pageSize: 10, page: 2, sort: 'name' } });
    expect(page1.body).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(page1.body.rows).toHaveLength(5);
    expect(page2.body.rows).toEqual([]);
  });

  it('refuses bad input with a Portuguese message', async () => {
    const size = await t.call(e.roster, { cookie: teacher, query: { pageSize: 7 } });
    expect(size.status).toBe(400);
    expect(size.body.message).toMatch(/10, 20, 50 ou 100/);
    const page = await t.call(e.roster, { cookie: teacher, query: { page: 0 } });
    expect(page.status).toBe(400);
    expect(page.body.message).toMatch(/página/);
    const sort = await t.call(e.roster, { cookie: teacher, query: { sort: 'senha' as 'name' } });
    expect(sort.status).toBe(400);
    expect(sort.body.message).toMatch(/Ordenação inválida/);
    const long = await t.call(e.roster, { cookie: teacher, query: { q: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/no máximo 100/);
  });

  it('is only for teachers: students 403, anonymous 401', async () => {
    expect((await t.call(e.roster, { cookie: aluno })).status).toBe(403);
    expect((await t.call(e.roster)).status).toBe(401);
    expect((await t.call(e.rosterCsv, { cookie: aluno })).status).toBe(403);
    expect((await t.call(e.rosterCsv)).status).toBe(401);
  });
});

describe('GET /api/teacher/students/export (CSV)', () => {
  it('exports the filtered rows as Excel pt-BR expects, formula-safe', async () => {
    const res = await t.call(e.rosterCsv, { cookie: teacher, query: { courseId: courseB, sort: 'name' } });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.raw.headers['content-disposition']).toContain('alunos-2026-06-15.csv');
    const body = res.raw.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('"Nome";"E-mail";"Curso";"Progresso (%)";"Último acesso";"Status";"Nota"');
    expect(lines).toHaveLength(1 + 3 + 1);
    expect(lines[1]).toBe(`"'=SOMA(1;2)";"${students.formula.email}";"Estatística Básica";"0";"10/06/2026";"Ativo";""`);
    expect(body).not.toContain('Álgebra');
    // The search narrows the export too.
    const searched = await t.call(e.rosterCsv, { cookie: teacher, query: { q: 'bruno' } });
    expect(searched.raw.rawPayload.toString('utf8').split('\r\n')).toHaveLength(3);
  });

  it('quotes every field and neutralises formula prefixes', () => {
    expect(csvField('+55 11')).toBe(`"'+55 11"`);
    expect(csvField('-1')).toBe(`"'-1"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField('diz "olá"; tchau')).toBe('"diz ""olá""; tchau"');
    expect(csvField(null)).toBe('""');
    expect(csvField(42)).toBe('"42"');
  });
});

describe('messages from the roster', () => {
  it('to one student: through the notices endpoint, only to the teacher\'s own students', async () => {
    const ok = await t.call(noticeEndpoints.sendMessage, { cookie: teacher, body: { studentId: students.jose.id, courseId: courseA, message: 'Ótimo progresso!' } });
    expect(ok.status).toBe(201);
    const refused = await t.call(noticeEndpoints.sendMessage, { cookie: teacher, body: { studentId: students.outsider.id, message: 'Oi' } });
    expect(refused.status).toBe(403);
  });

  it('to a whole course: every enrolled student gets it on the board and as a notification', async () => {
    const res = await t.call(e.messageCourse, { cookie: teacher, params: { id: courseB }, body: { message: '  Prova na sexta-feira.  ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: 3 });
    for (const key of ['ana', 'bruno', 'formula'] as const) {
      const cookie = await t.signIn(students[key].email, students[key].password);
      const board = await t.call(noticeEndpoints.messages, { cookie });
      expect(board.body[0]).toMatchObject({ message: 'Prova na sexta-feira.', courseTitle: 'Estatística Básica', teacherName: 'Profa. Roster' });
      const notes = await t.call(notificationEndpoints.list, { cookie });
      expect(notes.body.items.some((n: { description: string }) => n.description === 'Estatística Básica: Prova na sexta-feira.')).toBe(true);
    }
    const jose = await t.signIn(students.jose.email, students.jose.password);
    expect((await t.call(noticeEndpoints.messages, { cookie: jose })).body.map((m) => m.message)).not.toContain('Prova na sexta-feira.');
  });

  it('refuses an empty or over-long message, a course without students, and someone else\'s course', async () => {
    const empty = await t.call(e.messageCourse, { cookie: teacher, params: { id: courseB }, body: { message: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Escreva a mensagem\./);
    const long = await t.call(e.messageCourse, { cookie: teacher, params: { id: courseB }, body: { message: 'a'.repeat(2001) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/A mensagem pode ter no máximo 2000 caracteres\./);
    const none = await t.call(e.messageCourse, { cookie: teacher, params: { id: emptyCourse }, body: { message: 'Olá' } });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Este curso ainda não tem alunos matriculados.');
    const foreign = await t.call(e.messageCourse, { cookie: otherTeacher, params: { id: courseB }, body: { message: 'Olá' } });
    expect(foreign.status).toBe(404);
    const count = await t.db.selectFrom('teacherMessages').select((eb) => eb.fn.countAll<number>().as('n')).where('courseId', '=', courseB).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
    expect((await t.call(e.messageCourse, { cookie: aluno, params: { id: courseB }, body: { message: 'Olá' } })).status).toBe(403);
    expect((await t.call(e.messageCourse, { params: { id: courseB }, body: { message: 'Olá' } })).status).toBe(401);
  });
});

describe('NUL bytes (PostgreSQL refuses them in text: they were a 500 there)', () => {
  it('are refused with 400 in a message, a course id and a roster filter, nothing stored', async () => {
    const before = await t.db.selectFrom('teacherMessages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const message = await t.call(e.messageCourse, { cookie: teacher, params: { id: courseB }, body: { message: 'Olá\u0000turma' } });
    expect(message.status).toBe(400);
    expect(message.body.message).toBe('O texto enviado contém um caractere inválido (NUL).');
    const courseId = await t.call(e.messageCourse, { cookie: teacher, params: { id: '\u0000' }, body: { message: 'Olá' } });
    expect(courseId.status).toBe(400);
    const filter = await t.call(e.roster, { cookie: teacher, query: { courseId: '\u0000' } });
    expect(filter.status).toBe(400);
    expect(filter.body.message).toBe('O texto enviado contém um caractere inválido (NUL).');
    const after = await t.db.selectFrom('teacherMessages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('message limits', () => {
  it('a message to a whole course counts as one send toward the per-minute limit', async () => {
    // So far this minute (the clock stands still): one message to José, one to course B's three students.
    const single = () => t.call(noticeEndpoints.sendMessage, { cookie: teacher, body: { studentId: students.jose.id, courseId: courseA, message: 'Mais uma' } });
    for (let i = 0; i < 8; i++) expect((await single()).status).toBe(201);
    expect((await single()).status).toBe(429);
    expect((await t.call(e.messageCourse, { cookie: teacher, params: { id: courseB }, body: { message: 'Olá' } })).status).toBe(429);
  });
});

describe('GET /api/teacher/analytics', () => {
  it('computes the period\'s figures from the teacher\'s courses only', async () => {
    const week = await t.call(e.analytics, { cookie: teacher, query: { days: 7 } });
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ days: 7, from: '2026-06-09', to: '2026-06-15', bucket: 'day' });
    expect(week.body.timeline).toHaveLength(7);
    // José (3 days ago) and the formula student (5 days ago) enrolled this week.
    expect(week.body.kpis).toMatchObject({ enrollments: 2, completions: 0, studySeconds: 3600, averageBestScore: 80, activeStudents: 1 });
    expect(week.body.timeline.find((b) => b.start === dayAgo(1))?.studySeconds).toBe(3600);

    const year = await t.call(e.analytics, { cookie: teacher, query: { days: 365 } });
    expect(year.body.bucket).toBe('month');
    expect(year.body.timeline.at(-1)?.label).toBe('Jun/26');
    // Ana's finished course counts; her best 95 and José's 80 average to 88 (87.5 rounded).
    expect(year.body.kpis).toMatchObject({ enrollments: 5, completions: 1, studySeconds: 5400, averageBestScore: 88, activeStudents: 2 });
    expect(year.body.courses.map((c) => c.title)).toEqual(['Álgebra Linear', 'Estatística Básica']);
    const funnel = year.body.courses[0].funnel;
    expect(funnel.map((s) => s.title)).toEqual(['Aula 1', 'Aula 2', 'Aula 3', 'Aula 4']);
    expect(funnel.map((s) => s.students)).toEqual([2, 2, 1, 1]);

    const quarter = await t.call(e.analytics, { cookie: teacher, query: { days: 90 } });
    expect(quarter.body.bucket).toBe('week');
    expect(quarter.body.kpis.completions).toBe(0);
    expect(quarter.body.courses[0].funnel.map((s) => s.students)).toEqual([1, 1, 0, 0]);
  });

  it('lists at-risk students: no study in 7 days and under 50 %, longest idle first', async () => {
    const res = await t.call(e.analytics, { cookie: teacher, query: { days: 30 } });
    // Bruno never studied; Ana studied course B 10 days ago; the formula student enrolled 5 days ago (too recent).
    expect(res.body.atRisk.map((r) => `${r.name}|${r.course}`)).toEqual(['Bruno Lima|Estatística Básica', 'ana paula|Estatística Básica']);
    expect(res.body.atRisk[1]).toMatchObject({ progress: 10, lastStudyDay: dayAgo(10), studentId: students.ana.id, courseId: courseB });
    expect(res.body.atRiskTotal).toBe(2);
  });

  it('refuses another period (400) and non-teachers', async () => {
    const bad = await t.call(e.analytics, { cookie: teacher, query: { days: 15 as 7 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/O período deve ser de 7, 30, 90 ou 365 dias\./);
    expect((await t.call(e.analytics, { cookie: aluno })).status).toBe(403);
    expect((await t.call(e.analytics)).status).toBe(401);
  });

  it('shows another teacher only their own (empty) figures', async () => {
    const res = await t.call(e.analytics, { cookie: otherTeacher, query: { days: 365 } });
    expect(res.body.kpis.enrollments).toBe(1);
    expect(res.body.courses.map((c) => c.title)).toEqual(['Curso de Outro Professor']);
    expect(res.body.atRisk.every((r) => r.courseId === otherCourse)).toBe(true);
  });
});
