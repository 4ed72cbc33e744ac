import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringEndpoints as e, type AuthoringCourse } from '#contracts/authoring';
import { courseEndpoints } from '#contracts/courses';
import { completeLessons, enroll, insertCourse } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let teacher: string;
let otherTeacher: string;
let aluno: string;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.signInAs('professor');
  const other = await t.insertUser({ role: 'professor' });
  otherTeacher = await t.signIn(other.email, other.password);
  aluno = await t.signInAs('aluno');
});
afterAll(async () => t.close());

const lesson = (moduleId: string, title: string, extra: Partial<{ content: string; durationMinutes: number; videoUrl: string }> = {}) => ({
  moduleId, title, durationMinutes: 15, content: '# Título\n\nTexto', videoUrl: '', ...extra,
});

async function newCourseWithLessons(count: number): Promise<AuthoringCourse> {
  const created = await t.call(e.createCourse, { cookie: teacher, body: { title: 'Curso de Autoria', description: 'Descrição', category: 'tecnologia', isPremium: false } });
  expect(created.status).toBe(201);
  const withModule = await t.call(e.addModule, { cookie: teacher, params: { id: created.body.id }, body: { title: 'Módulo 1' } });
  let course = withModule.body;
  for (let i = 1; i <= count; i++) {
    const res = await t.call(e.addLesson, { cookie: teacher, params: { id: course.id }, body: lesson(course.modules[0].id, `Aula ${i}`) });
    expect(res.status).toBe(201);
    course = res.body;
  }
  return course;
}

describe('teacher course list', () => {
  it('lists only the teacher\'s own courses with computed counts and status', async () => {
    const res = await t.call(e.listCourses, { cookie: teacher, query: { pageSize: 50 } });
    expect(res.status).toBe(200);
    const ids = res.body.items.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['1', '2', '6', '10']));
    expect(ids).not.toContain('3'); // Dra. Maria's
    const enrolments = await t.db.selectFrom('enrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('courseId', '=', '1').executeTakeFirstOrThrow();
    const course1 = res.body.items.find((c) => c.id === '1')!;
    expect(course1.students).toBe(Number(enrolments.n));
    expect(course1.status).toBe('approved');
    expect(course1.quizzes).toBeGreaterThanOrEqual(1);
  });

  it('the demo teacher has a seeded course in each moderation status, the rejected one with its reason', async () => {
    const res = await t.call(e.listCourses, { cookie: teacher, query: { pageSize: 50 } });
    expect(new Set(res.body.items.map((c) => c.status))).toEqual(new Set(['draft', 'pending', 'approved', 'rejected']));
    expect(res.body.items.find((c) => c.status === 'rejected')?.rejectionReason).toMatch(/módulo 2/);
  });

  it('is refused to students (403) and anonymous callers (401)', async () => {
    expect((await t.call(e.listCourses, { cookie: aluno, query: { pageSize: 50 } })).status).toBe(403);
    expect((await t.call(e.listCourses)).status).toBe(401);
  });
});

