import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseCard } from '#contracts/courses';
import { learningEndpoints, type FavoriteCourse } from '#contracts/learning';
import { toast } from '#web/components/ui/use-toast.ts';
import { apiRequest, errorMessageOf } from '#web/lib/api-client.ts';
import { FAVORITES_UPDATED_EVENT, favoritesQueryKey, mirrorFavorites } from './list-favorites.ts';

/**
 * Adds or removes a favourite: every heart updates at once (optimistic cache + local
 * storage), the server stores it, then `favoritesUpdated` tells other views to refresh.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ course, favorite }: { course: CourseCard; favorite: boolean }) =>
      favorite ? apiRequest(learningEndpoints.addFavorite, { params: { id: course.id } }) : apiRequest(learningEndpoints.removeFavorite, { params: { id: course.id } }),
    onMutate: async ({ course, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoritesQueryKey });
      const previous = queryClient.getQueryData<FavoriteCourse[]>(favoritesQueryKey);
      const next = favorite
        ? [{ ...course, favoritedAt: new Date().toISOString() }, ...(previous ?? []).filter((c) => c.id !== course.id)]
        : (previous ?? []).filter((c) => c.id !== course.id);
      queryClient.setQueryData(favoritesQueryKey, next);
      mirrorFavorites(next.map((c) => c.id));
      return { previous };
    },
    onError: (error, { favorite }, context) => {
      if (context?.previous) {
        queryClient.setQueryData(favoritesQueryKey, context.previous);
        mirrorFavorites(context.previous.map((c) => c.id));
      }
      toast({ title: favorite ? 'Não foi possível favoritar' : 'Não foi possível remover dos favoritos', description: errorMessageOf(error), variant: 'destructive' });
    },
    onSuccess: () => window.dispatchEvent(new Event(FAVORITES_UPDATED_EVENT)),
  });
}
