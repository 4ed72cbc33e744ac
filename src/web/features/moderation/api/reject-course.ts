import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints, type Rejection } from '#contracts/moderation';
import { apiRequest } from '#web/lib/api-client.ts';
import { moderationQueryKey } from './get-moderation-courses.ts';

export const rejectCourse = (id: string, body: Rejection) => apiRequest(moderationEndpoints.rejectCourse, { params: { id }, body });

export function useRejectCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Rejection }) => rejectCourse(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...moderationQueryKey, 'courses'] }),
  });
}
