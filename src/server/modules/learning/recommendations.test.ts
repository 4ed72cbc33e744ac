import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, type Category } from '#contracts/courses';
import { learningEndpoints } from '#contracts/learning';
import { newId } from '#server/lib/ids';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { refreshRecommendations } from './recommendations.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const now = () => t.clock.now().toISOString();

/** A user row without a usable password: these students only give the refresh their history. */
async function rawUser(role: 'aluno' | 'professor', name = 'Aluno de Teste') {
  const id = newId();
  await t.db
    .insertInto('users')
    .values({
      id, name, email: `rec-${id}@teste.com.br`, passwordHash: 'x', role, status: 'ativo', phone: null, bio: null, cpf: null, avatarFile: null,
      passwordChangedAt: now(), emailVerifiedAt: now(), totpSecret: null, lockedUntil: null, createdAt: now(), lastAccessAt: null,
      identityStatus: role === 'aluno' ? 'verificado' : null,
    })
    .execute();
  return id;
}

async function course(id: string, title: string, category: Category, instructorId: string, status = 'approved') {
  await t.db
    .insertInto('courses')
    .values({ id, title, category, instructorId, thumbnail: `/thumbnails/${category}.svg`, status, rejectionReason: null, submittedAt: null, approvedAt: status === 'approved' ? now() : null, approvedBy: null, createdAt: now(), unpublishedReason: null, unpublishedAt: null, unpublishedBy: null })
    .execute();
}

async function enrol(userId: string, courseId: string, progressPercent: number) {
  await t.db
    .insertInto('enrollments')
    .values({ id: newId(), userId, courseId, enrolledAt: now(), lastAccessedAt: now(), progressPercent, completedAt: progressPercent === 100 ? now() : null })
    .execute();
}

async function recommendationsOf(cookie: string, query = {}) {
  const res = await t.call(learningEndpoints.recommendations, { cookie, query });
  expect(res.status).toBe(200);
  return res.body.items;
}

const similarityRows = () => t.db.selectFrom('courseSimilarities').select(['courseId', 'similarCourseId', 'score', 'sharedStudents']).orderBy('courseId').orderBy('similarCourseId').execute();
const popularityRows = () => t.db.selectFrom('coursePopularity').select(['courseId', 'score', 'students']).orderBy('courseId').execute();

