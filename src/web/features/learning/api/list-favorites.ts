import * as React from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { learningEndpoints, type FavoriteCourse } from '#contracts/learning';
import { storageKeys } from '#web/lib/paths.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { learningQueryKey } from './get-dashboard.ts';

export const favoritesQueryKey = [...learningQueryKey, 'favorites'] as const;
export const FAVORITES_UPDATED_EVENT = 'favoritesUpdated';

/** Mirrors the favourite ids in local storage (spec key `favoriteCourses`). */
export function mirrorFavorites(ids: string[]): void {
  try {
    localStorage.setItem(storageKeys.favoriteCourses, JSON.stringify(ids));
  } catch {
    // storage full or disabled: the server keeps the truth
  }
}

export const favoritesQueryOptions = queryOptions<FavoriteCourse[]>({
  queryKey: favoritesQueryKey,
  queryFn: async ({ signal }) => {
    const { items } = await apiRequest(learningEndpoints.favorites, { signal });
    mirrorFavorites(items.map((c) => c.id));
    return items;
  },
});

/**
 * The student's favourites. Refetches when `favoritesUpdated` fires (any view toggled a
 * heart) or another tab changed `favoriteCourses`.
 */
export function useFavorites() {
  const queryClient = useQueryClient();
  React.useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
    const onStorage = (event: StorageEvent) => event.key === storageKeys.favoriteCourses && refresh();
    window.addEventListener(FAVORITES_UPDATED_EVENT, refresh);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(FAVORITES_UPDATED_EVENT, refresh);
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
  return useQuery(favoritesQueryOptions);
}

/** Ids of the favourites (for hearts); the page mounts useFavorites once for the refresh listeners. */
export function useFavoriteIds(): Set<string> {
  const { data } = useQuery(favoritesQueryOptions);
  return React.useMemo(() => new Set((data ?? []).map((c) => c.id)), [data]);
}
