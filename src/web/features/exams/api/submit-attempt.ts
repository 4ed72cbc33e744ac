import { useMutation, useQueryClient } from '@tanstack/react-query';
import { examEndpoints, type Answer } from '#contracts/exams';
import { apiRequest } from '#web/lib/api-client.ts';
import { examsQueryKey } from './get-exam.ts';

export const submitAttempt = (attemptId: string, answers: Answer[]) =>
  apiRequest(examEndpoints.submit, { params: { id: attemptId }, body: { answers } });

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, answers }: { attemptId: string; answers: Answer[] }) => submitAttempt(attemptId, answers),
    onSuccess: () => {
      // A graded attempt changes the exam's best score and may issue a certificate.
      for (const key of [examsQueryKey, ['certificates'], ['history'], ['notifications']]) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
