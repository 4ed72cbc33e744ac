import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { courseEndpoints, type InstructorOption } from '#contracts/courses';
import { apiRequest } from '#web/lib/api-client.ts';
import { coursesQueryKey } from './list-courses.ts';

/** The filter's teachers by name: the first page, or those matching what was typed (the server caps the list). */
export const instructorsQueryOptions = (q: string) =>
  queryOptions<InstructorOption[]>({
    queryKey: [...coursesQueryKey, 'instructors', q],
    queryFn: () => apiRequest(courseEndpoints.instructors, { query: q ? { q } : {} }),
  });

/** Asked for only while the filter sheet is open; the last list stays while the next one loads. */
export const useInstructors = (q: string, enabled: boolean) => useQuery({ ...instructorsQueryOptions(q), enabled, placeholderData: keepPreviousData });

/** One teacher by id (the chip of a filter read from the address), null when none offers courses. */
export const useInstructor = (id: string) =>
  useQuery({
    queryKey: [...coursesQueryKey, 'instructor', id],
    queryFn: async () => (await apiRequest(courseEndpoints.instructors, { query: { id } }))[0] ?? null,
    enabled: id !== '',
  });
