import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseEndpoints } from '#contracts/courses';
import { learningEndpoints } from '#contracts/learning';
import { DAY_MS } from '#server/lib/clock';
import { newId } from '#server/lib/ids';
import { captureQueries } from '#server/db/query-plan';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { saoPauloDay } from '#server/lib/clock';

let t: TestApp;
let aluno: string;
beforeAll(async () => {
  t = await buildTestApp();
  aluno = await t.signInAs('aluno');
});
afterAll(async () => t.close());

async function newStudent() {
  const user = await t.insertUser({ role: 'aluno' });
  return { ...user, cookie: await t.signIn(user.email, user.password) };
}

const cardIds = (cards: Array<{ id: string }>) => cards.map((c) => c.id);

describe('demo student seed', () => {
  it('has 127 h of study time within the last 150 days and a 15-day streak', async () => {
    const rows = await t.db.selectFrom('studyTime').select(['day', 'seconds']).where('userId', '=', 'user-aluno-demo').execute();
    expect(rows.reduce((sum, r) => sum + r.seconds, 0)).toBe(127 * 3600);
    const now = t.clock.now().getTime();
    const days = new Set(rows.map((r) => r.day));
    for (let back = 0; back < 15; back++) expect(days.has(saoPauloDay(new Date(now - back * DAY_MS))), `day ${back}`).toBe(true);
    expect(days.has(saoPauloDay(new Date(now - 15 * DAY_MS)))).toBe(false);
    const oldest = saoPauloDay(new Date(now - 150 * DAY_MS));
    expect(rows.every((r) => r.day > oldest)).toBe(true);
  });

  it('has five completed courses (all lessons) and three in progress', async () => {
    const enrollments = await t.db.selectFrom('enrollments').selectAll().where('userId', '=', 'user-aluno-demo').orderBy('courseId').execute();
    const completed = enrollments.filter((e) => e.completedAt !== null).map((e) => e.courseId);
    expect(completed.sort()).toEqual(['3', '4', '5', '7', '9']);
    for (const e of enrollments.filter((x) => x.completedAt !== null)) {
      const [lessons, done] = await Promise.all([
        t.db.selectFrom('lessons').select('id').where('courseId', '=', e.courseId).execute(),
        t.db.selectFrom('lessonCompletions').select('lessonId').where('userId', '=', 'user-aluno-demo').where('courseId', '=', e.courseId).execute(),
      ]);
      expect(done.length).toBe(lessons.length);
      expect(e.progressPercent).toBe(100);
      expect(new Date(e.completedAt!).getTime()).toBeGreaterThan(t.clock.now().getTime() - 150 * DAY_MS);
    }
  });
});

