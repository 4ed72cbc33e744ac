import { CATEGORY_LABELS, DURATION_RANGE_HOURS, type Category, type CourseFilters, type InstructorOption } from '#contracts/courses';

/** Spec section 3 filter state: '' means "all" for category and instructor. */
export interface CourseFilterState {
  category: '' | Category;
  instructor: string;
  duration: [number, number];
  rating: number;
}

export const EMPTY_FILTERS: CourseFilterState = { category: '', instructor: '', duration: [DURATION_RANGE_HOURS.min, DURATION_RANGE_HOURS.max], rating: 0 };

const isFullRange = ([min, max]: [number, number]) => min === DURATION_RANGE_HOURS.min && max === DURATION_RANGE_HOURS.max;

/** The query the server filters by (only what is set). */
export function toFilterQuery(filters: CourseFilterState, q = ''): CourseFilters {
  const query: CourseFilters = {};
  if (q.trim()) query.q = q.trim();
  if (filters.category) query.category = filters.category;
  if (filters.instructor) query.instructor = filters.instructor;
  if (!isFullRange(filters.duration)) {
    query.minHours = filters.duration[0];
    query.maxHours = filters.duration[1];
  }
  if (filters.rating > 0) query.minRating = filters.rating;
  return query;
}

export type FilterKey = 'category' | 'instructor' | 'duration' | 'rating';

export interface FilterChip {
  key: FilterKey;
  label: string;
}

/** The spec's chips: 'Categoria: x', 'Professor: x', 'Duração: a-bh' (not for 0-100), 'Avaliação: n+'. */
/**
 * `instructor`: the filter's teacher as the server knows them; undefined while it is asked for,
 * null when no teacher with courses has that id (an old or mistyped address): never the raw id.
 */
export function chipsOf(filters: CourseFilterState, instructor?: InstructorOption | null): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.category) chips.push({ key: 'category', label: `Categoria: ${CATEGORY_LABELS[filters.category]}` });
  if (filters.instructor) {
    const name = instructor === undefined ? '…' : instructor?.id === filters.instructor ? instructor.name : 'não encontrado';
    chips.push({ key: 'instructor', label: `Professor: ${name}` });
  }
  if (!isFullRange(filters.duration)) chips.push({ key: 'duration', label: `Duração: ${filters.duration[0]}-${filters.duration[1]}h` });
  if (filters.rating > 0) chips.push({ key: 'rating', label: `Avaliação: ${filters.rating}+` });
  return chips;
}

export function withoutFilter(filters: CourseFilterState, key: FilterKey): CourseFilterState {
  return { ...filters, [key]: EMPTY_FILTERS[key] };
}

// URL form, so filters and search survive a reload: ?busca=&categoria=&professor=&duracao=a-b&avaliacao=n
export function filtersFromSearch(params: URLSearchParams): { filters: CourseFilterState; q: string } {
  const category = params.get('categoria') ?? '';
  const [min, max] = (params.get('duracao') ?? '').split('-').map(Number);
  const rating = Number(params.get('avaliacao') ?? 0);
  const valid = (n: number) => Number.isInteger(n) && n >= DURATION_RANGE_HOURS.min && n <= DURATION_RANGE_HOURS.max && n % DURATION_RANGE_HOURS.step === 0;
  return {
    q: params.get('busca') ?? '',
    filters: {
      category: category in CATEGORY_LABELS ? (category as Category) : '',
      instructor: params.get('professor') ?? '',
      duration: valid(min) && valid(max) && min <= max ? [min, max] : EMPTY_FILTERS.duration,
      rating: [3, 4, 5].includes(rating) ? rating : 0,
    },
  };
}

export function searchOf(filters: CourseFilterState, q: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (q) out.busca = q;
  if (filters.category) out.categoria = filters.category;
  if (filters.instructor) out.professor = filters.instructor;
  if (!isFullRange(filters.duration)) out.duracao = `${filters.duration[0]}-${filters.duration[1]}`;
  if (filters.rating > 0) out.avaliacao = String(filters.rating);
  return out;
}
