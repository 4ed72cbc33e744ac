import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, SessionUser } from '#contracts/auth';
import { authApi } from './endpoints.ts';
import type { Role } from '#contracts/endpoint';
import { storageKeys } from '#web/lib/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { sessionQueryOptions } from './get-session.ts';

export type SignInResult = { status: 'signed-in'; user: SessionUser } | { status: 'totp-required' };

function useAfterSignIn() {
  const queryClient = useQueryClient();
  return (result: SignInResult) => {
    if (result.status !== 'signed-in') return;
    // Spec: the chosen role is kept under `userRole`.
    localStorage.setItem(storageKeys.userRole, result.user.role);
    queryClient.clear();
    queryClient.setQueryData(sessionQueryOptions.queryKey, result.user);
  };
}

export function useSignIn() {
  const afterSignIn = useAfterSignIn();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest(authApi.login, { body }) as Promise<SignInResult>,
    onSuccess: afterSignIn,
  });
}

export function useDemoSignIn() {
  const afterSignIn = useAfterSignIn();
  return useMutation({
    mutationFn: (role: Role) => apiRequest(authApi.demoLogin, { params: { role } }) as Promise<SignInResult>,
    onSuccess: afterSignIn,
  });
}
