import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeEndpoints } from '#contracts/notices';
import { notificationEndpoints } from '#contracts/notifications';
import { AT_RISK_COUNT_CAP, AT_RISK_LIST_LIMIT, teachingEndpoints as e, type RosterPage, type RosterQuery } from '#contracts/teaching';
import { foldText } from '#server/db/database';
import { searchTerms, searchText } from '#server/db/search';
import { DAY_MS } from '#server/lib/clock';
import { completeLessons, enroll, insertAttempt, insertCourse, insertLessons, insertQuiz, insertStudyTime } from '#server/testing/assessment-factories';
import { checkQueryPlans } from '#server/db/query-plan';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { exportRoster, listRoster, type RosterSearchLimits } from './teaching.service.ts';

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
    // By name; one student's two courses by the enrolment's id.
    expect(res.body.rows.map((r) => r.name)).toEqual(['=SOMA(1;2)', 'ana paula', 'ana paula', 'Bruno Lima', 'José Conceição']);
    expect(new Set(res.body.rows.map((r) => `${r.name}|${r.course}`))).toEqual(new Set(['=SOMA(1;2)|Estatística Básica', 'ana paula|Álgebra Linear', 'ana paula|Estatística Básica', 'Bruno Lima|Estatística Básica', 'José Conceição|Álgebra Linear']));
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

  it('sorts on the server, empty grades last when the best come first, and pages without overlap', async () => {
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
    expect(lines[0]).toBe('Nome;E-mail;Curso;Progresso (%);Último acesso;Status;Nota');
    expect(lines).toHaveLength(1 + 3 + 1);
    expect(lines[1]).toBe(`"'=SOMA(1;2)";${students.formula.email};Estatística Básica;0;10/06/2026;Ativo;`);
    expect(body).not.toContain('Álgebra');
    // The search narrows the export too.
    const searched = await t.call(e.rosterCsv, { cookie: teacher, query: { q: 'bruno' } });
    expect(searched.raw.rawPayload.toString('utf8').split('\r\n')).toHaveLength(3);
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
    // Most enrolments in the period first: course B has three, course A two (one of them finished).
    expect(year.body.courses).toEqual([
      { courseId: courseB, title: 'Estatística Básica', enrollments: 3, completions: 0 },
      { courseId: courseA, title: 'Álgebra Linear', enrollments: 2, completions: 1 },
    ]);
    expect(year.body.coursesWithActivity).toBe(2);
    const funnel = await t.call(e.courseFunnel, { cookie: teacher, params: { id: courseA }, query: { days: 365 } });
    expect(funnel.status).toBe(200);
    expect(funnel.body).toMatchObject({ courseId: courseA, title: 'Álgebra Linear', days: 365, from: year.body.from, to: year.body.to, cohort: 2 });
    expect(funnel.body.funnel.map((s) => s.title)).toEqual(['Aula 1', 'Aula 2', 'Aula 3', 'Aula 4']);
    expect(funnel.body.funnel.map((s) => s.lessonId)).toEqual(lessonsA);
    expect(funnel.body.funnel.map((s) => s.students)).toEqual([2, 2, 1, 1]);

    const quarter = await t.call(e.analytics, { cookie: teacher, query: { days: 90 } });
    expect(quarter.body.bucket).toBe('week');
    expect(quarter.body.kpis.completions).toBe(0);
    const quarterFunnel = await t.call(e.courseFunnel, { cookie: teacher, params: { id: courseA }, query: { days: 90 } });
    expect(quarterFunnel.body.cohort).toBe(1);
    expect(quarterFunnel.body.funnel.map((s) => s.students)).toEqual([1, 1, 0, 0]);
    // A course without students or lessons: an empty cohort.
    const empty = await t.call(e.courseFunnel, { cookie: teacher, params: { id: emptyCourse } });
    expect(empty.body).toMatchObject({ days: 30, cohort: 0, funnel: [] });
  });

  it('lists at-risk students: no study in 7 days and under 50 %, longest idle first', async () => {
    const res = await t.call(e.analytics, { cookie: teacher, query: { days: 30 } });
    // Bruno never studied; Ana studied course B 10 days ago; the formula student enrolled 5 days ago (too recent).
    expect(res.body.atRisk.map((r) => `${r.name}|${r.course}`)).toEqual(['Bruno Lima|Estatística Básica', 'ana paula|Estatística Básica']);
    expect(res.body.atRisk[1]).toMatchObject({ progress: 10, lastStudyDay: dayAgo(10), studentId: students.ana.id, courseId: courseB });
    expect(res.body.atRiskTotal).toBe(2);
  });

  it('counts the students at risk up to the cap and says "more than" beyond it', async () => {
    const prof = await t.insertUser({ role: 'professor', name: 'Profa. Turma Grande' });
    const cookie = await t.signIn(prof.email, prof.password);
    const courses = await Promise.all(Array.from({ length: 32 }, () => insertCourse(t.db, { instructorId: prof.id })));
    const learners = await Promise.all(Array.from({ length: 32 }, (_, i) => t.insertUser({ role: 'aluno', name: `Aluno Parado ${i}` })));
    const enrolledAt = new Date(t.clock.now().getTime() - 30 * DAY_MS).toISOString();
    for (const learner of learners) await Promise.all(courses.map((courseId) => enroll(t.db, learner.id, courseId, { enrolledAt })));
    expect(32 * 32).toBeGreaterThan(AT_RISK_COUNT_CAP);
    const res = await t.call(e.analytics, { cookie, query: { days: 7 } });
    expect(res.body).toMatchObject({ atRiskTotal: AT_RISK_COUNT_CAP, atRiskTotalIsAtLeast: true });
    expect(res.body.atRisk).toHaveLength(AT_RISK_LIST_LIMIT);
    // One fewer than the cap: counted exactly.
    await t.db.deleteFrom('enrollments').where('courseId', 'in', courses.slice(0, 1)).execute();
    await t.db.deleteFrom('enrollments').where('courseId', '=', courses[1]).where('userId', 'in', learners.slice(0, 1).map((l) => l.id)).execute();
    const exact = await t.call(e.analytics, { cookie, query: { days: 7 } });
    expect(exact.body).toMatchObject({ atRiskTotal: 31 * 32 - 1, atRiskTotalIsAtLeast: false });
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

  it('lists the courses with the most enrolments in the period, at most ten, and counts the rest', async () => {
    const prof = await t.insertUser({ role: 'professor', name: 'Profa. Muitos Cursos' });
    const cookie = await t.signIn(prof.email, prof.password);
    // Course i has i + 1 enrolments this week; course 3 also one finished (ties broken by completions, then title).
    const courses = [];
    for (let i = 0; i < 12; i++) courses.push(await insertCourse(t.db, { instructorId: prof.id, title: `Curso ${String(i).padStart(2, '0')}` }));
    const learners = await Promise.all(Array.from({ length: 12 }, (_, i) => t.insertUser({ role: 'aluno', name: `Aluno Muitos ${i}` })));
    for (let i = 0; i < 12; i++) {
      for (const learner of learners.slice(0, i + 1)) await enroll(t.db, learner.id, courses[i], { enrolledAt: ago(2) });
    }
    await enroll(t.db, learners[11].id, courses[3], { enrolledAt: ago(2), progressPercent: 100, completedAt: ago(1) });
    await enroll(t.db, learners[11].id, courses[4], { enrolledAt: ago(300) });
    const week = await t.call(e.analytics, { cookie, query: { days: 7 } });
    expect(week.body.courses.map((c) => [c.title, c.enrollments, c.completions])).toEqual([
      ['Curso 11', 12, 0], ['Curso 10', 11, 0], ['Curso 09', 10, 0], ['Curso 08', 9, 0], ['Curso 07', 8, 0],
      ['Curso 06', 7, 0], ['Curso 05', 6, 0], ['Curso 03', 5, 1], ['Curso 04', 5, 0], ['Curso 02', 3, 0],
    ]);
    expect(week.body.coursesWithActivity).toBe(12);
    // The default funnel is the first course's, asked for by id.
    const funnel = await t.call(e.courseFunnel, { cookie, params: { id: week.body.courses[0].courseId }, query: { days: 7 } });
    expect(funnel.body.cohort).toBe(12);
  });
});

