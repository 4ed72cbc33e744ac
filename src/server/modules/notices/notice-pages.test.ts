import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_PAGE_SIZE, noticeEndpoints } from '#contracts/notices';
import { openSession } from '#server/modules/auth/auth.service';
import { enroll, insertCourse } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 24: the tasks and announcements tabs are read a page at a time, each page after the
// last row of the one before (keyset), so rows added meanwhile neither repeat nor hide others.

let t: TestApp;
let professor = '';
beforeAll(async () => {
  t = await buildTestApp();
  professor = await t.signInAs('professor');
});
afterAll(async () => t.close());

async function newStudentOfNewCourse() {
  const user = await t.insertUser({ role: 'aluno' });
  const courseId = await insertCourse(t.db);
  await enroll(t.db, user.id, courseId);
  return { id: user.id, courseId, cookie: await openSession(t.app.ctx, user.id) };
}

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}`;

async function insertTask(id: string, courseId: string, dueDate: string) {
  const now = t.clock.now().toISOString();
  await t.db.insertInto('courseTasks').values({ id, courseId, authorId: null, title: `Tarefa ${id}`, description: '', dueDate, priority: 'média', createdAt: now, updatedAt: now }).execute();
}

async function insertAnnouncement(id: string, courseId: string, publishedAt: string) {
  await t.db
    .insertInto('announcements')
    .values({ id, title: `Aviso ${id}`, message: '', authorId: null, type: 'content', priority: 'info', publishedAt, audience: 'course', courseId, planId: null, scheduledFor: null, createdAt: publishedAt })
    .execute();
}

type Paged<T> = { items: T[]; next: string | null };

/** Every page of an endpoint, running `between` after each page but the last. */
async function allPages<T>(fetch: (after?: string) => Promise<Paged<T>>, between: (page: number) => Promise<void> = async () => {}) {
  const pages: Paged<T>[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await fetch(after);
    expect(page.items.length).toBeLessThanOrEqual(NOTICE_PAGE_SIZE);
    pages.push(page);
    if (!page.next) return pages;
    expect(page.items).toHaveLength(NOTICE_PAGE_SIZE);
    await between(pages.length);
    after = page.next;
  }
}

describe('tasks, a page at a time', () => {
  it('pending by due date then done newest first, with the totals, no repeat and no gap while tasks are added and ticked between pages', async () => {
    const student = await newStudentOfNewCourse();
    // Same due days and same tick times on purpose: the id breaks the ties.
    for (let i = 0; i < 30; i++) await insertTask(`p-${String(i).padStart(2, '0')}`, student.courseId, day(1 + (i % 10)));
    for (let i = 0; i < 15; i++) {
      await insertTask(`d-${String(i).padStart(2, '0')}`, student.courseId, day(3));
      await t.db.insertInto('taskCompletions').values({ taskId: `d-${String(i).padStart(2, '0')}`, userId: student.id, completedAt: at(i % 5) }).execute();
    }
    const before = new Set([...Array.from({ length: 30 }, (_, i) => `p-${String(i).padStart(2, '0')}`), ...Array.from({ length: 15 }, (_, i) => `d-${String(i).padStart(2, '0')}`)]);

    const first = await t.call(noticeEndpoints.tasks, { cookie: student.cookie });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ pending: 30, done: 15 });

    const pages = await allPages(
      async (after) => (await t.call(noticeEndpoints.tasks, { cookie: student.cookie, query: after ? { after } : {} })).body,
      async (page) => {
        // Before and after where the reading stands: a task due earlier, one due later, one done long ago.
        await insertTask(`novo-cedo-${page}`, student.courseId, day(1));
        await insertTask(`novo-tarde-${page}`, student.courseId, day(28));
        await insertTask(`novo-feito-${page}`, student.courseId, day(2));
        await t.db.insertInto('taskCompletions').values({ taskId: `novo-feito-${page}`, userId: student.id, completedAt: at(-100 - page) }).execute();
      },
    );
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const ids = pages.flatMap((p) => p.items.map((task) => task.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of before) expect(ids).toContain(id);
    // Added later than reading reached: found on a later page.
    expect(ids).toContain('novo-tarde-1');
    expect(ids).toContain('novo-feito-1');

    const items = pages.flatMap((p) => p.items);
    const pending = items.filter((task) => task.status === 'pendente');
    const done = items.filter((task) => task.status === 'concluida');
    expect(items).toEqual([...pending, ...done]);
    const pendingKeys = pending.map((task) => `${task.dueDate} ${task.id}`);
    expect(pendingKeys).toEqual([...pendingKeys].sort());
    const doneKeys = done.map((task) => `${task.completedAt} ${task.id}`);
    expect(doneKeys).toEqual([...doneKeys].sort().reverse());
    // Totals of the latest answer count every task, the added ones too.
    const last = pages.at(-1)! as unknown as { pending: number; done: number };
    const added = pages.length - 1;
    expect(last).toMatchObject({ pending: 30 + 2 * added, done: 15 + added });
  });

  it('a task of a later page can be ticked and reopened, and the totals follow', async () => {
    const student = await newStudentOfNewCourse();
    for (let i = 0; i < 45; i++) await insertTask(`l-${String(i).padStart(2, '0')}`, student.courseId, day(1 + (i % 20)));
    const first = (await t.call(noticeEndpoints.tasks, { cookie: student.cookie })).body;
    const second = (await t.call(noticeEndpoints.tasks, { cookie: student.cookie, query: { after: first.next! } })).body;
    const third = (await t.call(noticeEndpoints.tasks, { cookie: student.cookie, query: { after: second.next! } })).body;
    expect(third.items).toHaveLength(5);
    expect(third.next).toBeNull();
    const target = third.items[2]!;
    const ticked = await t.call(noticeEndpoints.updateTask, { cookie: student.cookie, params: { id: target.id }, body: { done: true } });
    expect(ticked.status).toBe(200);
    expect(ticked.body.status).toBe('concluida');
    const after = (await t.call(noticeEndpoints.tasks, { cookie: student.cookie })).body;
    expect(after).toMatchObject({ pending: 44, done: 1 });
    const reopened = await t.call(noticeEndpoints.updateTask, { cookie: student.cookie, params: { id: target.id }, body: { done: false } });
    expect(reopened.body.status).toBe('pendente');
    expect((await t.call(noticeEndpoints.tasks, { cookie: student.cookie })).body).toMatchObject({ pending: 45, done: 0 });
  });

  it('a student without courses gets an empty page', async () => {
    const user = await t.insertUser({ role: 'aluno' });
    const res = await t.call(noticeEndpoints.tasks, { cookie: await openSession(t.app.ctx, user.id) });
    expect(res.body).toEqual({ items: [], pending: 0, done: 0, next: null });
  });
});

describe('announcements, a page at a time', () => {
  it('newest first, no repeat and no gap while announcements are published between pages', async () => {
    const student = await newStudentOfNewCourse();
    for (let i = 0; i < 45; i++) await insertAnnouncement(`a-${String(i).padStart(2, '0')}`, student.courseId, at(i % 15));
    const everyoneBefore = await t.db.selectFrom('announcements').select('id').where('audience', '=', 'all').where('publishedAt', '<=', t.clock.now().toISOString()).execute();
    const pages = await allPages(
      async (after) => (await t.call(noticeEndpoints.announcements, { cookie: student.cookie, query: after ? { after } : {} })).body,
      async (page) => {
        await insertAnnouncement(`novo-recente-${page}`, student.courseId, at(500));
        await insertAnnouncement(`novo-antigo-${page}`, student.courseId, at(-500 - page));
      },
    );
    const ids = pages.flatMap((p) => p.items.map((a) => a.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 0; i < 45; i++) expect(ids).toContain(`a-${String(i).padStart(2, '0')}`);
    for (const { id } of everyoneBefore) expect(ids).toContain(id);
    expect(ids).toContain('novo-antigo-1');
    expect(ids).not.toContain('novo-recente-1');
    const items = pages.flatMap((p) => p.items);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(a.publishedAt > b.publishedAt || (a.publishedAt === b.publishedAt && a.id < b.id)).toBe(true);
    }
  });
});

describe('who may read the pages, and bad cursors', () => {
  it('only students: a teacher is refused, a visitor must sign in', async () => {
    for (const endpoint of [noticeEndpoints.tasks, noticeEndpoints.announcements]) {
      expect((await t.call(endpoint, { cookie: professor })).status).toBe(403);
      expect((await t.call(endpoint, {})).status).toBe(401);
    }
  });

  it('a cursor that is not one, or is of the other list, is a 400 in Portuguese', async () => {
    const student = await newStudentOfNewCourse();
    for (let i = 0; i < 25; i++) {
      await insertTask(`c-${i}`, student.courseId, day(1));
      await insertAnnouncement(`c-${i}`, student.courseId, at(i));
    }
    const taskCursor = (await t.call(noticeEndpoints.tasks, { cookie: student.cookie })).body.next!;
    const announcementCursor = (await t.call(noticeEndpoints.announcements, { cookie: student.cookie })).body.next!;
    expect(taskCursor).toBeTruthy();
    expect(announcementCursor).toBeTruthy();
    const forged = Buffer.from(JSON.stringify({ l: 'p', k: [1, 2] })).toString('base64url');
    const cases: [typeof noticeEndpoints.tasks | typeof noticeEndpoints.announcements, string][] = [
      [noticeEndpoints.tasks, 'não-é-cursor'],
      [noticeEndpoints.tasks, announcementCursor],
      [noticeEndpoints.tasks, forged],
      [noticeEndpoints.announcements, taskCursor],
      [noticeEndpoints.announcements, '%%%'],
    ];
    for (const [endpoint, after] of cases) {
      const res = await t.callRaw(endpoint, { cookie: student.cookie, query: { after } } as never);
      expect(res.status, after).toBe(400);
      expect((res.body as { message: string }).message).toBe('A posição da página (after) é inválida. Recarregue o mural.');
    }
    const tooLong = await t.callRaw(noticeEndpoints.tasks, { cookie: student.cookie, query: { after: 'x'.repeat(501) } } as never);
    expect(tooLong.status).toBe(400);
  });
});
