import * as React from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { CATEGORY_LABELS, DURATION_RANGE_HOURS, INSTRUCTOR_OPTIONS_LIMIT, type Category, type InstructorOption } from '#contracts/courses';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '#web/components/ui/sheet.tsx';
import { Slider } from '#web/components/ui/slider.tsx';
import { useInstructors } from '../api/list-instructors.ts';
import { EMPTY_FILTERS, type CourseFilterState } from '../filters.ts';
import { useSettled } from '#web/lib/use-settled.ts';

// Radix Select items cannot carry an empty value (spec section 5): 'all' stands in for ''.
const ALL = 'all';

const RATING_OPTIONS = [
  { value: '0', label: 'Qualquer avaliação' },
  { value: '3', label: '3+ estrelas' },
  { value: '4', label: '4+ estrelas' },
  { value: '5', label: '5 estrelas' },
];

export interface FilterSheetProps {
  value: CourseFilterState;
  activeCount: number;
  /** The teacher of the applied filter, when there is one (its name, for the list). */
  instructor: InstructorOption | null;
  onApply: (filters: CourseFilterState) => void;
}

/** Waits this long after the last key before asking for the teachers matching what was typed. */
const INSTRUCTOR_SEARCH_DELAY_MS = 250;

/** Which of the sheet's lists is open; opened in a transition (a list is ≈ 40 ms to draw on a phone), so the tap paints at once. */
function useOpenInTransition() {
  const [openList, setOpenList] = React.useState<string | null>(null);
  return (name: string) => ({
    open: openList === name,
    onOpenChange: (next: boolean) => React.startTransition(() => setOpenList(next ? name : null)),
  });
}

/** 'Filtrar Cursos': edits a draft; 'Aplicar Filtros' applies it, 'Limpar' clears every filter. */
export function FilterSheet({ value, activeCount, instructor, onApply }: FilterSheetProps) {
  const [open, setOpen] = React.useState(false);
  const [draft, setDraft] = React.useState(value);
  // A platform has hundreds of teachers: the list shows the first by name, or those matching what is typed.
  const [instructorSearch, setInstructorSearch] = React.useState('');
  const instructorQuery = useSettled(instructorSearch.trim(), INSTRUCTOR_SEARCH_DELAY_MS);
  const instructors = useInstructors(instructorQuery, open);
  // The chosen teacher stays in the list (and named in the field) whatever is typed after.
  const [chosen, setChosen] = React.useState<InstructorOption | null>(instructor);
  const found = instructors.data ?? [];
  const choices = chosen && chosen.id === draft.instructor && !found.some((i) => i.id === chosen.id) ? [chosen, ...found] : found;

  // Opening draws the sheet with its three lists and slider (≈ 60 ms on a mid-range phone): in
  // a transition, so the tap is answered with a frame at once and the sheet follows (INP).
  const onOpenChange = (next: boolean) => {
    React.startTransition(() => {
      if (next) {
        setDraft(value);
        setChosen(instructor);
      }
      setOpen(next);
    });
  };
  // The rows redrawn for new filters are the page's heaviest render: the sheet closes first (the
  // tap's frame), the rows follow in the next task.
  const applyAndClose = (filters: CourseFilterState) => {
    onOpenChange(false);
    setTimeout(() => onApply(filters), 0);
  };
  const listOpen = useOpenInTransition();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="outline" className="relative" aria-label={activeCount > 0 ? `Filtros (${activeCount} ativos)` : 'Filtros'}>
          <SlidersHorizontal aria-hidden="true" />
          <span>Filtros</span>
          {activeCount > 0 ? (
            <span data-testid="filter-count" aria-hidden="true" className="ml-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground">
              {activeCount}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>Filtrar Cursos</SheetTitle>
          <SheetDescription>Encontre o curso perfeito para você</SheetDescription>
        </SheetHeader>
        <div className="space-y-6 py-2">
          <div className="space-y-2">
            <Label htmlFor="filtro-categoria">Categoria</Label>
            <Select {...listOpen('category')} value={draft.category || ALL} onValueChange={(v) => setDraft({ ...draft, category: v === ALL ? '' : (v as Category) })}>
              <SelectTrigger id="filtro-categoria">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Todas as categorias</SelectItem>
                {(Object.keys(CATEGORY_LABELS) as Category[]).map((category) => (
                  <SelectItem key={category} value={category}>
                    {CATEGORY_LABELS[category]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="filtro-professor">Professor</Label>
            <Input
              type="search"
              placeholder="Buscar professor pelo nome..."
              aria-label="Buscar professor pelo nome"
              value={instructorSearch}
              onChange={(event) => setInstructorSearch(event.target.value)}
            />
            <Select
              {...listOpen('instructor')}
              value={draft.instructor || ALL}
              onValueChange={(v) => {
                setChosen(found.find((i) => i.id === v) ?? chosen);
                setDraft({ ...draft, instructor: v === ALL ? '' : v });
              }}
            >
              <SelectTrigger id="filtro-professor">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Todos os professores</SelectItem>
                {choices.map((option) => (
                  <SelectItem key={option.id} value={option.id}>
                    {option.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p className="text-xs text-muted-foreground" role="status" data-testid="instructor-list-status">
              {instructors.isError
                ? 'Não foi possível carregar os professores. Feche e abra os filtros para tentar de novo.'
                : instructors.data === undefined
                  ? 'Carregando professores…'
                  : found.length === 0
                    ? 'Nenhum professor encontrado com esse nome.'
                    : found.length >= INSTRUCTOR_OPTIONS_LIMIT
                      ? `Mostrando os ${INSTRUCTOR_OPTIONS_LIMIT} primeiros: digite o nome para encontrar outros.`
                      : ''}
            </p>
          </div>
          <div className="space-y-3">
            <div className="flex items-center justify-between">
              <span className="text-sm font-medium" id="filtro-duracao">
                Duração (horas)
              </span>
              <span className="text-sm text-muted-foreground" data-testid="duration-value">
                {draft.duration[0]}h – {draft.duration[1] === DURATION_RANGE_HOURS.max ? `${DURATION_RANGE_HOURS.max}h+` : `${draft.duration[1]}h`}
              </span>
            </div>
            <Slider
              aria-labelledby="filtro-duracao"
              min={DURATION_RANGE_HOURS.min}
              max={DURATION_RANGE_HOURS.max}
              step={DURATION_RANGE_HOURS.step}
              minStepsBetweenThumbs={0}
              value={draft.duration}
              onValueChange={(v) => setDraft({ ...draft, duration: [v[0], v[1]] })}
              thumbLabels={['Duração mínima', 'Duração máxima']}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="filtro-avaliacao">Avaliação mínima</Label>
            <Select {...listOpen('rating')} value={String(draft.rating)} onValueChange={(v) => setDraft({ ...draft, rating: Number(v) })}>
              <SelectTrigger id="filtro-avaliacao">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {RATING_OPTIONS.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <SheetFooter>
          <Button
            variant="outline"
            onClick={() => {
              setDraft(EMPTY_FILTERS);
              applyAndClose(EMPTY_FILTERS);
            }}
          >
            Limpar
          </Button>
          <Button
            onClick={() => applyAndClose(draft)}
          >
            Aplicar Filtros
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
