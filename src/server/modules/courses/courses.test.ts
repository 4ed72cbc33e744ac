import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseEndpoints, INSTRUCTOR_OPTIONS_LIMIT } from '#contracts/courses';
import type { QueryOf } from '#contracts/endpoint';
import { learningEndpoints } from '#contracts/learning';
import { DAY_MS } from '#server/lib/clock';
import { newId } from '#server/lib/ids';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { searchTerms } from '#server/db/search';

let t: TestApp;
let aluno: string;
beforeAll(async () => {
  t = await buildTestApp();
  aluno = await t.signInAs('aluno');
});
afterAll(async () => t.close());

const ids = (body: { items: Array<{ id: string }> }) => body.items.map((c) => c.id).sort((a, b) => Number(a) - Number(b));

async function studentWithSubscription(state: 'active' | 'expired' | 'none') {
  const user = await t.insertUser({ role: 'aluno' });
  if (state !== 'none') {
    const now = t.clock.now().getTime();
    const end = new Date(state === 'active' ? now + 30 * DAY_MS : now - 3 * DAY_MS).toISOString();
    const start = new Date(now - 60 * DAY_MS).toISOString();
    await t.db
      .insertInto('subscriptions')
      .values({ id: newId(), userId: user.id, planId: 'quarterly', status: state === 'active' ? 'active' : 'expired', startedAt: start, currentPeriodStart: start, currentPeriodEnd: end, pendingPlanId: null, createdAt: start, updatedAt: start })
      .execute();
  }
  return { ...user, cookie: await t.signIn(user.email, user.password) };
}

describe('search words', () => {
  it('folds accents and case, keeps letters and digits only, and lets only the last word be a prefix', () => {
    expect(searchTerms('NEGÓCIOS Ágeis ç')).toEqual([{ word: 'negocios', prefix: false }, { word: 'ageis', prefix: false }, { word: 'c', prefix: true }]);
    expect(searchTerms('"python" NEAR(a* -b) OR x:y')).toEqual(['python', 'near', 'a', 'b', 'or', 'x', 'y'].map((word, i, all) => ({ word, prefix: i === all.length - 1 })));
    expect(searchTerms(' \'"*-() ')).toEqual([]);
    expect(searchTerms('a '.repeat(50))).toHaveLength(8);
  });
});