describe('GET /api/teacher/courses/:id/funnel', () => {
  it('is only the teacher\'s own course (404 otherwise), for teachers, with a known period', async () => {
    const foreign = await t.call(e.courseFunnel, { cookie: teacher, params: { id: otherCourse } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Curso não encontrado.');
    expect((await t.call(e.courseFunnel, { cookie: otherTeacher, params: { id: courseA } })).status).toBe(404);
    expect((await t.call(e.courseFunnel, { cookie: teacher, params: { id: 'curso-que-nao-existe' } })).status).toBe(404);
    const bad = await t.call(e.courseFunnel, { cookie: teacher, params: { id: courseA }, query: { days: 15 as 7 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/O período deve ser de 7, 30, 90 ou 365 dias\./);
    expect((await t.call(e.courseFunnel, { cookie: teacher, params: { id: '\u0000' } })).status).toBe(400);
    expect((await t.call(e.courseFunnel, { cookie: aluno, params: { id: courseA } })).status).toBe(403);
    expect((await t.call(e.courseFunnel, { params: { id: courseA } })).status).toBe(401);
  });

  it('equals a recount from the enrolments and completions after some are added, moved and deleted', async () => {
    const prof = await t.insertUser({ role: 'professor', name: 'Profa. Funil' });
    const cookie = await t.signIn(prof.email, prof.password);
    const course = await insertCourse(t.db, { instructorId: prof.id });
    const lessons = await insertLessons(t.db, course, 5);
    const learners = await Promise.all(Array.from({ length: 13 }, (_, i) => t.insertUser({ role: 'aluno', name: `Aluno Funil ${i}` })));
    const today = NOW.toISOString().slice(0, 10);
    // São Paulo days start at 03:00 UTC: the first of the 7 days at 03:00 is in, a minute before is out.
    const firstOfWeek = new Date(Date.parse(`${today}T03:00:00.000Z`) - 6 * DAY_MS).toISOString();
    const justBefore = new Date(Date.parse(firstOfWeek) - 60_000).toISOString();
    // Around the year's first day (2025-06-16, a partial month read by day), the last day of that
    // month, the first whole month (read by month) and the first of the 90 days.
    const edges = ['2025-06-16T03:00:00.000Z', '2025-06-16T02:59:00.000Z', '2025-07-01T02:59:00.000Z', '2025-07-01T03:00:00.000Z', '2026-03-18T03:00:00.000Z'];
    const enrolledAt = [firstOfWeek, justBefore, ago(1), ago(20), ago(60), ago(200), ago(400), ago(0), ...edges];
    for (const [i, learner] of learners.entries()) {
      // A completion recorded before the enrolment (a student who left and came back) counts from the enrolment on.
      if (i === 7) await completeLessons(t.db, learner.id, course, lessons.slice(0, 1));
      await enroll(t.db, learner.id, course, { enrolledAt: enrolledAt[i] });
      if (i !== 7) await completeLessons(t.db, learner.id, course, lessons.slice(0, 5 - (i % 5)));
    }
    const recount = async (days: number) => {
      const since = `${new Date(Date.parse(`${today}T03:00:00.000Z`) - (days - 1) * DAY_MS).toISOString()}`;
      const enrolments = await t.db.selectFrom('enrollments').select(['userId', 'enrolledAt']).where('courseId', '=', course).execute();
      const cohort = new Set(enrolments.filter((r) => r.enrolledAt >= since).map((r) => r.userId));
      const completions = await t.db.selectFrom('lessonCompletions').select(['userId', 'lessonId']).where('courseId', '=', course).execute();
      return { cohort: cohort.size, funnel: lessons.map((id) => completions.filter((c) => c.lessonId === id && cohort.has(c.userId)).length) };
    };
    const check = async () => {
      for (const days of [7, 30, 90, 365] as const) {
        const res = await t.call(e.courseFunnel, { cookie, params: { id: course }, query: { days } });
        expect(res.status).toBe(200);
        expect({ cohort: res.body.cohort, funnel: res.body.funnel.map((s) => s.students) }, `${days} dias`).toEqual(await recount(days));
      }
    };
    await check();
    expect((await t.call(e.courseFunnel, { cookie, params: { id: course }, query: { days: 7 } })).body.cohort).toBe(3);

    // A completion deleted, one added, an enrolment deleted (its completions leave the cohort with it) and one moved in time.
    await t.db.deleteFrom('lessonCompletions').where('userId', '=', learners[0].id).where('lessonId', '=', lessons[4]).execute();
    await completeLessons(t.db, learners[2].id, course, [lessons[4]]);
    await t.db.deleteFrom('enrollments').where('userId', '=', learners[3].id).where('courseId', '=', course).execute();
    await t.db.updateTable('enrollments').set({ enrolledAt: ago(2) }).where('userId', '=', learners[5].id).where('courseId', '=', course).execute();
    await t.db.updateTable('lessonCompletions').set({ lessonId: lessons[4] }).where('userId', '=', learners[4].id).where('lessonId', '=', lessons[0]).execute();
    await check();
    // The deleted student enrols again today: their remaining completions come back with the new enrolment.
    await enroll(t.db, learners[3].id, course, { enrolledAt: ago(0) });
    await t.db.deleteFrom('users').where('id', '=', learners[6].id).execute();
    await check();
  });
});

describe('roster pages read in index order (issue 24: a course with 50 000 students)', () => {
  // A class of our own with ties in every column: the same progress, score and last access on
  // many rows, a name written with and without accents, a student in both courses.
  const NAMES = ['Bruno', 'Álvaro', 'alice', 'ÂNGELA', 'Ana', 'alvaro', 'Álvaro', 'Zé', 'érica', 'Erica', 'Íris', 'iris', 'Otávio', 'otavio', 'Úrsula', 'Caio', 'César', 'cesar', 'Débora', 'Davi', 'Fábio', 'Gil', 'Hugo', 'Júlia'];
  let teacherId: string;
  let cookie: string;
  let programming: string;
  let chemistry: string;
  let keyset: string;
  const everyRow: Array<{ id: string; courseId: string }> = [];

  beforeAll(async () => {
    const prof = await t.insertUser({ role: 'professor', name: 'Profa. Páginas' });
    teacherId = prof.id;
    cookie = await t.signIn(prof.email, prof.password);
    programming = await insertCourse(t.db, { title: 'Programação', instructorId: prof.id });
    chemistry = await insertCourse(t.db, { title: 'Química', instructorId: prof.id });
    keyset = await insertCourse(t.db, { title: 'Turma Aberta', instructorId: prof.id });
    const quiz = await insertQuiz(t.db, programming);
    for (const [i, name] of NAMES.entries()) {
      const student = await t.insertUser({ role: 'aluno', name });
      await enroll(t.db, student.id, programming, { enrolledAt: ago([2, 40, 2, 10][i % 4]), progressPercent: [0, 50, 100][i % 3] });
      if (i % 3 !== 2) await insertAttempt(t.db, student.id, quiz.id, { score: [70, 90][i % 2], passed: true, submittedAt: ago(1) });
      if (i % 2 === 0) await enroll(t.db, student.id, chemistry, { enrolledAt: ago([5, 60][i % 4 === 0 ? 0 : 1]), progressPercent: 50 });
      if (i < 15) await enroll(t.db, student.id, keyset, { enrolledAt: ago(3) });
    }
    everyRow.push(...(await t.db.selectFrom('enrollments').select(['id', 'courseId']).where('courseId', 'in', [programming, chemistry, keyset]).execute()));
  });

  const roster = async (query: Record<string, unknown>) => {
    const res = await t.call(e.roster, { cookie, query: query as never });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('orders names as pt-BR reads them, without accents or case ("Álvaro" between "Alice" and "Bruno")', async () => {
    const names = (await roster({ courseId: programming, pageSize: 100 })).rows.map((r) => r.name);
    expect(names.slice(0, 8)).toEqual(['alice', expect.stringMatching(/^[Áa]lvaro$/), expect.stringMatching(/^[Áa]lvaro$/), expect.stringMatching(/^[Áa]lvaro$/), 'Ana', 'ÂNGELA', 'Bruno', 'Caio']);
    expect(names.indexOf('Bruno')).toBeGreaterThan(names.indexOf('Álvaro'));
    expect(names.indexOf('Álvaro')).toBeGreaterThan(names.indexOf('alice'));
    const desc = (await roster({ courseId: programming, pageSize: 100, order: 'desc' })).rows.map((r) => r.name);
    expect(desc).toEqual([...names].reverse());
  });

  it('pages every order, one course and every course, without a row twice or missing, by page number and by cursor', async () => {
    for (const scope of [{ courseId: programming }, {}, { status: 'Ativo' }, { courseId: programming, status: 'Inativo' }]) {
      for (const sort of ['name', 'course', 'progress', 'lastAccess', 'status', 'grade'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const label = JSON.stringify({ ...scope, sort, order });
          const whole = await roster({ ...scope, sort, order, pageSize: 100 });
          const expected = everyRow.filter((r) => !('courseId' in scope) || r.courseId === scope.courseId).map((r) => r.id);
          if (!('status' in scope)) expect(new Set(whole.rows.map((r) => r.id)), label).toEqual(new Set(expected));
          expect(whole.total, label).toBe(whole.rows.length);
          expect(new Set(whole.rows.map((r) => r.id)).size, label).toBe(whole.rows.length);
          expect(whole.next, label).toBeNull();
          const byNumber = [];
          for (let page = 1; page <= Math.ceil(whole.total / 10); page++) byNumber.push(...(await roster({ ...scope, sort, order, pageSize: 10, page })).rows);
          expect(byNumber.map((r) => r.id), label).toEqual(whole.rows.map((r) => r.id));
          const byCursor = [];
          let next: string | null | undefined;
          do {
            const page = await roster({ ...scope, sort, order, pageSize: 10, ...(next ? { after: next } : {}) });
            byCursor.push(...page.rows);
            next = page.next;
          } while (next);
          expect(byCursor.map((r) => r.id), label).toEqual(whole.rows.map((r) => r.id));
        }
      }
    }
  });

  it('pages a search by number and by cursor in its order (relevance, or a column), each match once', async () => {
    // A course's title matches every enrolment of its class: more than a page.
    for (const query of [{ q: 'programacao' }, { q: 'PROGRAMAÇÃO', sort: 'grade', order: 'desc' }, { q: 'program', sort: 'lastAccess' }] as const) {
      const label = JSON.stringify(query);
      const whole = await roster({ ...query, pageSize: 100 });
      expect(whole.total, label).toBe(NAMES.length);
      expect(whole.rows.every((r) => r.course === 'Programação'), label).toBe(true);
      const byNumber = [];
      for (let page = 1; page <= Math.ceil(whole.total / 10); page++) byNumber.push(...(await roster({ ...query, pageSize: 10, page })).rows);
      expect(byNumber.map((r) => r.id), label).toEqual(whole.rows.map((r) => r.id));
      const byCursor = [];
      let next: string | null | undefined;
      do {
        const page = await roster({ ...query, pageSize: 10, ...(next ? { after: next } : {}) });
        byCursor.push(...page.rows);
        next = page.next;
      } while (next);
      expect(byCursor.map((r) => r.id), label).toEqual(whole.rows.map((r) => r.id));
    }
  });

  it('sorts by each column: grades best first with no grade last, progress, last access, status', async () => {
    const grade = (await roster({ courseId: programming, sort: 'grade', order: 'desc', pageSize: 100 })).rows;
    expect(grade.map((r) => r.grade)).toEqual([...grade.map((r) => r.grade)].sort((a, b) => (b ?? -1) - (a ?? -1)));
    expect(grade.at(-1)!.grade).toBeNull();
    const progress = (await roster({ sort: 'progress', order: 'asc', pageSize: 100 })).rows.map((r) => r.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const access = (await roster({ sort: 'lastAccess', order: 'desc', pageSize: 100 })).rows.map((r) => r.lastAccess);
    expect(access).toEqual([...access].sort().reverse());
    const status = (await roster({ sort: 'status', order: 'asc', pageSize: 100 })).rows.map((r) => r.status);
    expect(status.indexOf('Inativo')).toBeGreaterThan(status.lastIndexOf('Ativo'));
    const byCourse = (await roster({ sort: 'course', order: 'asc', pageSize: 100 })).rows.map((r) => r.course);
    expect(byCourse.indexOf('Química')).toBeGreaterThan(byCourse.lastIndexOf('Programação'));
    expect(byCourse.indexOf('Turma Aberta')).toBeGreaterThan(byCourse.lastIndexOf('Química'));
  });

  it('refuses a cursor of another order', async () => {
    const first = await roster({ courseId: programming, sort: 'name', pageSize: 10 });
    const res = await t.call(e.roster, { cookie, query: { courseId: programming, sort: 'grade', pageSize: 10, after: first.next! } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/não vale para esta busca e ordenação/);
    expect((await t.call(e.roster, { cookie, query: { after: 'nada' } })).status).toBe(400);
  });

  it('exports the rows of the pages in their order, read in batches', async () => {
    for (const filters of [{ courseId: programming, sort: 'name' }, { sort: 'grade', order: 'desc' }, { status: 'Ativo', sort: 'course' }, { q: 'alvaro' }] as const) {
      const pages = (await roster({ ...filters, pageSize: 100 })).rows;
      const file = exportRoster(t.app.ctx, teacherId, { order: 'asc', ...filters }, 4);
      let body = '';
      for await (const chunk of file.body) body += chunk;
      const lines = body.slice(1).split('\r\n').slice(1, -1);
      expect(lines.map((line) => line.split(';').slice(1, 3).join('|')), JSON.stringify(filters)).toEqual(pages.map((r) => `${r.email}|${r.course}`));
      const http = await t.call(e.rosterCsv, { cookie, query: filters as never });
      expect(http.raw.rawPayload.toString('utf8')).toBe(body);
    }
  });

  it('keeps the sort keys in step with renames and new scores', async () => {
    const student = await t.insertUser({ role: 'aluno', name: 'Zuleica' });
    await enroll(t.db, student.id, chemistry, { enrolledAt: ago(1) });
    const last = async () => (await roster({ courseId: chemistry, pageSize: 100 })).rows.at(-1)!;
    expect(await last()).toMatchObject({ name: 'Zuleica', grade: null });
    await t.db.updateTable('users').set({ name: 'Aarão Zuleica' }).where('id', '=', student.id).execute();
    expect((await roster({ courseId: chemistry, pageSize: 100 })).rows[0]).toMatchObject({ studentId: student.id, name: 'Aarão Zuleica' });
    const quiz = await insertQuiz(t.db, chemistry);
    await insertAttempt(t.db, student.id, quiz.id, { score: 40, passed: false, submittedAt: ago(1) });
    await insertAttempt(t.db, student.id, quiz.id, { score: 100, passed: true, submittedAt: ago(0) });
    const best = (await roster({ courseId: chemistry, sort: 'grade', order: 'desc', pageSize: 100 })).rows[0];
    expect(best).toMatchObject({ studentId: student.id, grade: 100 });
    await t.db.deleteFrom('quizAttempts').where('userId', '=', student.id).where('score', '=', 100).execute();
    const after = (await roster({ courseId: chemistry, pageSize: 100 })).rows.find((r) => r.studentId === student.id);
    expect(after?.grade).toBe(40);
    await t.db.deleteFrom('enrollments').where('userId', '=', student.id).execute();
  });

  // The ways a search is read are chosen by how many rows match (teaching.service.ts,
  // searchRosterPage); limits of 0 make this small class take each of them.
  const WAYS: Record<string, RosterSearchLimits> = {
    'students in name order': { readWhole: { byName: 0, byColumn: 0 }, students: 1000, count: 1000, studentsPerRead: 2 },
    'the roster walked': { readWhole: { byName: 0, byColumn: 0 }, students: 0, count: 1000, studentsPerRead: 2 },
  };
  const everyPage = async (query: RosterQuery, limits?: RosterSearchLimits) => {
    const byCursor = [];
    let next: string | null = null;
    do {
      const page: RosterPage = await listRoster(t.app.ctx, teacherId, { ...query, pageSize: 10, page: 1, ...(next ? { after: next } : {}) }, limits);
      byCursor.push(...page.rows);
      next = page.next;
      expect(byCursor.length, 'a cursor that never ends').toBeLessThan(1000);
    } while (next);
    const byNumber = [];
    const first = await listRoster(t.app.ctx, teacherId, { ...query, pageSize: 10, page: 1 }, limits);
    for (let page = 1; page <= Math.ceil(first.total / 10); page++) byNumber.push(...(await listRoster(t.app.ctx, teacherId, { ...query, pageSize: 10, page }, limits)).rows);
    return { byCursor: byCursor.map((r) => r.id), byNumber: byNumber.map((r) => r.id), total: first.total, totalIsAtLeast: first.totalIsAtLeast };
  };

  // One test per search: each reads every page of 18 filters and orders three ways, which
  // together outlasted the time limit of one test on a busy machine.
  describe.each(['a', 'alvaro', 'ALVARO a', 'programacao', 'programação a', 'quimica alvaro'])('a search with many matches, "%s"', (q) => {
    it('is read a page at a time, by students in name order or by walking the roster, with the rows of the search read whole', async () => {
      for (const scope of [{}, { courseId: programming }, { status: 'Ativo' as const }]) {
        for (const sorting of [{}, { sort: 'name', order: 'asc' }, { sort: 'name', order: 'desc' }, { sort: 'progress', order: 'desc' }, { sort: 'course', order: 'asc' }, { sort: 'grade', order: 'asc' }] as const) {
          const query = { q, ...scope, ...sorting, order: sorting.order ?? 'asc' } as RosterQuery;
          const whole = await everyPage(query);
          expect(whole.byCursor, JSON.stringify(query)).toEqual(whole.byNumber);
          expect(new Set(whole.byCursor).size).toBe(whole.total);
          for (const [way, limits] of Object.entries(WAYS)) {
            const label = `${way} ${JSON.stringify(query)}`;
            const read = await everyPage(query, limits);
            expect(read.total, label).toBe(whole.total);
            expect(read.totalIsAtLeast, label).toBe(false);
            expect(read.byNumber, label).toEqual(read.byCursor);
            if (sorting.sort || way !== 'the roster walked') {
              expect(read.byCursor, label).toEqual(whole.byCursor);
              continue;
            }
            // Walked by relevance: the students whose whole name is the search first, then by name.
            const byName = await everyPage({ ...query, sort: 'name', order: 'asc' });
            const names = new Map((await listRoster(t.app.ctx, teacherId, { ...query, sort: 'name', pageSize: 100, page: 1 })).rows.map((r) => [r.id, foldText(r.name)]));
            const exact = (id: string) => names.get(id) === searchText(searchTerms(q));
            expect(read.byCursor, label).toEqual([...byName.byCursor.filter(exact), ...byName.byCursor.filter((id) => !exact(id))]);
          }
        }
      }
    });
  });

  it('counts a search\'s matches up to a limit and says "more than" past it, whichever way it is read', async () => {
    const all = await listRoster(t.app.ctx, teacherId, { q: 'a', order: 'asc', pageSize: 10, page: 1 });
    expect(all.total).toBeGreaterThan(3);
    for (const limits of Object.values(WAYS).map((way) => ({ ...way, count: 3 }))) {
      for (const sort of [undefined, 'name', 'progress'] as const) {
        const page = await listRoster(t.app.ctx, teacherId, { q: 'a', sort, order: 'asc', pageSize: 10, page: 1 }, limits);
        expect(page, JSON.stringify({ limits, sort })).toMatchObject({ total: 3, totalIsAtLeast: true });
        expect(page.rows).toHaveLength(10);
        expect(page.next).not.toBeNull();
      }
    }
    const res = await t.call(e.roster, { cookie, query: { q: 'a' } });
    expect(res.body).toMatchObject({ total: all.total, totalIsAtLeast: false });
  });

  it('reads a search with many matches through indexes: the students\' by their enrolments, the roster walked in its order with each student looked up', async () => {
    for (const [way, limits] of Object.entries(WAYS)) {
      for (const query of [{ q: 'alvaro' }, { q: 'alvaro', sort: 'progress', order: 'desc' }, { q: 'a', courseId: programming, sort: 'name' }] as const) {
        const label = `${way} ${JSON.stringify(query)}`;
        const { problems, plans } = await checkQueryPlans(t.db, () => listRoster(t.app.ctx, teacherId, { order: 'asc', page: 1, pageSize: 20, ...query } as RosterQuery, limits), { ordered: true });
        expect(problems, label + '\n' + problems.join('\n\n')).toEqual([]);
        // As a join SQLite first built a Bloom filter of every user for a page of 20.
        expect(plans.map((p) => p.lines.join('\n')).join('\n'), label).not.toMatch(/BLOOM FILTER ON u\b/);
        const walked = plans.find((p) => /exists \(select 1 from users u/.test(p.sql) && /order by/.test(p.sql));
        if (way === 'the roster walked') expect(walked?.lines.join('\n'), label).toMatch(/enrollments_roster_(teacher|course)_/);
      }
    }
  });

  it('reads a page of a class whose course title is the search, not the class', async () => {
    // Every student of Programação matches "programação": the page reads 5 of them.
    let rowsRead = 0;
    const counting = t.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        rowsRead += args.result.rows.length;
        return args.result;
      },
    });
    const page = await listRoster({ ...t.app.ctx, db: counting }, teacherId, { q: 'programação', sort: 'name', order: 'asc', pageSize: 5, page: 1 });
    expect(page.total).toBe(NAMES.length);
    expect(page.rows).toHaveLength(5);
    // The page twice (keys, then shown rows), the course matched and the counts: not the class of 24.
    expect(rowsRead).toBeLessThan(NAMES.length);
  });

  it('a page read by cursor is right while students enrol between pages', async () => {
    const first = await roster({ courseId: keyset, sort: 'name', pageSize: 10 });
    const before = await t.insertUser({ role: 'aluno', name: 'Aaron Antes' });
    const later = await t.insertUser({ role: 'aluno', name: 'Zoraide Depois' });
    await enroll(t.db, before.id, keyset, { enrolledAt: ago(0) });
    await enroll(t.db, later.id, keyset, { enrolledAt: ago(0) });
    const second = await roster({ courseId: keyset, sort: 'name', pageSize: 10, after: first.next! });
    const seen = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(seen).size).toBe(seen.length);
    const original = everyRow.filter((r) => r.courseId === keyset).map((r) => r.id);
    expect(new Set(seen.filter((id) => original.includes(id)))).toEqual(new Set(original));
    expect(second.rows.at(-1)!.studentId).toBe(later.id);
    expect(seen).not.toContain((await t.db.selectFrom('enrollments').select('id').where('userId', '=', before.id).executeTakeFirstOrThrow()).id);
    expect(second.next).toBeNull();
  });

  it('reads the first page of one course, and of every course, in an index\'s order: no sort of the enrolments', async () => {
    for (const [filters, index] of [
      [{ courseId: programming, sort: 'name' }, 'enrollments_roster_course_name'],
      [{ courseId: programming, sort: 'grade', order: 'desc' }, 'enrollments_roster_course_grade'],
      [{ sort: 'name' }, 'enrollments_roster_teacher_name'],
      [{ sort: 'course' }, 'enrollments_roster_teacher_course'],
    ] as const) {
      const { problems, plans } = await checkQueryPlans(t.db, () => listRoster(t.app.ctx, teacherId, { order: 'asc', page: 1, pageSize: 20, ...filters }), { ordered: true });
      expect(problems, problems.join('\n\n')).toEqual([]);
      const page = plans.find((p) => /\blimit\b/i.test(p.sql))!;
      expect(page.lines.join('\n'), JSON.stringify(filters) + '\n' + page.lines.join('\n')).toContain(index);
      expect(page.lines.join('\n'), JSON.stringify(filters)).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });
});
