import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationEndpoints, type IdentityStatus } from '#contracts/moderation';
import { apiRequest } from '#web/lib/api-client.ts';
import { moderationQueryKey } from './get-moderation-courses.ts';

export const getModerationStudents = (status: IdentityStatus) => apiRequest(moderationEndpoints.listStudents, { query: { status } });

export const moderationStudentsQueryOptions = (status: IdentityStatus) =>
  queryOptions({ queryKey: [...moderationQueryKey, 'students', status], queryFn: () => getModerationStudents(status) });

export const useModerationStudents = (status: IdentityStatus) => useQuery(moderationStudentsQueryOptions(status));