describe('GET /api/courses (catalogue)', () => {
  it('lists the approved courses with the student progress, newest first', async () => {
    const res = await t.call(courseEndpoints.catalogue, { cookie: aluno });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(14);
    expect(res.body.items[0].id).toBe('14');
    const ml = res.body.items.find((c: { id: string }) => c.id === '2');
    expect(ml).toMatchObject({ title: 'Machine Learning com Python', instructorName: 'Prof. Carlos Silva', category: 'tecnologia', durationMinutes: 2100, isPremium: true, progress: 78 });
    expect(res.body.items.find((c: { id: string }) => c.id === '3')?.progress).toBe(100);
    expect(res.body.items.find((c: { id: string }) => c.id === '6')?.progress).toBe(0);
  });

  it('searches title, instructor and category, ignoring accents and case', async () => {
    const search = async (q: string) => ids((await t.call(courseEndpoints.catalogue, { query: { q }, cookie: aluno })).body);
    expect(await search('negocios')).toEqual(['3', '4', '7', '11']); // 4: Inglês para Negócios
    expect(await search('NEGÓCIOS')).toEqual(['3', '4', '7', '11']);
    expect(await search('inteligencia')).toEqual(['1']);
    expect(await search('Inteligência Artificial')).toEqual(['1']);
    expect(await search('joao')).toEqual(['4', '8', '14']);
    expect(await search('João Oliveira')).toEqual(['4', '8', '14']);
    expect(await search('python machine')).toEqual(['2']);
    expect(await search('figma')).toEqual(['13']);
    expect(await search('xadrez quântico')).toEqual([]);
  });

  it('finds a renamed course or instructor by the new name on the next search, not by the old one', async () => {
    // Search remembers normalized course texts: a rename must still show at once.
    const search = async (q: string) => ids((await t.call(courseEndpoints.catalogue, { query: { q }, cookie: aluno })).body);
    const { title } = await t.db.selectFrom('courses').select('title').where('id', '=', '13').executeTakeFirstOrThrow();
    expect(await search('figma')).toEqual(['13']);
    await t.db.updateTable('courses').set({ title: 'Prototipação com Penpot' }).where('id', '=', '13').execute();
    expect(await search('prototipacao penpot')).toEqual(['13']);
    expect(await search('joao')).toEqual(['4', '8', '14']);
    await t.db.updateTable('users').set({ name: 'Prof. Joaquim Barros' }).where('id', '=', 'user-prof-joao').execute();
    expect(await search('joao')).toEqual([]);
    expect(await search('joaquim')).toEqual(['4', '8', '14']);
    await t.db.updateTable('users').set({ name: 'Prof. João Oliveira' }).where('id', '=', 'user-prof-joao').execute();
    await t.db.updateTable('courses').set({ title }).where('id', '=', '13').execute();
    expect(await search('figma')).toEqual(['13']);
  });

  it('filters by category, instructor, duration and minimum rating', async () => {
    const filter = async (query: QueryOf<typeof courseEndpoints.catalogue>) => ids((await t.call(courseEndpoints.catalogue, { query, cookie: aluno })).body);
    expect(await filter({ category: 'idiomas' })).toEqual(['4', '8', '14']);
    expect(await filter({ instructor: 'user-prof-ana' })).toEqual(['5', '9', '12', '13']);
    expect(await filter({ minHours: 20, maxHours: 30 })).toEqual(['1', '4', '8', '13']);
    expect(await filter({ minHours: 0, maxHours: 100 })).toHaveLength(14);
    expect(await filter({ minHours: 35, maxHours: 100 })).toEqual(['2', '6']);
    expect(await filter({ minRating: 4 })).toHaveLength(14);
    expect(await filter({ minRating: 5 })).toEqual([]);
    expect(await filter({ category: 'tecnologia', minRating: 4, maxHours: 20 })).toEqual(['1', '10']);
    expect(await filter({ category: 'negocios', q: 'empreend' })).toEqual(['7', '11']);
  });

  it('rejects bad filters with 400 and a Portuguese message', async () => {
    for (const query of [{ category: 'culinaria' }, { minRating: 2 }, { minHours: 50, maxHours: 10 }, { maxHours: 150 }, { q: 'a'.repeat(101) }]) {
      const res = await t.callRaw(courseEndpoints.catalogue, { query, cookie: aluno });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toMatch(/^Dados inválidos/);
    }
    const res = await t.call(courseEndpoints.catalogue, { query: { minHours: 50, maxHours: 10 }, cookie: aluno });
    expect(res.body.message).toContain('A duração mínima não pode ser maior que a máxima.');
  });

  it('never lists courses that are not approved', async () => {
    await t.db
      .insertInto('courses')
      .values({ id: 'draft-1', title: 'Curso Rascunho de Python', category: 'tecnologia', instructorId: 'user-professor-demo', thumbnail: '/thumbnails/tecnologia.svg', status: 'pending', rejectionReason: null, submittedAt: null, approvedAt: null, approvedBy: null, createdAt: t.clock.now().toISOString() })
      .execute();
    const res = await t.call(courseEndpoints.catalogue, { query: { q: 'rascunho' }, cookie: aluno });
    expect(res.body.items).toEqual([]);
    expect((await t.call(courseEndpoints.detail, { params: { id: 'draft-1' }, cookie: aluno })).status).toBe(404);
  });
});

