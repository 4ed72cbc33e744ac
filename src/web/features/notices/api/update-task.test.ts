import { describe, expect, it } from 'vitest';
import type { Task, TaskPage } from '#contracts/notices';
import { withUpdatedTask } from './update-task.ts';

// Ticking a task on the notice board puts the server's answer into the pages shown instead of
// asking every page again ("Carregar mais" may have loaded many).

const task = (id: string, status: Task['status'], dueDate: string, completedAt: string | null = null): Task =>
  ({ id, courseId: '1', courseTitle: 'Curso', title: id, description: '', dueDate, priority: 'média', status, completedAt, overdue: false }) as Task;

const pages = (): { pages: TaskPage[]; pageParams: (string | undefined)[] } => ({
  pages: [
    { items: [task('a', 'pendente', '2026-12-01'), task('b', 'pendente', '2026-12-02')], pending: 3, done: 1, next: 'c1' },
    { items: [task('c', 'pendente', '2026-12-03'), task('d', 'concluida', '2026-11-01', '2026-11-20T10:00:00.000Z')], pending: 3, done: 1, next: null },
  ],
  pageParams: [undefined, 'c1'],
});

describe('a ticked task in the pages shown', () => {
  it('replaces the task where it is, on a later page too, and moves the totals of every page', () => {
    const done = task('c', 'concluida', '2026-12-03', '2026-11-27T12:00:00.000Z');
    const after = withUpdatedTask(pages(), done);
    expect(after.pages.map((page) => page.items.map((t) => `${t.id}:${t.status}`))).toEqual([['a:pendente', 'b:pendente'], ['c:concluida', 'd:concluida']]);
    expect(after.pages.map((page) => [page.pending, page.done])).toEqual([[2, 2], [2, 2]]);
    expect(after.pageParams).toEqual([undefined, 'c1']);
    expect(after.pages.map((page) => page.next)).toEqual(['c1', null]);
  });

  it('reopening moves the totals back; an answer that changes no status leaves them', () => {
    const reopened = withUpdatedTask(pages(), task('d', 'pendente', '2026-11-01'));
    expect(reopened.pages.map((page) => [page.pending, page.done])).toEqual([[4, 0], [4, 0]]);
    const same = withUpdatedTask(pages(), task('a', 'pendente', '2026-12-01'));
    expect(same.pages.map((page) => [page.pending, page.done])).toEqual([[3, 1], [3, 1]]);
  });

  it('a task not among the pages shown changes nothing', () => {
    const after = withUpdatedTask(pages(), task('z', 'concluida', '2026-12-09', '2026-11-27T12:00:00.000Z'));
    expect(after.pages).toEqual(pages().pages);
  });
});
