import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authoringEndpoints } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { authoringQueryKey } from './get-teacher-courses.ts';

export const deleteQuiz = (id: string) => apiRequest(authoringEndpoints.deleteQuiz, { params: { id } });

export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuiz,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authoringQueryKey }),
  });
}
