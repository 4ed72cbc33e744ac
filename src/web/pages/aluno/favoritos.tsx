import { Heart } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { FAVORITE_SORTS, type FavoriteCourse, type FavoriteSort } from '#contracts/learning';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { CourseCard } from '#web/features/courses/components/course-card.tsx';
import { useFavorites } from '#web/features/learning/api/list-favorites.ts';
import { FavoriteButton } from '#web/features/learning/components/favorite-button.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate, formatRelative } from '#web/lib/format.ts';
import { BackLink } from '#web/components/layout/back-link.tsx';
import { plural } from '#contracts/plural';

const SORT_LABELS: Record<FavoriteSort, string> = { recent: 'Mais recentes', progress: 'Progresso', name: 'Nome' };

/** 'Mais recentes' = last opened (or favourited, if never opened) first. */
function sortFavorites(courses: FavoriteCourse[], sort: FavoriteSort): FavoriteCourse[] {
  const byName = (a: FavoriteCourse, b: FavoriteCourse) => a.title.localeCompare(b.title, 'pt-BR');
  const recency = (c: FavoriteCourse) => c.lastAccessedAt ?? c.favoritedAt;
  return [...courses].sort((a, b) => {
    if (sort === 'name') return byName(a, b);
    if (sort === 'progress') return b.progress - a.progress || byName(a, b);
    return recency(b).localeCompare(recency(a)) || byName(a, b);
  });
}

/** /aluno/favoritos (spec "Favourites"). */
export default function FavoritesPage() {
  const favorites = useFavorites();
  const [params, setParams] = useSearchParams();
  const requested = params.get('ordem') as FavoriteSort | null;
  const sort: FavoriteSort = requested && FAVORITE_SORTS.includes(requested) ? requested : 'recent';
  const courses = favorites.data ? sortFavorites(favorites.data, sort) : [];

  return (
    <div className="space-y-6">
      <BackLink href={paths.aluno.dashboard}>Voltar ao Dashboard</BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Meus Favoritos</h1>
          <p className="mt-1 text-muted-foreground" data-testid="favorites-count">
            {favorites.data ? plural(favorites.data.length, 'curso favorito', 'cursos favoritos') : 'Carregando…'}
          </p>
        </div>
        {favorites.data && favorites.data.length > 0 ? (
          <div className="flex items-center gap-2">
            <Label htmlFor="ordenar-favoritos" className="shrink-0">
              Ordenar por
            </Label>
            <Select value={sort} onValueChange={(value) => setParams(value === 'recent' ? {} : { ordem: value }, { replace: true })}>
              <SelectTrigger id="ordenar-favoritos" className="w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {FAVORITE_SORTS.map((option) => (
                  <SelectItem key={option} value={option}>
                    {SORT_LABELS[option]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
      </div>

      {favorites.isLoading ? (
        <div className="grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(240px,1fr))]" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : favorites.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm">
          <p>Não foi possível carregar seus favoritos. {errorMessageOf(favorites.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void favorites.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : courses.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center" data-testid="favorites-empty">
          <Heart className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">Nenhum curso favorito ainda</h2>
          <p className="max-w-sm text-sm text-muted-foreground">Marque o coração de um curso para guardá-lo aqui e encontrá-lo depois.</p>
          <Button asChild>
            <Link href={paths.aluno.dashboard}>Explorar cursos</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(240px,1fr))]" aria-label="Cursos favoritos">
          {courses.map((course) => (
            <li key={course.id} className="flex">
              <CourseCard
                course={course}
                headingLevel={2}
                href={paths.aluno.course(course.id)}
                favoriteSlot={<FavoriteButton course={course} />}
                footer={
                  <p className="text-xs text-muted-foreground" suppressHydrationWarning>
                    {course.lastAccessedAt ? `Último acesso ${formatRelative(course.lastAccessedAt)}` : `Favoritado em ${formatDate(course.favoritedAt)}`}
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
