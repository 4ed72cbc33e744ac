import { useCallback, useEffect, useEffectEvent, useId, useState, type KeyboardEvent } from 'react';
import { Check, ChevronsUpDown } from 'lucide-react';
import type { CourseOptionScope, TeacherCourseOption } from '#contracts/authoring';
import { Input } from '#web/components/ui/input.tsx';
import { plural } from '#contracts/plural';
import { cn } from '#web/lib/utils.ts';
import { useSettled } from '#web/lib/use-settled.ts';
import { useTeacherCourseOption, useTeacherCourseOptions } from '../api/get-teacher-courses.ts';

/** Waits this long after the last key before asking for the courses matching what was typed. */
const SEARCH_DELAY_MS = 250;

/** The choice of no course (the roster's "Todos os cursos"). */
const NONE = { id: '', title: '' } as const;

export interface CoursePickerProps {
  label: string;
  /** Which of the teacher's courses it offers (every one, those with students, those not in review). */
  scope?: CourseOptionScope;
  value: string | null;
  /** The chosen course's title, when the page knows it (else asked for by id). */
  valueTitle?: string;
  onChange: (course: TeacherCourseOption | null) => void;
  /** Offered first, for no course: its label (the roster's "Todos os cursos"). */
  noneLabel?: string;
  /** Each course's number of students beside its title. */
  showStudents?: boolean;
  disabled?: boolean;
  /** Set by a form's FormControl: the field's id (its FormLabel's target) and messages. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The form draws the label (FormLabel): `label` then names only the list. */
  labelledOutside?: boolean;
}

/**
 * A teacher's course chosen in a form (ARIA combobox). A teacher may have hundreds: the list
 * asks the server for the first of the scope, or for those whose title has the words typed
 * (accents and case ignored); arrows move, Enter chooses, Escape closes the list (not the dialog around it).
 */
export function CoursePicker({ label, scope, value, valueTitle, onChange, noneLabel, showStudents, disabled, id, labelledOutside, ...aria }: CoursePickerProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<TeacherCourseOption | null>(null);
  const typed = useSettled((query ?? '').trim(), SEARCH_DELAY_MS);
  const options = useTeacherCourseOptions({ ...(typed ? { q: typed } : {}), ...(scope ? { scope } : {}) }, open);
  const known = chosen?.id === value ? chosen : null;
  const byId = useTeacherCourseOption(value && !known && valueTitle === undefined ? value : null, scope);
  const selectedTitle = value ? (known?.title ?? valueTitle ?? byId.data?.title ?? '') : (noneLabel ?? '');

  const found = options.data?.items ?? [];
  const choicesOf = (items: TeacherCourseOption[]): Array<TeacherCourseOption | typeof NONE> => (noneLabel !== undefined && !typed ? [NONE, ...items] : items);
  const shown = choicesOf(found);
  const optionId = (i: number) => `${listId}-${i}`;
  // The list shown is still the one of an earlier text while the words typed are asked for.
  const stale = typed !== (query ?? '').trim() || options.isPlaceholderData;
  const loading = options.isFetching || stale;
  // Enter pressed before the list of the words typed arrived chooses from that list once it does.
  const [enterPending, setEnterPending] = useState(false);

  const close = useCallback(() => {
    setOpen(false);
    setQuery(null);
    setEnterPending(false);
  }, []);
  const choose = (course: TeacherCourseOption | typeof NONE) => {
    const next = course.id === '' ? null : (course as TeacherCourseOption);
    setChosen(next);
    onChange(next);
    close();
  };
  // A dialog around the field closes on Escape heard by the document, before the field hears
  // it: while the list is open, Escape is taken first (by the window) and closes only the list.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || (event.target as Element | null)?.id !== inputId) return;
      event.stopPropagation();
      event.preventDefault();
      close();
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open, inputId, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length === 0 ? 0 : (i + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (stale || options.data === undefined) setEnterPending(true);
      else if (shown[active]) choose(shown[active]);
    }
  };
  // Once the list of the words typed is in, a pending Enter chooses from it (nothing found: the
  // list stays open and says so). Runs when that list arrives, not at every render.
  const fresh = enterPending && !stale ? options.data : undefined;
  const chooseFromFresh = useEffectEvent((items: TeacherCourseOption[]) => {
    setEnterPending(false);
    const course = choicesOf(items)[active];
    if (course) choose(course);
  });
  useEffect(() => {
    if (fresh) chooseFromFresh(fresh.items);
  }, [fresh]);

  return (
    <div className="relative space-y-1.5">
      {labelledOutside ? null : (
        <label htmlFor={inputId} className="text-sm font-medium leading-none">
          {label}
        </label>
      )}
      <div className="relative">
        <Input
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
          aria-invalid={aria['aria-invalid'] || undefined}
          aria-describedby={aria['aria-describedby']}
          autoComplete="off"
          disabled={disabled}
          placeholder="Buscar curso pelo nome"
          className="pr-9"
          value={query ?? selectedTitle}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={(event) => {
            event.target.select();
            setOpen(true);
          }}
          // A click in the field already focused opens the list again.
          onClick={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <ChevronsUpDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      </div>
      {open ? (
        <div className="absolute inset-x-0 z-50 mt-1 rounded-md border bg-popover text-popover-foreground shadow-md">
          <ul id={listId} role="listbox" aria-label={label} aria-busy={stale} className="max-h-72 overflow-auto p-1">
            {shown.map((course, i) => {
              const selected = course.id === (value ?? '');
              return (
                <li
                  key={course.id || 'none'}
                  id={optionId(i)}
                  role="option"
                  aria-selected={selected}
                  className={cn('flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm', i === active && 'bg-accent text-accent-foreground')}
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(course);
                  }}
                  onMouseMove={() => setActive(i)}
                >
                  <Check className={cn('mt-0.5 size-4 shrink-0', selected ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                  <span className="min-w-0 flex-1 break-words">{course.id === '' ? noneLabel : course.title}</span>
                  {showStudents && 'students' in course ? (
                    <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{plural(course.students, 'aluno', 'alunos')}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <p className="border-t px-3 py-2 text-xs text-muted-foreground" aria-live="polite">
            {options.isError
              ? 'Não foi possível carregar os cursos. Tente de novo.'
              : options.data === undefined || (loading && found.length === 0)
                ? 'Carregando cursos…'
                : found.length === 0
                  ? typed
                    ? 'Nenhum curso com esse nome.'
                    : 'Nenhum curso.'
                  : options.data.more
                    ? `Mostrando os ${found.length} mais recentes. Digite para buscar outro.`
                    : plural(found.length, 'curso', 'cursos')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