describe('GET /api/courses/instructors', () => {
  const names = (body: Array<{ name: string }>) => body.map((i) => i.name);

  it('lists instructors with approved courses, by name', async () => {
    const res = await t.call(courseEndpoints.instructors, { cookie: aluno });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Dra. Maria Santos', 'Prof. Carlos Silva', 'Prof. João Oliveira', 'Profa. Ana Costa']);
  });

  it('finds them by the words of their name: accents and case ignored, the last word a prefix', async () => {
    for (const q of ['joao', 'JOÃO', 'João Oliv', 'oliveira']) {
      expect(names((await t.call(courseEndpoints.instructors, { cookie: aluno, query: { q } })).body), q).toEqual(['Prof. João Oliveira']);
    }
    expect(names((await t.call(courseEndpoints.instructors, { cookie: aluno, query: { q: 'santos' } })).body)).toEqual(['Dra. Maria Santos']);
    expect((await t.call(courseEndpoints.instructors, { cookie: aluno, query: { q: 'ninguém com esse nome' } })).body).toEqual([]);
    // No words (punctuation only) is the first page.
    expect((await t.call(courseEndpoints.instructors, { cookie: aluno, query: { q: ' - ' } })).body).toHaveLength(4);
  });

  it('gives one teacher by id (the chip of a filter from the address), none for a student or an unknown id', async () => {
    const all = (await t.call(courseEndpoints.instructors, { cookie: aluno })).body;
    const maria = all.find((i) => i.name === 'Dra. Maria Santos')!;
    expect((await t.call(courseEndpoints.instructors, { cookie: aluno, query: { id: maria.id } })).body).toEqual([maria]);
    expect((await t.call(courseEndpoints.instructors, { cookie: aluno, query: { id: 'user-aluno-demo' } })).body).toEqual([]);
    expect((await t.call(courseEndpoints.instructors, { cookie: aluno, query: { id: 'nao-existe' } })).body).toEqual([]);
  });

  it('gives at most INSTRUCTOR_OPTIONS_LIMIT, by name; leaves out teachers without approved courses and suspended ones', async () => {
    const at = t.clock.now().toISOString();
    const teachers = await Promise.all(Array.from({ length: INSTRUCTOR_OPTIONS_LIMIT + 3 }, (_, i) => t.insertUser({ role: 'professor', name: `Aaron Teste ${String(i).padStart(2, '0')}`, email: `aaron-${String(i).padStart(2, '0')}@exemplo.com.br` })));
    // The search reads the e-mail too: fixed addresses keep its words known.
    const draftOnly = await t.insertUser({ role: 'professor', name: 'Aaa Sem Curso Aprovado', email: 'aaa-rascunho@exemplo.com.br' });
    const suspended = await t.insertUser({ role: 'professor', name: 'Aaa Suspensa', email: 'aaa-suspensa@exemplo.com.br', status: 'suspenso' });
    const courseOf = (instructorId: string, status: string) => ({
      id: `instr-${instructorId}`, title: 'Curso de teste', category: 'design', instructorId, thumbnail: '/thumbnails/design.svg', status,
      rejectionReason: null, submittedAt: null, approvedAt: status === 'approved' ? at : null, approvedBy: null, createdAt: at,
    });
    const courseIds = [...teachers, draftOnly, suspended].map((u) => `instr-${u.id}`);
    await t.db.insertInto('courses').values([...teachers.map((u) => courseOf(u.id, 'approved')), courseOf(draftOnly.id, 'draft'), courseOf(suspended.id, 'approved')]).execute();
    try {
      const first = await t.call(courseEndpoints.instructors, { cookie: aluno });
      expect(names(first.body)).toEqual(teachers.slice(0, INSTRUCTOR_OPTIONS_LIMIT).map((_, i) => `Aaron Teste ${String(i).padStart(2, '0')}`));
      const found = await t.call(courseEndpoints.instructors, { cookie: aluno, query: { q: 'aaron teste 2' } });
      expect(names(found.body)).toEqual(['Aaron Teste 20', 'Aaron Teste 21', 'Aaron Teste 22']);
      expect((await t.call(courseEndpoints.instructors, { cookie: aluno, query: { q: 'aaa' } })).body).toEqual([]);
    } finally {
      await t.db.deleteFrom('courses').where('id', 'in', courseIds).execute();
    }
  });

  it('refuses a search longer than 100 characters with a Portuguese 400; students only', async () => {
    const res = await t.callRaw(courseEndpoints.instructors, { cookie: aluno, query: { q: 'a'.repeat(101) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('A busca deve ter no máximo 100 caracteres.');
    expect((await t.call(courseEndpoints.instructors, { cookie: await t.signInAs('professor') })).status).toBe(403);
    expect((await t.call(courseEndpoints.instructors)).status).toBe(401);
  });
});

describe('GET /api/courses/:id (detail)', () => {
  it('gives modules, lessons with completion marks, materials and progress', async () => {
    const res = await t.call(courseEndpoints.detail, { params: { id: '1' }, cookie: aluno });
    expect(res.status).toBe(200);
    expect(res.body.access).toBe('granted');
    expect(res.body.course.title).toBe('Introdução à Inteligência Artificial');
    expect(res.body.modules).toHaveLength(4);
    expect(res.body.modules[0].title).toBe('Fundamentos da IA');
    expect(res.body.modules[0].lessons.map((l: { title: string }) => l.title)).toEqual(['O que é Inteligência Artificial', 'Breve história da IA', 'IA fraca, IA forte e IA generativa']);
    const lessons = res.body.modules.flatMap((m: { lessons: Array<{ completed: boolean; durationMinutes: number }> }) => m.lessons);
    expect(lessons).toHaveLength(12);
    expect(lessons.filter((l: { completed: boolean }) => l.completed)).toHaveLength(6);
    expect(lessons.reduce((sum: number, l: { durationMinutes: number }) => sum + l.durationMinutes, 0)).toBe(20 * 60);
    expect(res.body).toMatchObject({ totalLessons: 12, completedLessons: 6, enrolled: true, completedAt: null, quizId: 'quiz-curso-1' });
    expect(res.body.course.progress).toBe(50);
    expect(res.body.materials).toEqual([expect.objectContaining({ title: 'Apostila do curso', fileName: 'Apostila - Introdução à Inteligência Artificial.pdf', mimeType: 'application/pdf' })]);
  });

  it("gives the course's exam id when it has one", async () => {
    const res = await t.call(courseEndpoints.detail, { params: { id: '9' }, cookie: aluno });
    expect(res.body.quizId).toBe('quiz-curso-9');
    // Without a quiz, no exam id (the player hides 'take quiz').
    await t.db.deleteFrom('quizzes').where('courseId', '=', '14').execute();
    const without = await t.call(courseEndpoints.detail, { params: { id: '14' }, cookie: aluno });
    expect(without.body.quizId).toBeNull();
  });

  it('has every seeded course with lessons adding up to its duration', async () => {
    const catalogue = await t.call(courseEndpoints.catalogue, { cookie: aluno });
    for (const card of catalogue.body.items) {
      const lessons = await t.db.selectFrom('lessons').select(['durationMinutes', 'content']).where('courseId', '=', card.id).execute();
      expect(lessons.length, card.id).toBeGreaterThanOrEqual(6);
      expect(lessons.reduce((sum, l) => sum + l.durationMinutes, 0), card.id).toBe(card.durationMinutes);
      expect(lessons.every((l) => l.content.includes('### Exercícios'))).toBe(true);
    }
  });

  it('seeds the written lessons: code in the technology courses, several videos', async () => {
    // The lessons' own texts (no template, no shared sentences) are checked on their Markdown files: seed/content/lessons.test.ts.
    const lessons = await t.db.selectFrom('lessons as l').innerJoin('courses as c', 'c.id', 'l.courseId').select(['l.id', 'l.content', 'l.videoUrl', 'c.category']).where('c.status', '=', 'approved').execute(); // catalogue lessons (the teacher seed's drafts are short on purpose)
    const tech = lessons.filter((l) => l.category === 'tecnologia');
    expect(tech.filter((l) => /^```[a-z]+$/m.test(l.content)).length).toBeGreaterThan(tech.length / 2);
    expect(lessons.filter((l) => l.videoUrl?.startsWith('https://')).length).toBeGreaterThanOrEqual(10);
  });

  it('a premium course without subscription: premium access, no lessons, no materials', async () => {
    const beatriz = await t.signIn('beatriz@eduia.com.br', 'Aluno@2024');
    const res = await t.call(courseEndpoints.detail, { params: { id: '2' }, cookie: beatriz });
    expect(res.status).toBe(200);
    expect(res.body.access).toBe('premium');
    expect(res.body.modules).toEqual([]);
    expect(res.body.materials).toEqual([]);
    expect(res.body.course.title).toBe('Machine Learning com Python');
    expect((await t.call(courseEndpoints.detail, { params: { id: '1' }, cookie: beatriz })).body.access).toBe('granted');
  });

  it('expired subscription: expired access; active subscription: granted', async () => {
    const expired = await studentWithSubscription('expired');
    expect((await t.call(courseEndpoints.detail, { params: { id: '6' }, cookie: expired.cookie })).body.access).toBe('expired');
    const active = await studentWithSubscription('active');
    const res = await t.call(courseEndpoints.detail, { params: { id: '6' }, cookie: active.cookie });
    expect(res.body.access).toBe('granted');
    expect(res.body.modules).toHaveLength(4);
  });

  it('unknown course: 404 in Portuguese', async () => {
    const res = await t.call(courseEndpoints.detail, { params: { id: 'nao-existe' }, cookie: aluno });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Curso não encontrado.');
  });

  it("never shows another student's completions", async () => {
    const other = await studentWithSubscription('none');
    const res = await t.call(courseEndpoints.detail, { params: { id: '1' }, cookie: other.cookie });
    expect(res.body).toMatchObject({ completedLessons: 0, enrolled: false });
    expect(res.body.course.progress).toBe(0);
  });
});

describe('GET /api/courses/:id/lessons/:lessonId', () => {
  it('gives the content rendered to HTML by the server and the completion mark', async () => {
    const res = await t.call(courseEndpoints.lesson, { params: { id: '1', lessonId: 'lesson-1-1-1' }, cookie: aluno });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'lesson-1-1-1', title: 'O que é Inteligência Artificial', completed: true, moduleId: 'mod-1-1', durationMinutes: 100 });
    expect(res.body.contentHtml).toContain('<strong>Inteligência Artificial (IA)</strong> é a área da computação');
    // The lesson title is the page's h2: the lesson's top headings (### here) are h3.
    expect(res.body.contentHtml).toContain('<h3>Exercícios</h3>');
    expect(res.body).not.toHaveProperty('content');
    expect((await t.call(courseEndpoints.lesson, { params: { id: '1', lessonId: 'lesson-1-4-3' }, cookie: aluno })).body.completed).toBe(false);
  });

  it('refuses premium content without subscription with 403 and a reason', async () => {
    const none = await studentWithSubscription('none');
    const res = await t.call(courseEndpoints.lesson, { params: { id: '2', lessonId: 'lesson-2-1-1' }, cookie: none.cookie });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Este curso é exclusivo para assinantes. Assine um plano para acessar as aulas.', reason: 'premium' });
    const expired = await studentWithSubscription('expired');
    const res2 = await t.call(courseEndpoints.lesson, { params: { id: '2', lessonId: 'lesson-2-1-1' }, cookie: expired.cookie });
    expect(res2.status).toBe(403);
    expect(res2.body.reason).toBe('expired');
    const active = await studentWithSubscription('active');
    expect((await t.call(courseEndpoints.lesson, { params: { id: '2', lessonId: 'lesson-2-1-1' }, cookie: active.cookie })).status).toBe(200);
  });

  it('404 for an unknown lesson or a lesson of another course', async () => {
    expect((await t.call(courseEndpoints.lesson, { params: { id: '1', lessonId: 'nao-existe' }, cookie: aluno })).status).toBe(404);
    const res = await t.call(courseEndpoints.lesson, { params: { id: '1', lessonId: 'lesson-3-1-1' }, cookie: aluno });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Aula não encontrada.');
    expect((await t.call(courseEndpoints.lesson, { params: { id: 'nao-existe', lessonId: 'lesson-1-1-1' }, cookie: aluno })).status).toBe(404);
  });
});

describe('GET /api/courses/:id/materials/:materialId', () => {
  it('downloads the real PDF for an enrolled student', async () => {
    const res = await t.call(courseEndpoints.downloadMaterial, { params: { id: '1', materialId: 'material-1-1' }, cookie: aluno });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    expect(res.raw.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Apostila - Introdução à Inteligência Artificial.pdf')}`);
    expect(res.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('requires enrollment (opening the course) and premium access', async () => {
    const student = await studentWithSubscription('none');
    const before = await t.call(courseEndpoints.downloadMaterial, { params: { id: '3', materialId: 'material-3-1' }, cookie: student.cookie });
    expect(before.status).toBe(403);
    expect(before.body.message).toMatch(/matricular/);
    expect((await t.call(learningEndpoints.enroll, { params: { id: '3' }, cookie: student.cookie })).status).toBe(200);
    expect((await t.call(courseEndpoints.downloadMaterial, { params: { id: '3', materialId: 'material-3-1' }, cookie: student.cookie })).status).toBe(200);
    const premium = await t.call(courseEndpoints.downloadMaterial, { params: { id: '2', materialId: 'material-2-1' }, cookie: student.cookie });
    expect(premium.status).toBe(403);
    expect(premium.body.reason).toBe('premium');
  });

  it('404 for unknown material, a material of another course, or a missing file', async () => {
    expect((await t.call(courseEndpoints.downloadMaterial, { params: { id: '1', materialId: 'nao-existe' }, cookie: aluno })).status).toBe(404);
    expect((await t.call(courseEndpoints.downloadMaterial, { params: { id: '1', materialId: 'material-3-1' }, cookie: aluno })).status).toBe(404);
    await t.db
      .insertInto('courseMaterials')
      .values({ id: 'material-perdido', courseId: '1', title: 'Perdido', fileName: 'perdido.pdf', storedName: 'nao-existe.pdf', mimeType: 'application/pdf', sizeBytes: 10, uploadedBy: null, createdAt: t.clock.now().toISOString() })
      .execute();
    const res = await t.call(courseEndpoints.downloadMaterial, { params: { id: '1', materialId: 'material-perdido' }, cookie: aluno });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/não está disponível/);
  });
});
