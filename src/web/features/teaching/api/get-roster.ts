import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { teachingEndpoints, type RosterPage } from '#contracts/teaching';
import type { QueryOf } from '#contracts/endpoint';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every teaching query key starts here, so a message or a new enrolment can refresh them all. */
export const teachingQueryKey = ['teaching'] as const;

export type RosterRequest = QueryOf<typeof teachingEndpoints.roster>;

export const rosterQueryOptions = (query: RosterRequest) =>
  queryOptions<RosterPage>({
    queryKey: [...teachingQueryKey, 'roster', query],
    queryFn: ({ signal }) => apiRequest(teachingEndpoints.roster, { query, signal }),
    // The table keeps its rows while the next page or search loads (no jump to a skeleton).
    placeholderData: keepPreviousData,
  });

export const useRoster = (query: RosterRequest) => useQuery(rosterQueryOptions(query));
