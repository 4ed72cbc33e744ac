import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseFilters } from '#contracts/courses';
import { learningEndpoints, type Dashboard } from '#contracts/learning';
import { apiRequest } from '#web/lib/api-client.ts';

export const learningQueryKey = ['learning'] as const;
export const dashboardQueryKey = [...learningQueryKey, 'dashboard'] as const;

export const dashboardQueryOptions = (query: CourseFilters) =>
  queryOptions<Dashboard>({
    queryKey: [...dashboardQueryKey, query],
    queryFn: ({ signal }) => apiRequest(learningEndpoints.dashboard, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useDashboard = (query: CourseFilters) => useQuery(dashboardQueryOptions(query));
