import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeEndpoints } from '#contracts/notices';
import { apiRequest } from '#web/lib/api-client.ts';
import { noticesQueryKey } from './list-events.ts';

export const teacherMessagesQueryOptions = queryOptions({
  queryKey: [...noticesQueryKey, 'messages'],
  queryFn: () => apiRequest(noticeEndpoints.messages),
});

export const useTeacherMessages = () => useQuery(teacherMessagesQueryOptions);
