import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherNoticeEndpoints, type TaskInput } from '#contracts/notice-publishing';
import { apiRequest } from '#web/lib/api-client.ts';
import { publicationsQueryOptions } from './list-publications.ts';

/** Publishes a task (no id) or saves an edit (tasks are the teacher's only). */
export const saveTask = ({ id, values }: { id: string | null; values: TaskInput }) =>
  id ? apiRequest(teacherNoticeEndpoints.updateTask, { params: { id }, body: values }) : apiRequest(teacherNoticeEndpoints.createTask, { body: values });

export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsQueryOptions('teacher').queryKey }),
  });
}