describe('GET /api/learning/dashboard', () => {
  it("computes the demo student's stats from the data", async () => {
    const res = await t.call(learningEndpoints.dashboard, { cookie: aluno });
    expect(res.status).toBe(200);
    // The spec's figures (3 active courses, 5 certificates, 127h), computed from the seeded rows.
    expect(res.body.stats).toEqual({ activeCourses: 3, certificates: 5, minutesStudied: 127 * 60 });
    // Certificates are counted from the certificates table: one more row, one more certificate.
    await t.db.insertInto('certificates').values({ id: newId(), userId: 'user-aluno-demo', courseId: '1', code: 'TESTE-1', issuedAt: t.clock.now().toISOString(), minutes: 600, score: 90 }).execute();
    const after = await t.call(learningEndpoints.dashboard, { cookie: aluno });
    expect(after.body.stats.certificates).toBe(6);
    await t.db.deleteFrom('certificates').where('code', '=', 'TESTE-1').execute();
  });

  it('fills the two rows', async () => {
    const res = await t.call(learningEndpoints.dashboard, { cookie: aluno });
    expect(cardIds(res.body.continueWatching)).toEqual(['2', '1', '10']);
    expect(res.body.continueWatching.map((c: { progress: number }) => c.progress)).toEqual([78, 50, 25]);
    expect(cardIds(res.body.newCourses)).toEqual(['14', '13', '12', '11', '10', '9', '8', '7']);
  });

  it("reads the newest eight and the student's own courses, never the whole catalogue", async () => {
    const { result, queries } = await captureQueries(t.db, () => t.call(learningEndpoints.dashboard, { cookie: aluno }));
    expect(result.status).toBe(200);
    const catalogueReads = queries.filter((q) => /\bfrom "courses"/i.test(q.sql));
    expect(catalogueReads.length).toBeGreaterThan(0);
    for (const query of catalogueReads) expect(query.sql).toMatch(/\blimit\b|"c"\."id" in \(/i);
  });

  it('applies the filters to the rows but not to the stats', async () => {
    const tech = await t.call(learningEndpoints.dashboard, { query: { category: 'tecnologia' }, cookie: aluno });
    expect(cardIds(tech.body.continueWatching)).toEqual(['2', '1', '10']);
    expect(cardIds(tech.body.newCourses)).toEqual(['10', '6', '2', '1']);
    expect(tech.body.stats.activeCourses).toBe(3);
    const langs = await t.call(learningEndpoints.dashboard, { query: { category: 'idiomas', minRating: 4 }, cookie: aluno });
    expect(langs.body.continueWatching).toEqual([]);
    expect(cardIds(langs.body.newCourses)).toEqual(['14', '8', '4']);
    const bad = await t.call(learningEndpoints.dashboard, { query: { minRating: 7 }, cookie: aluno });
    expect(bad.status).toBe(400);
  });

  it('a new student: zero stats, nothing to continue', async () => {
    const student = await newStudent();
    const res = await t.call(learningEndpoints.dashboard, { cookie: student.cookie });
    expect(res.body.stats).toEqual({ activeCourses: 0, certificates: 0, minutesStudied: 0 });
    expect(res.body.continueWatching).toEqual([]);
  });
});

describe('POST /api/learning/courses/:id/enroll', () => {
  it('enrolls once and records the last access', async () => {
    const student = await newStudent();
    const first = await t.call(learningEndpoints.enroll, { params: { id: '1' }, cookie: student.cookie });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ courseId: '1', progressPercent: 0, completedAt: null });
    t.clock.advance(60_000);
    const second = await t.call(learningEndpoints.enroll, { params: { id: '1' }, cookie: student.cookie });
    expect(second.body.enrolledAt).toBe(first.body.enrolledAt);
    expect(second.body.lastAccessedAt > first.body.lastAccessedAt).toBe(true);
    const dashboard = await t.call(learningEndpoints.dashboard, { cookie: student.cookie });
    expect(dashboard.body.stats.activeCourses).toBe(1);
    expect(cardIds(dashboard.body.continueWatching)).toEqual(['1']);
    const recommended = await t.call(learningEndpoints.recommendations, { cookie: student.cookie });
    expect(cardIds(recommended.body.items)).not.toContain('1');
  });

  it('premium course without subscription: 403 with reason; unknown course: 404', async () => {
    const student = await newStudent();
    const res = await t.call(learningEndpoints.enroll, { params: { id: '2' }, cookie: student.cookie });
    expect(res.status).toBe(403);
    expect(res.body.reason).toBe('premium');
    expect((await t.db.selectFrom('enrollments').select('id').where('userId', '=', student.id).execute()).length).toBe(0);
    expect((await t.call(learningEndpoints.enroll, { params: { id: 'nao-existe' }, cookie: student.cookie })).status).toBe(404);
  });
});

