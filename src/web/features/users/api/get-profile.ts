import { queryOptions, useQuery } from '@tanstack/react-query';
import { userEndpoints } from '#contracts/users';
import { apiRequest } from '#web/lib/api-client.ts';

export const usersQueryKey = ['users'] as const;

export const myProfileQueryOptions = queryOptions({
  queryKey: [...usersQueryKey, 'me', 'profile'],
  queryFn: () => apiRequest(userEndpoints.myProfile),
});

export const useMyProfile = () => useQuery(myProfileQueryOptions);
