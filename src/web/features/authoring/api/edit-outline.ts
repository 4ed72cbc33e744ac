import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authoringEndpoints, type AuthoringCourse, type CourseOrder, type LessonInput, type ModuleInput } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { authoringCourseQueryKey } from './get-authoring-course.ts';
import { teacherListsQueryKey } from './get-teacher-courses.ts';

/** One change to a course's outline; every endpoint answers with the whole course. */
export type OutlineChange =
  | { kind: 'addModule'; body: ModuleInput }
  | { kind: 'renameModule'; moduleId: string; body: ModuleInput }
  | { kind: 'deleteModule'; moduleId: string }
  | { kind: 'addLesson'; body: LessonInput }
  | { kind: 'updateLesson'; lessonId: string; body: LessonInput }
  | { kind: 'deleteLesson'; lessonId: string }
  | { kind: 'reorder'; body: CourseOrder }
  | { kind: 'submit' };

export function editOutline(id: string, change: OutlineChange): Promise<AuthoringCourse> {
  const e = authoringEndpoints;
  switch (change.kind) {
    case 'addModule':
      return apiRequest(e.addModule, { params: { id }, body: change.body });
    case 'renameModule':
      return apiRequest(e.updateModule, { params: { id, moduleId: change.moduleId }, body: change.body });
    case 'deleteModule':
      return apiRequest(e.deleteModule, { params: { id, moduleId: change.moduleId } });
    case 'addLesson':
      return apiRequest(e.addLesson, { params: { id }, body: change.body });
    case 'updateLesson':
      return apiRequest(e.updateLesson, { params: { id, lessonId: change.lessonId }, body: change.body });
    case 'deleteLesson':
      return apiRequest(e.deleteLesson, { params: { id, lessonId: change.lessonId } });
    case 'reorder':
      return apiRequest(e.reorder, { params: { id }, body: change.body });
    case 'submit':
      return apiRequest(e.submitCourse, { params: { id } });
  }
}

export function useEditOutline(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OutlineChange) => editOutline(id, change),
    onSuccess: (course) => {
      queryClient.setQueryData(authoringCourseQueryKey(id), course);
      void queryClient.invalidateQueries({ queryKey: teacherListsQueryKey });
    },
  });
}