describe('POST /api/learning/courses/:id/lessons/:lessonId/complete', () => {
  it('stores the completion and the progress = completed ÷ lessons', async () => {
    const student = await newStudent();
    const res = await t.call(learningEndpoints.completeLesson, { params: { id: '14', lessonId: 'lesson-14-1-1' }, cookie: student.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lessonId: 'lesson-14-1-1', progressPercent: 16, completedLessons: 1, totalLessons: 6, courseCompletedAt: null });
    // idempotent
    const again = await t.call(learningEndpoints.completeLesson, { params: { id: '14', lessonId: 'lesson-14-1-1' }, cookie: student.cookie });
    expect(again.body.completedLessons).toBe(1);
    const detail = await t.call(courseEndpoints.detail, { params: { id: '14' }, cookie: student.cookie });
    expect(detail.body.course.progress).toBe(16);
    expect(detail.body.modules[0].lessons[0].completed).toBe(true);
    expect(detail.body.modules[0].lessons[1].completed).toBe(false);
  });

  it('completing every lesson of a course with an exam leaves it waiting for the exam (still active)', async () => {
    const student = await newStudent();
    const lessons = ['1-1', '1-2', '1-3', '2-1', '2-2', '2-3'].map((x) => `lesson-14-${x}`);
    let last: { body: { progressPercent: number; courseCompletedAt: string | null } } | undefined;
    for (const lessonId of lessons) last = await t.call(learningEndpoints.completeLesson, { params: { id: '14', lessonId }, cookie: student.cookie });
    expect(last!.body.progressPercent).toBe(100);
    expect(last!.body.courseCompletedAt).not.toBeNull();
    const dashboard = await t.call(learningEndpoints.dashboard, { cookie: student.cookie });
    // Issue 11 item 4: course 14 has an exam, so lessons done is not finished.
    expect(dashboard.body.stats.activeCourses).toBe(1);
    expect(dashboard.body.continueWatching.map((c) => [c.id, c.state])).toEqual([['14', 'simulado-pendente']]);
  });

  it("progress is per student: another student's is untouched", async () => {
    const a = await newStudent();
    const b = await newStudent();
    await t.call(learningEndpoints.completeLesson, { params: { id: '11', lessonId: 'lesson-11-1-1' }, cookie: a.cookie });
    const detail = await t.call(courseEndpoints.detail, { params: { id: '11' }, cookie: b.cookie });
    expect(detail.body.completedLessons).toBe(0);
    expect(detail.body.enrolled).toBe(false);
  });

  it('404 for unknown course, unknown lesson, or a lesson of another course; 403 for premium', async () => {
    const student = await newStudent();
    expect((await t.call(learningEndpoints.completeLesson, { params: { id: 'nao-existe', lessonId: 'lesson-1-1-1' }, cookie: student.cookie })).status).toBe(404);
    expect((await t.call(learningEndpoints.completeLesson, { params: { id: '1', lessonId: 'nao-existe' }, cookie: student.cookie })).status).toBe(404);
    expect((await t.call(learningEndpoints.completeLesson, { params: { id: '1', lessonId: 'lesson-3-1-1' }, cookie: student.cookie })).status).toBe(404);
    const premium = await t.call(learningEndpoints.completeLesson, { params: { id: '12', lessonId: 'lesson-12-1-1' }, cookie: student.cookie });
    expect(premium.status).toBe(403);
    expect(premium.body.reason).toBe('premium');
    expect((await t.db.selectFrom('lessonCompletions').select('lessonId').where('userId', '=', student.id).execute()).length).toBe(0);
  });
});

describe('POST /api/learning/courses/:id/study-time', () => {
  it('adds study time to today, never more than the time elapsed between heartbeats', async () => {
    const student = await newStudent();
    const heartbeat = () => t.call(learningEndpoints.recordStudyTime, { params: { id: '1' }, cookie: student.cookie, body: { seconds: 30 } });
    const first = await heartbeat();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ day: saoPauloDay(t.clock.now()), secondsToday: 30, secondsCredited: 30 });
    const tooSoon = await heartbeat();
    expect(tooSoon.body.secondsCredited).toBe(0);
    t.clock.advance(20_000);
    const partly = await heartbeat();
    expect(partly.body).toMatchObject({ secondsCredited: 20, secondsToday: 50 });
    t.clock.advance(60_000);
    await heartbeat();
    const dashboard = await t.call(learningEndpoints.dashboard, { cookie: student.cookie });
    expect(dashboard.body.stats.minutesStudied).toBe(1);
  });

  it('rejects bad bodies with 400, premium without subscription with 403, unknown course with 404', async () => {
    const student = await newStudent();
    for (const body of [{ seconds: 0 }, { seconds: 121 }, { seconds: 1.5 }, { seconds: 'dez' }, {}]) {
      const res = await t.callRaw(learningEndpoints.recordStudyTime, { params: { id: '1' }, cookie: student.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/^Dados inválidos/);
    }
    expect((await t.call(learningEndpoints.recordStudyTime, { params: { id: '2' }, cookie: student.cookie, body: { seconds: 10 } })).status).toBe(403);
    expect((await t.call(learningEndpoints.recordStudyTime, { params: { id: 'nao-existe' }, cookie: student.cookie, body: { seconds: 10 } })).status).toBe(404);
  });
});

