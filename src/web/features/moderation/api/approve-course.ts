import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints } from '#contracts/moderation';
import { apiRequest } from '#web/lib/api-client.ts';
import { moderationQueryKey } from './get-moderation-courses.ts';

export const approveCourse = (id: string) => apiRequest(moderationEndpoints.approveCourse, { params: { id } });

/** Settled either way (a 409 means the list is stale): both lists reload. */
export function useApproveCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveCourse, onSettled: () => queryClient.invalidateQueries({ queryKey: [...moderationQueryKey, 'courses'] }) });
}
