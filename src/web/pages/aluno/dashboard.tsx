import { SearchX } from 'lucide-react';
import { useSearchParams } from 'wouter';
import type { CourseCard as CourseCardData } from '#contracts/courses';
import type { RecommendedCourse } from '#contracts/learning';
import { paths } from '#web/lib/paths.ts';
import { AreaHeaderActions } from '#web/components/layout/area-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCourseCatalogue } from '#web/features/courses/api/list-courses.ts';
import { useInstructor } from '#web/features/courses/api/list-instructors.ts';
import { CourseCard } from '#web/features/courses/components/course-card.tsx';
import { CourseCarousel } from '#web/features/courses/components/course-carousel.tsx';
import { CourseGrid } from '#web/features/courses/components/course-grid.tsx';
import { CourseSearchBox } from '#web/features/courses/components/course-search-box.tsx';
import { FilterChips } from '#web/features/courses/components/filter-chips.tsx';
import { FilterSheet } from '#web/features/courses/components/filter-sheet.tsx';
import { chipsOf, EMPTY_FILTERS, filtersFromSearch, searchOf, toFilterQuery, withoutFilter, type CourseFilterState } from '#web/features/courses/filters.ts';
import { useDashboard } from '#web/features/learning/api/get-dashboard.ts';
import { useFavorites } from '#web/features/learning/api/list-favorites.ts';
import { useRecommendations } from '#web/features/learning/api/get-recommendations.ts';
import { FavoriteButton } from '#web/features/learning/components/favorite-button.tsx';
import { StatCards } from '#web/features/learning/components/stat-cards.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { plural } from '#contracts/plural';

function renderCard(course: CourseCardData, index?: number, footer?: React.ReactNode) {
  // The first cards of a row are on screen at load (the page's largest paint): no lazy loading.
  return <CourseCard course={course} href={paths.aluno.course(course.id)} favoriteSlot={<FavoriteButton course={course} />} isAboveFold={index !== undefined && index < 4} footer={footer} />;
}

/** A recommendation says why it is there ("Porque você concluiu …", "Popular em …"). */
function renderRecommended(course: RecommendedCourse, index: number) {
  return renderCard(course, index, (
    <p className="line-clamp-2 text-xs text-muted-foreground" data-testid="recommendation-reason">
      {course.reason}
    </p>
  ));
}

/** /aluno: greeting, stats, search, filters and the three course rows (spec "Student dashboard"). */
export default function StudentDashboardPage() {
  // Search and filters live in the URL, so they survive a reload and can be shared.
  const [params, setParams] = useSearchParams();
  const { filters, q } = filtersFromSearch(params);
  const update = (nextFilters: CourseFilterState, nextQ: string) => setParams(searchOf(nextFilters, nextQ.trim()), { replace: true });

  const instructor = useInstructor(filters.instructor);
  useFavorites();
  const dashboard = useDashboard(toFilterQuery(filters));
  const recommendations = useRecommendations(toFilterQuery(filters));
  const searching = q.trim().length > 0;
  const results = useCourseCatalogue(toFilterQuery(filters, q), searching);
  const chips = chipsOf(filters, instructor.data);
  const filtered = chips.length > 0;

  const search = (text: string) => update(filters, text);

  return (
    <>
      <AreaHeaderActions>
        <CourseSearchBox className="hidden w-52 md:block xl:w-72" value={q} onSearch={search} />
      </AreaHeaderActions>
      <div className="space-y-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Bem-vindo de volta!</h1>
            <p className="mt-1 text-muted-foreground">Continue de onde parou e descubra novos cursos.</p>
          </div>
          <FilterSheet value={filters} activeCount={chips.length} instructor={instructor.data ?? null} onApply={(next) => update(next, q)} />
        </div>

        <CourseSearchBox className="md:hidden" value={q} onSearch={search} />
        <FilterChips chips={chips} onRemove={(key) => update(withoutFilter(filters, key), q)} onClear={() => update(EMPTY_FILTERS, q)} />

        {/* On a failed load the error below stands alone: no endless skeletons, no misleading empty rows. */}
        {dashboard.isError ? null : <StatCards stats={dashboard.data?.stats} />}

        {dashboard.isError ? (
          <div role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm">
            <p>Não foi possível carregar seus cursos. {errorMessageOf(dashboard.error)}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void dashboard.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : null}

        {searching ? (
          <section aria-labelledby="resultados-busca" className="space-y-4" data-testid="search-results">
            <div>
              <h2 id="resultados-busca" className="text-xl font-semibold">
                Resultados da busca
              </h2>
              <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
                {results.data
                  ? `${plural(results.data.total, 'curso encontrado', 'cursos encontrados')} para “${q.trim()}”${filtered ? ' com os filtros aplicados' : ''}${
                      results.data.total > results.data.items.length ? ` (os ${results.data.items.length} mais relevantes abaixo; refine a busca para ver outros)` : ''
                    }`
                  : 'Buscando…'}
              </p>
            </div>
            {results.isError ? <p className="text-sm text-destructive">{errorMessageOf(results.error)}</p> : null}
            {results.isLoading ? (
              <div className="grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(240px,1fr))]">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-72" />
                ))}
              </div>
            ) : results.data && results.data.items.length > 0 ? (
              <CourseGrid courses={results.data.items} renderCard={renderCard} />
            ) : results.data ? (
              <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
                <SearchX className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
                <p className="font-medium">Nenhum curso encontrado</p>
                <p className="text-sm text-muted-foreground">Tente buscar por outro título, professor ou categoria{filtered ? ', ou remova os filtros' : ''}.</p>
                <Button variant="outline" onClick={() => search('')}>
                  Limpar busca
                </Button>
              </div>
            ) : null}
          </section>
        ) : dashboard.isError ? null : (
          <>
            <CourseCarousel
              title="Continue Assistindo"
              testId="row-continue"
              courses={dashboard.data?.continueWatching}
              isLoading={dashboard.isLoading}
              renderCard={renderCard}
              emptyText={filtered ? 'Nenhum curso em andamento corresponde aos filtros.' : 'Você ainda não começou nenhum curso. Escolha um curso abaixo para começar!'}
            />
            <CourseCarousel
              title="Novos Cursos"
              testId="row-new"
              courses={dashboard.data?.newCourses}
              isLoading={dashboard.isLoading}
              renderCard={renderCard}
              emptyText={filtered ? 'Nenhum curso novo corresponde aos filtros.' : 'Nenhum curso disponível no momento.'}
            />
            <CourseCarousel
              title="Recomendados Para Você"
              testId="row-recommended"
              courses={recommendations.data}
              isLoading={recommendations.isLoading}
              renderCard={renderRecommended}
              emptyText={filtered ? 'Nenhuma recomendação corresponde aos filtros.' : 'Sem recomendações por enquanto. Explore os novos cursos!'}
            />
          </>
        )}
      </div>
    </>
  );
}
