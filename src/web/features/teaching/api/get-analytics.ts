import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teachingEndpoints, type AnalyticsPeriod, type TeacherAnalytics } from '#contracts/teaching';
import { apiRequest } from '#web/lib/api-client.ts';
import { teachingQueryKey } from './get-roster.ts';

export const analyticsQueryOptions = (days: AnalyticsPeriod) =>
  queryOptions<TeacherAnalytics>({
    queryKey: [...teachingQueryKey, 'analytics', days],
    queryFn: ({ signal }) => apiRequest(teachingEndpoints.analytics, { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTeacherAnalytics = (days: AnalyticsPeriod) => useQuery(analyticsQueryOptions(days));
