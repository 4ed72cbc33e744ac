import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementInput } from '#contracts/notice-publishing';
import { apiRequest } from '#web/lib/api-client.ts';
import { publicationsQueryOptions, publishingEndpoints, type Publisher } from './list-publications.ts';

/** Publishes an announcement (no id) or saves an edit. */
export const saveAnnouncement = (publisher: Publisher, { id, values }: { id: string | null; values: AnnouncementInput }) => {
  const endpoints = publishingEndpoints[publisher];
  return id ? apiRequest(endpoints.updateAnnouncement, { params: { id }, body: values }) : apiRequest(endpoints.createAnnouncement, { body: values });
};

export function useSaveAnnouncement(publisher: Publisher) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; values: AnnouncementInput }) => saveAnnouncement(publisher, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsQueryOptions(publisher).queryKey }),
  });
}
