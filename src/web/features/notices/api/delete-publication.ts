import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherNoticeEndpoints } from '#contracts/notice-publishing';
import { apiRequest } from '#web/lib/api-client.ts';
import { publicationsQueryOptions, publishingEndpoints, type Publisher } from './list-publications.ts';

export type PublicationKind = 'task' | 'event' | 'announcement';

export const deletePublication = (publisher: Publisher, { kind, id }: { kind: PublicationKind; id: string }) => {
  const endpoints = publishingEndpoints[publisher];
  const params = { id };
  if (kind === 'task') return apiRequest(teacherNoticeEndpoints.deleteTask, { params });
  return apiRequest(kind === 'event' ? endpoints.deleteEvent : endpoints.deleteAnnouncement, { params });
};

export function useDeletePublication(publisher: Publisher) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: PublicationKind; id: string }) => deletePublication(publisher, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsQueryOptions(publisher).queryKey }),
  });
}
