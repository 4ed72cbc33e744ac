import { Heart } from 'lucide-react';
import type { CourseCard } from '#contracts/courses';
import { cn } from '#web/lib/utils.ts';
import { useFavoriteIds } from '../api/list-favorites.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';

/** The card's heart. Its click never reaches the card (spec "Course card"). */
export function FavoriteButton({ course, className }: { course: CourseCard; className?: string }) {
  const favorites = useFavoriteIds();
  const toggle = useToggleFavorite();
  const isFavorite = favorites.has(course.id);
  const label = isFavorite ? `Remover ${course.title} dos favoritos` : `Adicionar ${course.title} aos favoritos`;
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={isFavorite}
      title={isFavorite ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}
      data-testid="favorite-button"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggle.mutate({ course, favorite: !isFavorite });
      }}
      className={cn(
        'flex h-9 w-9 items-center justify-center rounded-full bg-black/55 text-white backdrop-blur transition-colors hover:bg-black/75 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <Heart className={cn('h-4 w-4', isFavorite && 'fill-rose-500 text-rose-500')} aria-hidden="true" />
    </button>
  );
}
