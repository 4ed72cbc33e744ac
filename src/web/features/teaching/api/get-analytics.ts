import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teachingEndpoints, type AnalyticsPeriod, type CourseFunnel, type TeacherAnalytics } from '#contracts/teaching';
import { apiRequest } from '#web/lib/api-client.ts';
import { teachingQueryKey } from './get-roster.ts';

export const analyticsQueryOptions = (days: AnalyticsPeriod) =>
  queryOptions<TeacherAnalytics>({
    queryKey: [...teachingQueryKey, 'analytics', days],
    queryFn: ({ signal }) => apiRequest(teachingEndpoints.analytics, { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTeacherAnalytics = (days: AnalyticsPeriod) => useQuery(analyticsQueryOptions(days));

/** One course's lesson funnel in the period (`courseId` null: none chosen yet, nothing fetched). */
export const courseFunnelQueryOptions = (courseId: string, days: AnalyticsPeriod) =>
  queryOptions<CourseFunnel>({
    queryKey: [...teachingQueryKey, 'funnel', courseId, days],
    queryFn: ({ signal }) => apiRequest(teachingEndpoints.courseFunnel, { params: { id: courseId }, query: { days }, signal }),
    placeholderData: keepPreviousData,
  });

export const useCourseFunnel = (courseId: string | null, days: AnalyticsPeriod) =>
  useQuery({ ...courseFunnelQueryOptions(courseId ?? '', days), enabled: courseId !== null });
