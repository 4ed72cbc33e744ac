import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningEndpoints } from '#contracts/learning';
import { apiRequest } from '#web/lib/api-client.ts';
import { learningQueryKey } from './get-dashboard.ts';

/** Opening a course enrolls the student; the dashboard rows change with it. */
export function useEnrollCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => apiRequest(learningEndpoints.enroll, { params: { id: courseId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningQueryKey }),
  });
}
