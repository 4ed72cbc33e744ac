import { useMutation } from '@tanstack/react-query';
import { billingEndpoints, type SignUpBody, type SignUpResult } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';

/** Creates a student account at checkout; the session opens from the link mailed to it (same answer for a taken e-mail). */
export const signUp = (body: SignUpBody): Promise<SignUpResult> => apiRequest(billingEndpoints.signUp, { body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
