import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeEndpoints, type NoticeEvent } from '#contracts/notices';
import { apiRequest } from '#web/lib/api-client.ts';
import { eventsQueryOptions } from './list-events.ts';

/** Schedules the reminder, or cancels the one already set. */
export const toggleReminder = (event: Pick<NoticeEvent, 'id' | 'reminderAt'>) =>
  apiRequest(event.reminderAt ? noticeEndpoints.clearReminder : noticeEndpoints.setReminder, { params: { id: event.id } });

export function useToggleReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleReminder,
    onSuccess: (updated) =>
      queryClient.setQueryData(eventsQueryOptions.queryKey, (events) => events?.map((e) => (e.id === updated.id ? updated : e))),
  });
}
