import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints, type NotificationPreferences } from '#contracts/users';
import { apiRequest } from '#web/lib/api-client.ts';
import { notificationPreferencesQueryOptions } from './get-notification-preferences.ts';

export const updateNotificationPreferences = (body: NotificationPreferences) => apiRequest(userEndpoints.updatePreferences, { body });

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (prefs) => queryClient.setQueryData(notificationPreferencesQueryOptions.queryKey, prefs),
  });
}
