import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authoringEndpoints, type CourseInput } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { authoringCourseQueryKey } from './get-authoring-course.ts';
import { teacherListsQueryKey } from './get-teacher-courses.ts';

/** Creates the course (no id) or saves its details. */
export const saveCourse = (id: string | null, body: CourseInput) =>
  id === null ? apiRequest(authoringEndpoints.createCourse, { body }) : apiRequest(authoringEndpoints.updateCourse, { params: { id }, body });

export function useSaveCourse(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseInput) => saveCourse(id, body),
    onSuccess: (course) => {
      queryClient.setQueryData(authoringCourseQueryKey(course.id), course);
      void queryClient.invalidateQueries({ queryKey: teacherListsQueryKey });
    },
  });
}