describe('notes', () => {
  it('saves a note per lesson, keeps only the latest text, and lists them', async () => {
    const student = await newStudent();
    const save = (content: string) => t.call(learningEndpoints.saveNote, { params: { id: '1', lessonId: 'lesson-1-1-2' }, cookie: student.cookie, body: { content } });
    expect((await save('Primeira versão')).status).toBe(200);
    t.clock.advance(1000);
    const saved = await save('Turing, 1950: o jogo da imitação.');
    expect(saved.body).toMatchObject({ courseId: '1', lessonId: 'lesson-1-1-2', content: 'Turing, 1950: o jogo da imitação.' });
    const list = await t.call(learningEndpoints.notes, { params: { id: '1' }, cookie: student.cookie });
    expect(list.body.items).toEqual([expect.objectContaining({ lessonId: 'lesson-1-1-2', content: 'Turing, 1950: o jogo da imitação.' })]);
  });

  it("a student never reads another student's notes", async () => {
    const owner = await newStudent();
    const other = await newStudent();
    await t.call(learningEndpoints.saveNote, { params: { id: '3', lessonId: 'lesson-3-1-1' }, cookie: owner.cookie, body: { content: 'segredo' } });
    const list = await t.call(learningEndpoints.notes, { params: { id: '3' }, cookie: other.cookie });
    expect(list.body.items).toEqual([]);
    const exported = await t.call(learningEndpoints.exportNotes, { params: { id: '3' }, cookie: other.cookie });
    expect(exported.raw.body).not.toContain('segredo');
  });

  it('rejects bad notes: too long or missing → 400; unknown course or foreign lesson → 404; premium → 403', async () => {
    const student = await newStudent();
    const tooLong = await t.call(learningEndpoints.saveNote, { params: { id: '1', lessonId: 'lesson-1-1-1' }, cookie: student.cookie, body: { content: 'a'.repeat(20_001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('As anotações devem ter no máximo 20000 caracteres.');
    expect((await t.callRaw(learningEndpoints.saveNote, { params: { id: '1', lessonId: 'lesson-1-1-1' }, cookie: student.cookie, body: {} })).status).toBe(400);
    expect((await t.call(learningEndpoints.saveNote, { params: { id: '1', lessonId: 'lesson-2-1-1' }, cookie: student.cookie, body: { content: 'x' } })).status).toBe(404);
    expect((await t.call(learningEndpoints.saveNote, { params: { id: 'nao-existe', lessonId: 'lesson-1-1-1' }, cookie: student.cookie, body: { content: 'x' } })).status).toBe(404);
    expect((await t.call(learningEndpoints.notes, { params: { id: 'nao-existe' }, cookie: student.cookie })).status).toBe(404);
    expect((await t.call(learningEndpoints.saveNote, { params: { id: '2', lessonId: 'lesson-2-1-1' }, cookie: student.cookie, body: { content: 'x' } })).status).toBe(403);
  });

  it('exports a Markdown file named after the course, one section per lesson', async () => {
    const student = await newStudent();
    await t.call(learningEndpoints.saveNote, { params: { id: '1', lessonId: 'lesson-1-1-1' }, cookie: student.cookie, body: { content: 'IA = sistemas que aprendem.' } });
    await t.call(learningEndpoints.saveNote, { params: { id: '1', lessonId: 'lesson-1-4-2' }, cookie: student.cookie, body: { content: 'Vieses vêm dos dados.' } });
    const res = await t.call(learningEndpoints.exportNotes, { params: { id: '1' }, cookie: student.cookie });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.raw.headers['content-disposition']).toContain("filename*=UTF-8''introducao-a-inteligencia-artificial-anotacoes.md");
    const text = res.raw.body;
    expect(text.startsWith('# Anotações — Introdução à Inteligência Artificial\n')).toBe(true);
    expect(text).toContain('## Módulo 1: Fundamentos da IA');
    expect(text).toContain('### O que é Inteligência Artificial\n\nIA = sistemas que aprendem.');
    expect(text).toContain('### Ética, vieses e regulação\n\nVieses vêm dos dados.');
    expect(text).toContain('### Breve história da IA\n\n_Sem anotações._');
    expect(text.match(/^### /gm)).toHaveLength(12);
  });
});

describe('notes export of a premium course the student cannot open (issue 10 item 12)', () => {
  const premiumLessons = () => t.db.selectFrom('lessons').select(['id', 'title']).where('courseId', '=', '2').execute();

  it('lists no lesson title of the locked course', async () => {
    const student = await newStudent();
    const res = await t.call(learningEndpoints.exportNotes, { params: { id: '2' }, cookie: student.cookie });
    expect(res.status).toBe(200);
    const lessons = await premiumLessons();
    expect(lessons.length).toBeGreaterThan(3);
    for (const lesson of lessons) expect(res.raw.body).not.toContain(lesson.title);
    expect(res.raw.body).toContain('_Sem anotações._');
  });

  it('keeps the lessons the student wrote notes on (while subscribed), and only those', async () => {
    const student = await newStudent();
    const [noted, ...others] = await premiumLessons();
    await t.db.insertInto('notes').values({ userId: student.id, courseId: '2', lessonId: noted!.id, content: 'minha anotação', updatedAt: t.clock.now().toISOString() }).execute();
    const res = await t.call(learningEndpoints.exportNotes, { params: { id: '2' }, cookie: student.cookie });
    expect(res.raw.body).toContain(`### ${noted!.title}\n\nminha anotação`);
    for (const lesson of others) expect(res.raw.body).not.toContain(`### ${lesson.title}\n`);
  });

  it('a subscriber still gets the whole outline', async () => {
    const res = await t.call(learningEndpoints.exportNotes, { params: { id: '2' }, cookie: aluno });
    const lessons = await premiumLessons();
    expect(res.raw.body.match(/^### /gm)).toHaveLength(lessons.length);
  });
});

describe('favorites', () => {
  it("lists the demo student's favourites, most recently added first", async () => {
    const res = await t.call(learningEndpoints.favorites, { cookie: aluno });
    expect(res.status).toBe(200);
    expect(cardIds(res.body.items)).toEqual(['13', '6', '2']);
    expect(res.body.items[2]).toMatchObject({ title: 'Machine Learning com Python', progress: 78 });
    expect(res.body.items[2].lastAccessedAt).not.toBeNull();
  });

  it('adds and removes, idempotently, only for the caller', async () => {
    const student = await newStudent();
    const other = await newStudent();
    expect((await t.call(learningEndpoints.addFavorite, { params: { id: '5' }, cookie: student.cookie })).body).toEqual({ ok: true });
    t.clock.advance(1000);
    await t.call(learningEndpoints.addFavorite, { params: { id: '9' }, cookie: student.cookie });
    await t.call(learningEndpoints.addFavorite, { params: { id: '9' }, cookie: student.cookie });
    await t.call(learningEndpoints.addFavorite, { params: { id: '9' }, cookie: other.cookie });
    expect(cardIds((await t.call(learningEndpoints.favorites, { cookie: student.cookie })).body.items)).toEqual(['9', '5']);
    expect((await t.call(learningEndpoints.removeFavorite, { params: { id: '9' }, cookie: student.cookie })).status).toBe(200);
    expect((await t.call(learningEndpoints.removeFavorite, { params: { id: '9' }, cookie: student.cookie })).status).toBe(200);
    expect(cardIds((await t.call(learningEndpoints.favorites, { cookie: student.cookie })).body.items)).toEqual(['5']);
    expect(cardIds((await t.call(learningEndpoints.favorites, { cookie: other.cookie })).body.items)).toEqual(['9']);
  });

  it('404 for an unknown course', async () => {
    const student = await newStudent();
    const res = await t.call(learningEndpoints.addFavorite, { params: { id: 'nao-existe' }, cookie: student.cookie });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Curso não encontrado.');
    expect((await t.call(learningEndpoints.removeFavorite, { params: { id: 'nao-existe' }, cookie: student.cookie })).status).toBe(404);
  });
});
