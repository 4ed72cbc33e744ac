import type * as React from 'react';
import { Clock, Crown, Star } from 'lucide-react';
import { Link } from 'wouter';
import { CATEGORY_LABELS, EXAM_PENDING_MESSAGE, type CourseCard as CourseCardData } from '#contracts/courses';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatHours, formatRating } from '#web/lib/format.ts';
import { cn } from '#web/lib/utils.ts';

export interface CourseCardProps {
  course: CourseCardData;
  /** Where a click on the card leads (the page decides: /aluno/curso/{id}). */
  href: string;
  /** The heart (from the learning feature); sits above the card's link, so its click does not open the course. */
  favoriteSlot?: React.ReactNode;
  /** Extra line under the card's details (e.g. last access on favourites). */
  footer?: React.ReactNode;
  className?: string;
  /** h3 under a titled row (default); h2 where the card sits right under the page's h1. */
  headingLevel?: 2 | 3;
  /** Cards in view on first paint load their image at once instead of lazily. */
  isAboveFold?: boolean;
}

/**
 * Spec "Course card": thumbnail, title (2 lines), instructor, category badge, duration,
 * heart, and a progress bar along the bottom when progress is above 0. The title link is
 * stretched over the whole card, so a click anywhere opens the course.
 */
export function CourseCard({ course, href, favoriteSlot, footer, className, headingLevel = 3, isAboveFold = false }: CourseCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cn('group relative flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring', className)}
      data-testid="course-card"
      data-course-id={course.id}
    >
      <div className="relative aspect-video overflow-hidden bg-muted">
        <img src={course.thumbnail} alt="" loading={isAboveFold ? 'eager' : 'lazy'} fetchPriority={isAboveFold ? 'high' : undefined} width={280} height={158} className="h-full w-full object-cover transition-transform group-hover:scale-105" />
        {course.isPremium ? (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-amber-950/80 px-2 py-0.5 text-xs font-semibold text-amber-100">
            <Crown className="h-3 w-3" aria-hidden="true" /> Premium
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 pb-5">
        <Badge variant="secondary" className="self-start">
          {CATEGORY_LABELS[course.category]}
        </Badge>
        <Heading className="line-clamp-2 min-h-[2lh] text-base font-semibold leading-snug" title={course.title}>
          <Link href={href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {course.title}
          </Link>
        </Heading>
        <p className="truncate text-sm text-muted-foreground">{course.instructorName}</p>
        <div className="mt-auto flex items-center gap-3 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">Duração:</span> {formatHours(course.durationMinutes)}
          </span>
          {course.rating > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Star className="h-3.5 w-3.5 fill-current text-amber-500" aria-hidden="true" />
              <span className="sr-only">Avaliação:</span> {formatRating(course.rating)}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 font-medium text-primary" title="Este curso ainda não tem avaliações">
              {formatRating(course.rating)}
            </span>
          )}
          {course.progress > 0 || course.state === 'concluido' ? (
            <span className="ml-auto font-medium text-foreground">{course.state === 'concluido' ? 'Concluído' : `${course.progress}%`}</span>
          ) : null}
        </div>
        {/* Every lesson done is not finished while the exam is pending (the server's state). */}
        {course.state === 'simulado-pendente' ? (
          <p className="text-xs font-medium text-amber-700 dark:text-amber-300" data-testid="course-exam-pending">
            {EXAM_PENDING_MESSAGE}
          </p>
        ) : null}
        {footer}
      </div>
      {favoriteSlot ? <div className="absolute right-2 top-2 z-10">{favoriteSlot}</div> : null}
      {course.progress > 0 ? (
        <div
          role="progressbar"
          aria-label={`Progresso em ${course.title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={course.progress}
          className="absolute inset-x-0 bottom-0 h-1.5 bg-secondary"
        >
          <div className="h-full bg-primary" style={{ width: `${course.progress}%` }} />
        </div>
      ) : null}
    </article>
  );
}
