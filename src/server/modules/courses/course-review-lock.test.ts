import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringEndpoints as e, type QuizInput, type TeacherMaterial } from '#contracts/authoring';
import { CSRF_HEADER } from '#contracts/endpoint';
import { moderationEndpoints as m } from '#contracts/moderation';
import { SESSION_COOKIE } from '#server/plugins/session';
import { insertCourse, insertLessons } from '#server/testing/assessment-factories';
import { buildPdfLike } from '#server/testing/office-files';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 22 item 4: a course in review is reviewed with its quiz and materials, so neither
// changes until the decision; the moderator previews and downloads them; the teacher
// downloads their own materials.
let t: TestApp;
let teacher: string;
let otherTeacher: string;
let aluno: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.signInAs('professor');
  const other = await t.insertUser({ role: 'professor' });
  otherTeacher = await t.signIn(other.email, other.password);
  aluno = await t.signInAs('aluno');
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const BOUNDARY = '----eduia-lock-boundary';
async function upload(courseId: string, bytes: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="apostila.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST', url: `/api/teacher/courses/${courseId}/materials?title=Apostila`, payload,
    headers: { [CSRF_HEADER]: '1', cookie: `${SESSION_COOKIE}=${teacher}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  return { status: res.statusCode, body: res.json() as TeacherMaterial & { message?: string } };
}

const quizBody = (courseId: string, overrides: Partial<QuizInput> = {}): QuizInput => ({
  title: 'Simulado final', courseId, durationMinutes: 30, passingScore: 70, questionsPerAttempt: null, retryWaitMinutes: 0,
  questions: [{ question: 'Quanto é 2 + 2?', options: ['3', '4', '5', '6'], correctIndex: 1, explanation: 'Soma simples.' }], ...overrides,
});

/** A draft course of the demo teacher with a lesson, a material and a quiz, then sent for review. */
async function pendingCourse() {
  const courseId = await insertCourse(t.db, { instructorId: 'user-professor-demo', status: 'draft' });
  await insertLessons(t.db, courseId, 1);
  const pdf = buildPdfLike(2048);
  const material = await upload(courseId, pdf);
  expect(material.status).toBe(201);
  const quiz = await t.call(e.createQuiz, { cookie: teacher, body: quizBody(courseId) });
  expect(quiz.status).toBe(201);
  expect((await t.call(e.submitCourse, { cookie: teacher, params: { id: courseId } })).status).toBe(200);
  return { courseId, materialId: material.body.id, quizId: quiz.body.id, pdf };
}

describe('a course in review keeps its quiz and materials as sent', () => {
  it('refuses to change, create or delete its quiz (409, nothing written)', async () => {
    const { courseId, quizId } = await pendingCourse();
    const changed = await t.call(e.updateQuiz, { cookie: teacher, params: { id: quizId }, body: quizBody(courseId, { title: 'Outro título' }) });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/em análise/);
    const row = await t.db.selectFrom('quizzes').select('title').where('id', '=', quizId).executeTakeFirstOrThrow();
    expect(row.title).toBe('Simulado final');
    expect((await t.call(e.createQuiz, { cookie: teacher, body: quizBody(courseId) })).status).toBe(409);
    expect((await t.call(e.deleteQuiz, { cookie: teacher, params: { id: quizId } })).status).toBe(409);
  });

  it('refuses to move a quiz into or out of a course in review', async () => {
    const { courseId } = await pendingCourse();
    const draft = await insertCourse(t.db, { instructorId: 'user-professor-demo', status: 'draft' });
    const quiz = await t.call(e.createQuiz, { cookie: teacher, body: quizBody(draft) });
    expect((await t.call(e.updateQuiz, { cookie: teacher, params: { id: quiz.body.id }, body: quizBody(courseId) })).status).toBe(409);
  });

  it('the materials list says the course is in review; rename and delete are 409', async () => {
    const { materialId } = await pendingCourse();
    const list = await t.call(e.listMaterials, { cookie: teacher, query: { pageSize: 50 } });
    expect(list.body.items.find((row) => row.id === materialId)).toMatchObject({ courseInReview: true });
    expect((await t.call(e.renameMaterial, { cookie: teacher, params: { id: materialId }, body: { title: 'Novo nome' } })).status).toBe(409);
    expect((await t.call(e.deleteMaterial, { cookie: teacher, params: { id: materialId } })).status).toBe(409);
    const mine = await t.call(e.listCourses, { cookie: teacher, query: { pageSize: 50 } });
    expect(mine.body.items.every((course) => course.inReview === (course.status === 'pending'))).toBe(true);
  });

  it('once decided (rejected), the quiz can be changed again', async () => {
    const { courseId, quizId } = await pendingCourse();
    expect((await t.call(m.rejectCourse, { cookie: admin, params: { id: courseId }, body: { reason: 'Faltam exemplos práticos.' } })).status).toBe(200);
    expect((await t.call(e.updateQuiz, { cookie: teacher, params: { id: quizId }, body: quizBody(courseId, { title: 'Outro título' }) })).status).toBe(200);
  });
});

describe('the moderator reviews the quiz and the materials', () => {
  it('the preview lists the materials and the quiz with its answer key', async () => {
    const { courseId, materialId, quizId } = await pendingCourse();
    const preview = await t.call(m.previewCourse, { cookie: admin, params: { id: courseId } });
    expect(preview.status).toBe(200);
    expect(preview.body.materials).toEqual([{ id: materialId, title: 'Apostila', fileName: 'apostila.pdf', sizeBytes: 2048 }]);
    expect(preview.body.quizzes).toHaveLength(1);
    expect(preview.body.quizzes[0]).toMatchObject({ id: quizId, title: 'Simulado final', passingScore: 70 });
    expect(preview.body.quizzes[0].questions[0]).toMatchObject({ question: 'Quanto é 2 + 2?', correctIndex: 1, options: ['3', '4', '5', '6'] });
  });

  it('the admin downloads a material of the course in review; only admins; another course or a draft is 404', async () => {
    const { courseId, materialId, pdf } = await pendingCourse();
    const res = await t.call(m.downloadMaterial, { cookie: admin, params: { id: courseId, materialId } });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    expect(res.raw.rawPayload.equals(pdf)).toBe(true);
    expect((await t.call(m.downloadMaterial, { cookie: admin, params: { id: 'prof-ia-generativa', materialId } })).status).toBe(404);
    expect((await t.call(m.downloadMaterial, { cookie: teacher, params: { id: courseId, materialId } })).status).toBe(403);
    expect((await t.call(m.downloadMaterial, { cookie: aluno, params: { id: courseId, materialId } })).status).toBe(403);
    expect((await t.call(m.downloadMaterial, { params: { id: courseId, materialId } })).status).toBe(401);

    const draft = await insertCourse(t.db, { instructorId: 'user-professor-demo', status: 'draft' });
    const draftMaterial = await upload(draft, buildPdfLike(1024));
    expect((await t.call(m.downloadMaterial, { cookie: admin, params: { id: draft, materialId: draftMaterial.body.id } })).status).toBe(404);
  });
});

describe('the teacher downloads their own materials', () => {
  it('whatever the state of the course; another teacher gets 404; students 403; anonymous 401', async () => {
    const { materialId, pdf } = await pendingCourse();
    const res = await t.call(e.downloadMaterial, { cookie: teacher, params: { id: materialId } });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-disposition']).toContain('apostila.pdf');
    expect(res.raw.rawPayload.equals(pdf)).toBe(true);
    expect((await t.call(e.downloadMaterial, { cookie: otherTeacher, params: { id: materialId } })).status).toBe(404);
    expect((await t.call(e.downloadMaterial, { cookie: aluno, params: { id: materialId } })).status).toBe(403);
    expect((await t.call(e.downloadMaterial, { params: { id: materialId } })).status).toBe(401);
    expect((await t.call(e.downloadMaterial, { cookie: teacher, params: { id: 'nao-existe' } })).status).toBe(404);
  });
});
