import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeEndpoints, type NoticeEvent } from '#contracts/notices';
import { apiRequest } from '#web/lib/api-client.ts';
import { eventsQueryOptions } from './list-events.ts';

/** 'Participar' registers; the second click (registered: true) unregisters. */
export const toggleRegistration = (event: Pick<NoticeEvent, 'id' | 'registered'>) =>
  apiRequest(event.registered ? noticeEndpoints.unregister : noticeEndpoints.register, { params: { id: event.id } });

export function useToggleRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleRegistration,
    onSuccess: (updated) =>
      queryClient.setQueryData(eventsQueryOptions.queryKey, (events) => events?.map((e) => (e.id === updated.id ? updated : e))),
  });
}
