import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '#contracts/auth';
import { billingEndpoints, type SignUpBody } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';

/** Creates a student account at checkout; the server opens its session (cookie). */
export const signUp = (body: SignUpBody): Promise<SessionUser> => apiRequest(billingEndpoints.signUp, { body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
