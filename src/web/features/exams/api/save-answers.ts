import { useMutation } from '@tanstack/react-query';
import { examEndpoints, type Answer } from '#contracts/exams';
import { apiRequest } from '#web/lib/api-client.ts';

export const saveAnswers = (attemptId: string, answers: Answer[]) =>
  apiRequest(examEndpoints.saveAnswers, { params: { id: attemptId }, body: { answers } });

/** Keeps the server's copy of the answers current, so the time running out loses nothing. */
export const useSaveAnswers = () =>
  useMutation({ mutationFn: ({ attemptId, answers }: { attemptId: string; answers: Answer[] }) => saveAnswers(attemptId, answers) });
