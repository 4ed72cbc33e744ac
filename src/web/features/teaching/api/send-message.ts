import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeEndpoints } from '#contracts/notices';
import { teachingEndpoints } from '#contracts/teaching';
import { apiRequest } from '#web/lib/api-client.ts';
import { teachingQueryKey } from './get-roster.ts';

/** To one student, or to every student of a course: both land on the students' notice board. */
export type MessageTarget =
  | { kind: 'student'; studentId: string; name: string; courseId: string; course: string }
  | { kind: 'course'; courseId: string; course: string };

export async function sendMessage({ target, message }: { target: MessageTarget; message: string }): Promise<{ sent: number }> {
  if (target.kind === 'student') {
    await apiRequest(noticeEndpoints.sendMessage, { body: { studentId: target.studentId, courseId: target.courseId, message } });
    return { sent: 1 };
  }
  return apiRequest(teachingEndpoints.messageCourse, { params: { id: target.courseId }, body: { message } });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: () => void queryClient.invalidateQueries({ queryKey: teachingQueryKey }) });
}
