import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseEndpoints, type Lesson } from '#contracts/courses';
import { apiRequest } from '#web/lib/api-client.ts';
import { coursesQueryKey } from './list-courses.ts';

export const lessonQueryOptions = (courseId: string, lessonId: string) =>
  queryOptions<Lesson>({
    queryKey: [...coursesQueryKey, 'lesson', courseId, lessonId],
    queryFn: ({ signal }) => apiRequest(courseEndpoints.lesson, { params: { id: courseId, lessonId }, signal }),
  });

export const useLesson = (courseId: string, lessonId: string | undefined) =>
  useQuery({ ...lessonQueryOptions(courseId, lessonId ?? ''), enabled: Boolean(lessonId) });
