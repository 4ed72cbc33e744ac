import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints, type Unpublish } from '#contracts/moderation';
import { apiRequest } from '#web/lib/api-client.ts';
import { moderationQueryKey } from './get-moderation-courses.ts';

export const unpublishCourse = (id: string, body: Unpublish) => apiRequest(moderationEndpoints.unpublishCourse, { params: { id }, body });

export function useUnpublishCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Unpublish }) => unpublishCourse(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...moderationQueryKey, 'courses'] }),
  });
}
