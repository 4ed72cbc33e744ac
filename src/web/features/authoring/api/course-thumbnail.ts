import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authoringEndpoints, type AuthoringCourse } from '#contracts/authoring';
import { apiRequest, apiUpload, endpointUrl } from '#web/lib/api-client.ts';
import { authoringCourseQueryKey } from './get-authoring-course.ts';
import { teacherListsQueryKey } from './get-teacher-courses.ts';

export function uploadThumbnail({ courseId, file }: { courseId: string; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<AuthoringCourse>(endpointUrl(authoringEndpoints.uploadThumbnail, { params: { id: courseId } }), form);
}

export const removeThumbnail = (courseId: string) => apiRequest(authoringEndpoints.removeThumbnail, { params: { id: courseId } });

function useSaveCourseData() {
  const queryClient = useQueryClient();
  return (course: AuthoringCourse) => {
    queryClient.setQueryData(authoringCourseQueryKey(course.id), course);
    void queryClient.invalidateQueries({ queryKey: teacherListsQueryKey });
  };
}

export function useUploadThumbnail() {
  const save = useSaveCourseData();
  return useMutation({ mutationFn: uploadThumbnail, onSuccess: save });
}

export function useRemoveThumbnail() {
  const save = useSaveCourseData();
  return useMutation({ mutationFn: removeThumbnail, onSuccess: save });
}
