import { queryOptions, useQuery } from '@tanstack/react-query';
import { historyEndpoints, type LearningHistory } from '#contracts/history';
import { apiRequest } from '#web/lib/api-client.ts';

export const historyQueryKey = ['history'] as const;

export const getHistory = () => apiRequest(historyEndpoints.get);

export const historyQueryOptions = () => queryOptions<LearningHistory>({ queryKey: historyQueryKey, queryFn: getHistory });

export const useHistory = () => useQuery(historyQueryOptions());
