import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringEndpoints as e } from '#contracts/authoring';
import type { Endpoint } from '#contracts/endpoint';
import { newId } from '#server/lib/ids';
import { enroll, insertCourse, insertQuiz } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// The teacher's dashboard tabs are read a page at a time (issue 24: a teacher with hundreds of
// courses). Walking every page gives each row exactly once, in the list's order, and the total;
// bad page input is a Portuguese 400; a teacher never sees another teacher's rows.

let t: TestApp;
let teacher: string;
let teacherId: string;
let otherTeacher: string;
let aluno: string;
const courseIds: string[] = [];
const materialIds: string[] = [];
const quizIds: string[] = [];

// Same instants on purpose: rows that tie on the date are ordered by id, so no page repeats or skips one.
const SAME_DAY = '2025-03-01T12:00:00.000Z';

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await t.insertUser({ role: 'professor' });
  teacherId = owner.id;
  teacher = await t.signIn(owner.email, owner.password);
  const other = await t.insertUser({ role: 'professor' });
  otherTeacher = await t.signIn(other.email, other.password);
  aluno = await t.signInAs('aluno');
  for (let i = 0; i < 7; i++) {
    const courseId = await insertCourse(t.db, { instructorId: teacherId, title: `Curso Paginado ${i}` });
    if (i % 2 === 0) await t.db.updateTable('courses').set({ createdAt: SAME_DAY }).where('id', '=', courseId).execute();
    courseIds.push(courseId);
    for (let m = 0; m < (i % 3); m++) {
      const id = newId();
      await t.db.insertInto('courseMaterials').values({
        id, courseId, title: `Material ${i}.${m}`, fileName: `material-${m}.pdf`, storedName: `${id}.pdf`, mimeType: 'application/pdf', sizeBytes: 1000, uploadedBy: teacherId, createdAt: SAME_DAY,
      }).execute();
      materialIds.push(id);
    }
    if (i !== 3) quizIds.push((await insertQuiz(t.db, courseId, { title: `Simulado ${i}` })).id);
    if (i === 4) quizIds.push((await insertQuiz(t.db, courseId, { title: `Simulado ${i}b` })).id);
  }
  await enroll(t.db, 'user-aluno-demo', courseIds[0]);
  // Another teacher's rows, which must never show up in the pages above.
  const foreign = await insertCourse(t.db, { instructorId: other.id });
  await insertQuiz(t.db, foreign);
});
afterAll(async () => t.close());

type PageBody = { items: Array<{ id: string }>; total: number; page: number; pageSize: number };

/** Every page of a list at `pageSize`, in order, asking as `cookie`. */
async function walk(endpoint: Endpoint, cookie: string, pageSize: number, extra: Record<string, string> = {}) {
  const ids: string[] = [];
  let total = -1;
  for (let page = 1; page <= 50; page++) {
    const res = await t.call(endpoint, { cookie, query: { page, pageSize, ...extra } } as never);
    expect(res.status).toBe(200);
    const body = res.body as PageBody;
    expect(body).toMatchObject({ page, pageSize });
    if (total >= 0) expect(body.total).toBe(total);
    total = body.total;
    expect(body.items.length).toBeLessThanOrEqual(pageSize);
    if (body.items.length === 0) break;
    ids.push(...body.items.map((item) => item.id));
  }
  return { ids, total };
}

describe.each([
  { name: 'courses', endpoint: e.listCourses, expected: () => courseIds },
  { name: 'materials', endpoint: e.listMaterials, expected: () => materialIds },
  { name: 'quizzes', endpoint: e.listQuizzes, expected: () => quizIds },
])('the teacher\'s $name, a page at a time', ({ endpoint, expected }) => {
  it('gives every row once, in the same order as one big page, with the total', async () => {
    const all = await walk(endpoint, teacher, 50);
    expect(new Set(all.ids)).toEqual(new Set(expected()));
    expect(all.total).toBe(expected().length);
    for (const pageSize of [1, 2, 3]) {
      const paged = await walk(endpoint, teacher, pageSize);
      expect(paged.ids).toEqual(all.ids);
      expect(paged.total).toBe(all.total);
    }
  });

  it('shows another teacher none of these rows', async () => {
    const theirs = await walk(endpoint, otherTeacher, 50);
    expect(theirs.ids.filter((id) => expected().includes(id))).toEqual([]);
    expect(theirs.total).toBe(theirs.ids.length);
  });

  it('refuses bad page input with a Portuguese 400', async () => {
    for (const query of [{ page: '0' }, { page: 'dois' }, { page: '1.5' }, { pageSize: '0' }, { pageSize: '51' }, { pageSize: 'x' }]) {
      const res = await t.callRaw(endpoint, { cookie: teacher, query } as never);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message, JSON.stringify(query)).toMatch(/Página inválida|Tamanho de página inválido/);
    }
  });

  it('is refused to students (403) and anonymous callers (401)', async () => {
    expect((await t.callRaw(endpoint, { cookie: aluno })).status).toBe(403);
    expect((await t.callRaw(endpoint, {})).status).toBe(401);
  });
});

describe('courses page', () => {
  it('newest first, ties by id, with each course\'s counts', async () => {
    const { body } = await t.call(e.listCourses, { cookie: teacher, query: { pageSize: 50 } });
    const rows = await t.db.selectFrom('courses').select(['id', 'createdAt']).where('instructorId', '=', teacherId).execute();
    const sorted = [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id)).map((row) => row.id);
    expect(body.items.map((c) => c.id)).toEqual(sorted);
    expect(body.items.find((c) => c.id === courseIds[0])).toMatchObject({ students: 1, quizzes: 1, materials: 0 });
    expect(body.items.find((c) => c.id === courseIds[4])).toMatchObject({ quizzes: 2, materials: 1 });
  });

  it('a page past the end is empty, with the total', async () => {
    const res = await t.call(e.listCourses, { cookie: teacher, query: { page: 99, pageSize: 5 } });
    expect(res.body).toEqual({ items: [], total: courseIds.length, page: 99, pageSize: 5 });
  });
});

describe('materials of one course', () => {
  it('pages through that course\'s materials only', async () => {
    const { ids, total } = await walk(e.listMaterials, teacher, 1, { courseId: courseIds[2] });
    const expected = await t.db.selectFrom('courseMaterials').select('id').where('courseId', '=', courseIds[2]).execute();
    expect(new Set(ids)).toEqual(new Set(expected.map((row) => row.id)));
    expect(total).toBe(2);
  });

  it('another teacher asking for this course gets an empty page', async () => {
    const res = await t.call(e.listMaterials, { cookie: otherTeacher, query: { courseId: courseIds[2] } });
    expect(res.body).toMatchObject({ items: [], total: 0 });
  });
});
