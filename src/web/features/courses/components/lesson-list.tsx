import { CheckCircle2, Circle, PlayCircle } from 'lucide-react';
import type { CourseModule } from '#contracts/courses';
import { formatHours } from '#web/lib/format.ts';
import { cn } from '#web/lib/utils.ts';

/** Modules and their lessons, with completion marks; the current lesson is highlighted. */
export function LessonList({ modules, currentLessonId, onSelect }: { modules: CourseModule[]; currentLessonId: string | undefined; onSelect: (lessonId: string) => void }) {
  return (
    <nav aria-label="Módulos e aulas" className="space-y-5">
      {modules.map((module, index) => (
        <section key={module.id} aria-labelledby={`modulo-${module.id}`}>
          <h3 id={`modulo-${module.id}`} className="mb-2 text-sm font-semibold">
            <span className="text-muted-foreground">Módulo {index + 1}:</span> {module.title}
          </h3>
          <ol className="space-y-1">
            {module.lessons.map((lesson) => {
              const current = lesson.id === currentLessonId;
              const Icon = lesson.completed ? CheckCircle2 : current ? PlayCircle : Circle;
              return (
                <li key={lesson.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(lesson.id)}
                    aria-current={current ? 'true' : undefined}
                    data-testid="lesson-item"
                    data-completed={lesson.completed ? 'true' : 'false'}
                    className={cn(
                      'flex w-full items-start gap-2 rounded-md px-2 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      current && 'bg-accent font-medium text-accent-foreground',
                    )}
                  >
                    <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', lesson.completed ? 'text-success' : 'text-muted-foreground')} aria-hidden="true" />
                    <span className="flex-1">
                      {lesson.title}
                      <span className="sr-only">{lesson.completed ? ' (concluída)' : ''}</span>
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">{formatHours(lesson.durationMinutes)}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
