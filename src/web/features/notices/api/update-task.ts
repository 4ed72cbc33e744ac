import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { noticeEndpoints, type Task, type TaskPage } from '#contracts/notices';
import { apiRequest } from '#web/lib/api-client.ts';
import { tasksQueryOptions } from './list-tasks.ts';

export const updateTask = ({ id, done }: { id: string; done: boolean }) => apiRequest(noticeEndpoints.updateTask, { params: { id }, body: { done } });

/**
 * The pages shown with the server's answer for one task in place and the totals moved with it.
 * Asking the pages again would read each one after the other ("Carregar mais" may have loaded
 * many) and could drop or repeat a task whose place the tick changed; the list orders its two
 * sections itself (task-list.tsx).
 */
export function withUpdatedTask<PageParam>(data: InfiniteData<TaskPage, PageParam>, task: Task): InfiniteData<TaskPage, PageParam> {
  const before = data.pages.flatMap((page) => page.items).find((t) => t.id === task.id);
  const moved = before && before.status !== task.status ? (task.status === 'concluida' ? 1 : -1) : 0;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.map((t) => (t.id === task.id ? task : t)), pending: page.pending - moved, done: page.done + moved })),
  };
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (task) => queryClient.setQueryData(tasksQueryOptions.queryKey, (data) => (data ? withUpdatedTask(data, task) : data)),
  });
}
