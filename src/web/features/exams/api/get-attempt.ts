import { examEndpoints } from '#contracts/exams';
import { apiRequest } from '#web/lib/api-client.ts';

/** Read once to resume an attempt after a reload (not cached: the countdown needs the server's time now). */
export const getAttempt = (id: string) => apiRequest(examEndpoints.getAttempt, { params: { id } });
