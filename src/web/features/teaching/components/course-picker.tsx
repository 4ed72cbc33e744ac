import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { Input } from '#web/components/ui/input.tsx';
import { formatInteger } from '#web/lib/format.ts';
import { cn } from '#web/lib/utils.ts';
import { plural } from '#contracts/plural';

export interface PickableCourse {
  id: string;
  title: string;
  students: number;
}

/** A teacher may have hundreds of courses: only the first matches are listed, the search narrows them. */
const MAX_SHOWN = 50;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matching(courses: PickableCourse[], query: string): PickableCourse[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return courses;
  return courses.filter((c) => {
    const title = fold(c.title);
    return words.every((w) => title.includes(w));
  });
}

/**
 * A searchable list of the teacher's courses (ARIA combobox): typing narrows by every word of
 * the title, without accents or case; arrows move, Enter chooses, Escape closes.
 */
export function CoursePicker({
  label,
  courses,
  value,
  valueTitle,
  onChange,
  loading,
}: {
  label: string;
  courses: PickableCourse[];
  value: string | null;
  /** the chosen course's title while the list loads */
  valueTitle?: string;
  onChange: (courseId: string) => void;
  loading: boolean;
}) {
  const inputId = useId();
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const selected = courses.find((c) => c.id === value);
  const matches = useMemo(() => matching(courses, query ?? ''), [courses, query]);
  const shown = matches.slice(0, MAX_SHOWN);
  const optionId = (i: number) => `${listId}-${i}`;

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (course: PickableCourse) => {
    onChange(course.id);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length === 0 ? 0 : (i + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && open && shown[active]) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={inputId} className="text-sm font-medium leading-none">
        {label}
      </label>
      <div className="relative">
        <Input
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={loading ? 'Carregando cursos…' : 'Buscar curso pelo nome'}
          className="pr-9"
          value={query ?? selected?.title ?? valueTitle ?? ''}
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
        <div className="absolute inset-x-0 z-40 mt-1 rounded-md border bg-popover text-popover-foreground shadow-md">
          <ul id={listId} role="listbox" aria-label={label} className="max-h-72 overflow-auto p-1">
            {shown.map((course, i) => (
              <li
                key={course.id}
                id={optionId(i)}
                role="option"
                aria-selected={course.id === value}
                className={cn('flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm', i === active && 'bg-accent text-accent-foreground')}
                // Chosen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(course);
                }}
                onMouseMove={() => setActive(i)}
              >
                <Check className={cn('mt-0.5 size-4 shrink-0', course.id === value ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                <span className="min-w-0 flex-1 break-words">{course.title}</span>
                <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{plural(course.students, 'aluno', 'alunos')}</span>
              </li>
            ))}
          </ul>
          <p className="border-t px-3 py-2 text-xs text-muted-foreground" aria-live="polite">
            {loading
              ? 'Carregando cursos…'
              : matches.length === 0
                ? 'Nenhum curso com esse nome.'
                : matches.length > shown.length
                  ? `Mostrando ${shown.length} de ${formatInteger(matches.length)} cursos. Digite para buscar.`
                  : plural(matches.length, 'curso', 'cursos')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
