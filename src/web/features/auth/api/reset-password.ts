import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type PasswordResetInput } from '#contracts/auth';
import { apiRequest } from '#web/lib/api-client.ts';

export const resetPassword = (body: PasswordResetInput) => apiRequest(authEndpoints.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
