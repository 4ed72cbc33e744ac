import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '#contracts/users';
import { apiRequest } from '#web/lib/api-client.ts';
import { usersQueryKey } from './get-profile.ts';

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: [...usersQueryKey, 'me', 'notification-preferences'],
  queryFn: () => apiRequest(userEndpoints.preferences),
});

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions);