describe("'Recomendados Para Você'", () => {
  let teacherName: string;
  beforeAll(async () => {
    const ana = await rawUser('professor', 'Profa. Rec Ana');
    const bruno = await rawUser('professor', 'Prof. Rec Bruno');
    teacherName = 'Prof. Rec Caio';
    const caio = await rawUser('professor', teacherName);
    await course('rec-python', 'Python para Dados', 'tecnologia', ana);
    await course('rec-ml', 'Machine Learning Prático', 'tecnologia', bruno);
    await course('rec-excel', 'Excel para Finanças', 'negocios', bruno);
    // Studied by the same students as Python para Dados, but not offered: never recommended.
    await course('rec-pending', 'Curso em Análise', 'tecnologia', bruno, 'pending');
    await course('rec-archived', 'Curso Retirado', 'tecnologia', bruno, 'unpublished');
    await course('rec-caio-1', 'Francês Básico', 'idiomas', caio);
    await course('rec-caio-2', 'Francês Intermediário', 'idiomas', caio);
    // Twelve students finished Python para Dados and Machine Learning Prático and were enrolled in
    // the two courses no longer offered; two also opened Excel para Finanças.
    for (let i = 0; i < 12; i++) {
      const student = await rawUser('aluno');
      await enrol(student, 'rec-python', 100);
      await enrol(student, 'rec-ml', 100);
      await enrol(student, 'rec-pending', 100);
      await enrol(student, 'rec-archived', 100);
      if (i < 2) await enrol(student, 'rec-excel', 10);
    }
    await refreshRecommendations(t.app.ctx);
  });

  it('a student who finished a course gets what its students went on to, with the reason', async () => {
    const student = await t.insertUser();
    await enrol(student.id, 'rec-python', 100);
    const cookie = await t.signIn(student.email, student.password);
    const items = await recommendationsOf(cookie);
    expect(items[0]).toMatchObject({ id: 'rec-ml', reason: 'Porque você concluiu Python para Dados' });
    expect(items.find((c) => c.id === 'rec-excel')?.reason).toBe('Porque você concluiu Python para Dados');
    // Machine Learning Prático (finished by all twelve) ranks above Excel para Finanças (opened by two).
    expect(items.findIndex((c) => c.id === 'rec-ml')).toBeLessThan(items.findIndex((c) => c.id === 'rec-excel'));
    const ids = items.map((c) => c.id);
    expect(ids).not.toContain('rec-python');
    expect(ids).not.toContain('rec-pending');
    expect(ids).not.toContain('rec-archived');
    expect(items.length).toBe(8);
    // The dashboard's filters narrow the row.
    const business = await recommendationsOf(cookie, { category: 'negocios' });
    expect(business[0]).toMatchObject({ id: 'rec-excel', reason: 'Porque você concluiu Python para Dados' });
    expect(business.every((c) => c.category === 'negocios')).toBe(true);
  });

  it('a course the student studies or favourited is a reason too; a course they are enrolled in is never recommended', async () => {
    const student = await t.insertUser();
    await enrol(student.id, 'rec-python', 40);
    const cookie = await t.signIn(student.email, student.password);
    expect((await recommendationsOf(cookie))[0]).toMatchObject({ id: 'rec-ml', reason: 'Porque você estuda Python para Dados' });
    await enrol(student.id, 'rec-ml', 0);
    const ids = (await recommendationsOf(cookie)).map((c) => c.id);
    expect(ids).not.toContain('rec-ml');
    expect(ids).not.toContain('rec-python');

    const other = await t.insertUser();
    const otherCookie = await t.signIn(other.email, other.password);
    await t.call(learningEndpoints.addFavorite, { params: { id: 'rec-python' }, cookie: otherCookie });
    expect((await recommendationsOf(otherCookie))[0]).toMatchObject({ id: 'rec-ml', reason: 'Porque você favoritou Python para Dados' });
  });

  it('a student whose courses nobody else studies gets their teacher and category', async () => {
    const student = await t.insertUser();
    await enrol(student.id, 'rec-caio-1', 30);
    await refreshRecommendations(t.app.ctx);
    const items = await recommendationsOf(await t.signIn(student.email, student.password));
    expect(items[0]).toMatchObject({ id: 'rec-caio-2', reason: `Mais cursos de ${teacherName}` });
    expect(items.slice(1).length).toBeGreaterThan(0);
    for (const card of items.slice(1)) expect(card.reason).toMatch(/^Popular em /);
    expect(items.map((c) => c.id)).not.toContain('rec-caio-1');
  });

  it('a new student gets the most studied courses of each category, never one not offered', async () => {
    const student = await t.insertUser();
    const items = await recommendationsOf(await t.signIn(student.email, student.password));
    expect(items.length).toBe(8);
    for (const card of items) expect(card.reason).toBe(`Popular em ${CATEGORY_LABELS[card.category]}`);
    const ids = items.map((c) => c.id);
    // The two courses no longer offered have twelve students each, more than most: still left out.
    expect(ids).not.toContain('rec-pending');
    expect(ids).not.toContain('rec-archived');
    // At most two per category while other categories have courses.
    const perCategory = new Map<string, number>();
    for (const card of items) perCategory.set(card.category, (perCategory.get(card.category) ?? 0) + 1);
    for (const count of perCategory.values()) expect(count).toBeLessThanOrEqual(2);
    // The first is the most studied course offered.
    const top = await t.db.selectFrom('coursePopularity as p').innerJoin('courses as c', 'c.id', 'p.courseId').select('p.courseId').where('c.status', '=', 'approved').orderBy('p.score', 'desc').orderBy('p.courseId').executeTakeFirstOrThrow();
    expect(ids[0]).toBe(top.courseId);
  });

  it('the refresh is idempotent and drops what no longer holds', async () => {
    await refreshRecommendations(t.app.ctx);
    const [similarities, popularity] = [await similarityRows(), await popularityRows()];
    expect(similarities.length).toBeGreaterThan(0);
    await refreshRecommendations(t.app.ctx);
    expect(await similarityRows()).toEqual(similarities);
    expect(await popularityRows()).toEqual(popularity);
    // Two refreshes at once (a tick and a start-up run) end in the same rows.
    await Promise.all([refreshRecommendations(t.app.ctx), refreshRecommendations(t.app.ctx)]);
    expect(await similarityRows()).toEqual(similarities);

    // Nobody studies Excel para Finanças any more: its similarities go at the next refresh.
    t.clock.advance(60_000);
    await t.db.deleteFrom('enrollments').where('courseId', '=', 'rec-excel').execute();
    await refreshRecommendations(t.app.ctx);
    const after = await similarityRows();
    expect(after.some((r) => r.courseId === 'rec-excel' || r.similarCourseId === 'rec-excel')).toBe(false);
    expect((await popularityRows()).find((r) => r.courseId === 'rec-excel')).toMatchObject({ score: 0, students: 0 });
    expect(after.filter((r) => r.courseId === 'rec-python')).toEqual(similarities.filter((r) => r.courseId === 'rec-python' && r.similarCourseId !== 'rec-excel'));
  });

  it("the demo student's row: not enrolled, each with a reason", async () => {
    const cookie = await t.signInAs('aluno');
    const items = await recommendationsOf(cookie);
    const enrolled = await t.db.selectFrom('enrollments').select('courseId').where('userId', '=', 'user-aluno-demo').execute();
    expect(items.length).toBeGreaterThan(0);
    for (const card of items) {
      expect(enrolled.map((e) => e.courseId)).not.toContain(card.id);
      expect(card.reason).toMatch(/^(Porque você (concluiu|estuda|favoritou) |Mais cursos de |Popular em )/);
    }
    // The seed's students study the same courses as the demo student: co-enrolment gives reasons.
    expect(items.some((c) => c.reason.startsWith('Porque você'))).toBe(true);
  });
});
