import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseEndpoints, type InstructorOption } from '#contracts/courses';
import { apiRequest } from '#web/lib/api-client.ts';
import { coursesQueryKey } from './list-courses.ts';

export const instructorsQueryOptions = queryOptions<InstructorOption[]>({
  queryKey: [...coursesQueryKey, 'instructors'],
  queryFn: () => apiRequest(courseEndpoints.instructors),
});

export const useInstructors = () => useQuery(instructorsQueryOptions);