describe('course authoring', () => {
  it('creates a draft course with the teacher as instructor, modules and lessons in order', async () => {
    const course = await newCourseWithLessons(2);
    expect(course.status).toBe('draft');
    expect(course.modules).toHaveLength(1);
    expect(course.modules[0].lessons.map((l) => l.title)).toEqual(['Aula 1', 'Aula 2']);
    const row = await t.db.selectFrom('courses').select(['instructorId', 'durationMinutes']).where('id', '=', course.id).executeTakeFirstOrThrow();
    expect(row.instructorId).toBe('user-professor-demo');
    expect(row.durationMinutes).toBe(30);
  });

  it('keeps drafts out of the catalogue until approved', async () => {
    const course = await newCourseWithLessons(1);
    const catalogue = await t.call(courseEndpoints.catalogue, { cookie: aluno });
    expect(catalogue.body.items.map((c) => c.id)).not.toContain(course.id);
    expect((await t.call(courseEndpoints.detail, { cookie: aluno, params: { id: course.id } })).status).toBe(404);
  });

  it('validates bodies with Portuguese messages and writes nothing', async () => {
    const before = await t.call(e.listCourses, { cookie: teacher, query: { pageSize: 50 } });
    const bad = await t.callRaw(e.createCourse, { cookie: teacher, body: { title: 'ab', description: '', category: 'culinaria', isPremium: false } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/título deve ter pelo menos 3 caracteres|categoria|opção/i);
    const course = await newCourseWithLessons(0);
    const badLesson = await t.callRaw(e.addLesson, { cookie: teacher, params: { id: course.id }, body: lesson(course.modules[0].id, 'Aula', { durationMinutes: 0, videoUrl: 'javascript:alert(1)' }) });
    expect(badLesson.status).toBe(400);
    const after = await t.call(e.listCourses, { cookie: teacher, query: { pageSize: 50 } });
    expect(after.body.total).toBe(before.body.total + 1);
  });

  it('renames, reorders (moving a lesson across modules) and deletes', async () => {
    let course = await newCourseWithLessons(2);
    course = (await t.call(e.addModule, { cookie: teacher, params: { id: course.id }, body: { title: 'Módulo 2' } })).body;
    const [m1, m2] = course.modules;
    const [l1, l2] = m1.lessons;
    course = (await t.call(e.updateModule, { cookie: teacher, params: { id: course.id, moduleId: m1.id }, body: { title: 'Introdução' } })).body;
    expect(course.modules[0].title).toBe('Introdução');

    const reordered = await t.call(e.reorder, { cookie: teacher, params: { id: course.id }, body: { modules: [{ id: m2.id, lessonIds: [l2.id] }, { id: m1.id, lessonIds: [l1.id] }] } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.modules.map((m) => m.id)).toEqual([m2.id, m1.id]);
    expect(reordered.body.modules[0].lessons.map((l) => l.id)).toEqual([l2.id]);

    const incomplete = await t.call(e.reorder, { cookie: teacher, params: { id: course.id }, body: { modules: [{ id: m2.id, lessonIds: [l2.id] }] } });
    expect(incomplete.status).toBe(400);

    const edited = await t.call(e.updateLesson, { cookie: teacher, params: { id: course.id, lessonId: l1.id }, body: lesson(m1.id, 'Aula editada', { content: '**novo**', videoUrl: 'https://example.com/v' }) });
    expect(edited.body.modules[1].lessons[0]).toMatchObject({ title: 'Aula editada', content: '**novo**', videoUrl: 'https://example.com/v' });

    course = (await t.call(e.deleteModule, { cookie: teacher, params: { id: course.id, moduleId: m2.id } })).body;
    expect(course.modules.map((m) => m.id)).toEqual([m1.id]);
    course = (await t.call(e.deleteLesson, { cookie: teacher, params: { id: course.id, lessonId: l1.id } })).body;
    expect(course.modules[0].lessons).toHaveLength(0);
  });

  it('submits draft → pending (needs a lesson), freezes it in review, and resubmits a rejected course', async () => {
    const empty = await newCourseWithLessons(0);
    expect((await t.call(e.submitCourse, { cookie: teacher, params: { id: empty.id } })).status).toBe(409);

    const course = await newCourseWithLessons(1);
    const submitted = await t.call(e.submitCourse, { cookie: teacher, params: { id: course.id } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('pending');
    expect(submitted.body.submittedAt).not.toBeNull();
    expect((await t.call(e.submitCourse, { cookie: teacher, params: { id: course.id } })).status).toBe(409);
    const frozen = await t.call(e.addModule, { cookie: teacher, params: { id: course.id }, body: { title: 'Outro' } });
    expect(frozen.status).toBe(409);

    await t.db.updateTable('courses').set({ status: 'rejected', rejectionReason: 'Faltam exercícios.' }).where('id', '=', course.id).execute();
    const rejected = await t.call(e.getCourse, { cookie: teacher, params: { id: course.id } });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'Faltam exercícios.' });
    expect((await t.call(e.addModule, { cookie: teacher, params: { id: course.id }, body: { title: 'Exercícios' } })).status).toBe(201);
    const resubmitted = await t.call(e.submitCourse, { cookie: teacher, params: { id: course.id } });
    expect(resubmitted.body).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('edits of an approved course become a new version: the course stays approved and students keep the approved title', async () => {
    const course = await newCourseWithLessons(1);
    await t.db.updateTable('courses').set({ status: 'approved', approvedAt: t.clock.now().toISOString() }).where('id', '=', course.id).execute();
    const res = await t.call(e.updateCourse, { cookie: teacher, params: { id: course.id }, body: { title: 'Título novo', description: 'x', category: 'negocios', isPremium: true } });
    expect(res.body).toMatchObject({ status: 'approved', title: 'Título novo', revision: { status: 'draft' } });
    const detail = await t.call(courseEndpoints.detail, { cookie: aluno, params: { id: course.id } });
    expect(detail.body.course.title).toBe(course.title);
    expect(detail.body.course.isPremium).toBe(false);
  });

  it('recomputes enrolled students\' progress when lessons are added or removed', async () => {
    const course = await newCourseWithLessons(2);
    // Taken out of the catalogue: its enrolled students stay, and the teacher edits it directly.
    await t.db.updateTable('courses').set({ status: 'unpublished' }).where('id', '=', course.id).execute();
    const student = await t.insertUser({ role: 'aluno' });
    await enroll(t.db, student.id, course.id, { progressPercent: 50 });
    await completeLessons(t.db, student.id, course.id, [course.modules[0].lessons[0].id]);
    const progress = async () =>
      (await t.db.selectFrom('enrollments').select('progressPercent').where('userId', '=', student.id).where('courseId', '=', course.id).executeTakeFirstOrThrow()).progressPercent;

    const added = await t.call(e.addLesson, { cookie: teacher, params: { id: course.id }, body: lesson(course.modules[0].id, 'Aula 3') });
    expect(await progress()).toBe(33);
    await t.call(e.deleteLesson, { cookie: teacher, params: { id: course.id, lessonId: added.body.modules[0].lessons[2].id } });
    await t.call(e.deleteLesson, { cookie: teacher, params: { id: course.id, lessonId: course.modules[0].lessons[1].id } });
    expect(await progress()).toBe(100);
  });
});

describe('another teacher\'s course', () => {
  it('is a 404 for every read and write, and nothing changes', async () => {
    const course = await newCourseWithLessons(1);
    const moduleId = course.modules[0].id;
    const lessonId = course.modules[0].lessons[0].id;
    const calls = [
      t.call(e.getCourse, { cookie: otherTeacher, params: { id: course.id } }),
      t.call(e.updateCourse, { cookie: otherTeacher, params: { id: course.id }, body: { title: 'Roubado', description: '', category: 'tecnologia', isPremium: false } }),
      t.call(e.submitCourse, { cookie: otherTeacher, params: { id: course.id } }),
      t.call(e.addModule, { cookie: otherTeacher, params: { id: course.id }, body: { title: 'Intruso' } }),
      t.call(e.updateModule, { cookie: otherTeacher, params: { id: course.id, moduleId }, body: { title: 'Intruso' } }),
      t.call(e.deleteModule, { cookie: otherTeacher, params: { id: course.id, moduleId } }),
      t.call(e.addLesson, { cookie: otherTeacher, params: { id: course.id }, body: lesson(moduleId, 'Intrusa') }),
      t.call(e.updateLesson, { cookie: otherTeacher, params: { id: course.id, lessonId }, body: lesson(moduleId, 'Intrusa') }),
      t.call(e.deleteLesson, { cookie: otherTeacher, params: { id: course.id, lessonId } }),
      t.call(e.reorder, { cookie: otherTeacher, params: { id: course.id }, body: { modules: [{ id: moduleId, lessonIds: [lessonId] }] } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const after = await t.call(e.getCourse, { cookie: teacher, params: { id: course.id } });
    expect(after.body).toMatchObject({ title: course.title, status: 'draft' });
    expect(after.body.modules[0].lessons).toHaveLength(1);
    expect((await t.call(e.listCourses, { cookie: otherTeacher, query: { pageSize: 50 } })).body).toMatchObject({ items: [], total: 0 });
  });

  it('a module of another course cannot be used through one\'s own course', async () => {
    const foreign = await insertCourse(t.db, { instructorId: 'user-prof-maria' });
    const foreignModule = await t.db.insertInto('courseModules').values({ id: `m-${foreign}`, courseId: foreign, title: 'M', position: 1 }).returning('id').executeTakeFirstOrThrow();
    const own = await newCourseWithLessons(0);
    expect((await t.call(e.addLesson, { cookie: teacher, params: { id: own.id }, body: lesson(foreignModule.id, 'Aula') })).status).toBe(404);
    expect((await t.call(e.deleteModule, { cookie: teacher, params: { id: own.id, moduleId: foreignModule.id } })).status).toBe(404);
  });
});

describe('teacher materials', () => {
  it('lists materials of the teacher\'s courses only', async () => {
    const res = await t.call(e.listMaterials, { cookie: teacher, query: { pageSize: 50 } });
    expect(res.status).toBe(200);
    const own = new Set((await t.call(e.listCourses, { cookie: teacher, query: { pageSize: 50 } })).body.items.map((c) => c.id));
    for (const material of res.body.items) expect(own.has(material.courseId)).toBe(true);
  });
});
