import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { courseEndpoints, type CourseCatalogue, type CourseFilters } from '#contracts/courses';
import { apiRequest } from '#web/lib/api-client.ts';

export const coursesQueryKey = ['courses'] as const;

export const catalogueQueryOptions = (query: CourseFilters) =>
  queryOptions<CourseCatalogue>({
    queryKey: [...coursesQueryKey, 'catalogue', query],
    queryFn: ({ signal }) => apiRequest(courseEndpoints.catalogue, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useCourseCatalogue = (query: CourseFilters, enabled = true) => useQuery({ ...catalogueQueryOptions(query), enabled });
