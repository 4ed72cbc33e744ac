import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventInput } from '#contracts/notice-publishing';
import { apiRequest } from '#web/lib/api-client.ts';
import { publicationsQueryOptions, publishingEndpoints, type Publisher } from './list-publications.ts';

/** Publishes an event (no id) or saves an edit. */
export const saveEvent = (publisher: Publisher, { id, values }: { id: string | null; values: EventInput }) => {
  const endpoints = publishingEndpoints[publisher];
  return id ? apiRequest(endpoints.updateEvent, { params: { id }, body: values }) : apiRequest(endpoints.createEvent, { body: values });
};

export function useSaveEvent(publisher: Publisher) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; values: EventInput }) => saveEvent(publisher, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationsQueryOptions(publisher).queryKey }),
  });
}
