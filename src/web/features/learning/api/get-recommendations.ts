import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseFilters } from '#contracts/courses';
import { learningEndpoints, type RecommendedCourse } from '#contracts/learning';
import { apiRequest } from '#web/lib/api-client.ts';
import { learningQueryKey } from './get-dashboard.ts';

/** 'Recomendados Para Você' (under the learning key: enrolling or finishing a lesson refreshes it). */
export const recommendationsQueryOptions = (query: CourseFilters) =>
  queryOptions<RecommendedCourse[]>({
    queryKey: [...learningQueryKey, 'recommendations', query],
    queryFn: async ({ signal }) => (await apiRequest(learningEndpoints.recommendations, { query, signal })).items,
    placeholderData: keepPreviousData,
  });

export const useRecommendations = (query: CourseFilters) => useQuery(recommendationsQueryOptions(query));
