import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeEndpoints } from '#contracts/notices';
import { apiRequest } from '#web/lib/api-client.ts';
import { tasksQueryOptions } from './list-tasks.ts';

export const updateTask = ({ id, done }: { id: string; done: boolean }) => apiRequest(noticeEndpoints.updateTask, { params: { id }, body: { done } });

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    // The server orders the list (pending by due date, then done): refetch the pages shown, each from the one before.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryOptions.queryKey }),
  });
}
