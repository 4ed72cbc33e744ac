import { useMutation } from '@tanstack/react-query';
import { examEndpoints } from '#contracts/exams';
import { apiRequest } from '#web/lib/api-client.ts';

export const startAttempt = (examId: string) => apiRequest(examEndpoints.start, { params: { id: examId } });

export const useStartAttempt = () => useMutation({ mutationFn: startAttempt });
