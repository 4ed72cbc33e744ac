import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '#contracts/auth';
import { userEndpoints } from '#contracts/users';
import { apiRequest, apiUpload } from '#web/lib/api-client.ts';
import { myProfileQueryOptions } from './get-profile.ts';

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<{ avatarUrl: string | null }>(userEndpoints.uploadAvatar.path, form);
}

export const removeAvatar = () => apiRequest(userEndpoints.removeAvatar);

function useRefreshAvatar() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: myProfileQueryOptions.queryKey });
    await queryClient.invalidateQueries({ queryKey: [authEndpoints.me.path] });
  };
}

export function useUploadAvatar() {
  const refresh = useRefreshAvatar();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: refresh });
}

export function useRemoveAvatar() {
  const refresh = useRefreshAvatar();
  return useMutation({ mutationFn: removeAvatar, onSuccess: refresh });
}
