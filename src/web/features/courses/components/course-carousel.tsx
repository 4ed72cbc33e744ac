import * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CourseCard as CourseCardData } from '#contracts/courses';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** Spec section 9: scroll step 400 px, end threshold 10 px, cards 280 px wide. */
export const CAROUSEL_SCROLL_STEP_PX = 400;
export const CAROUSEL_END_THRESHOLD_PX = 10;
export const CAROUSEL_CARD_WIDTH_PX = 280;

export interface CourseCarouselProps<T extends CourseCardData = CourseCardData> {
  title: string;
  courses: T[] | undefined;
  /** `index` lets the page load the first cards' images eagerly (they are the largest paint). */
  renderCard: (course: T, index: number) => React.ReactNode;
  emptyText: string;
  isLoading?: boolean;
  testId?: string;
}

/** A titled horizontal row; each scroll button shows only when there is more content that way. */
export function CourseCarousel<T extends CourseCardData>({ title, courses, renderCard, emptyText, isLoading, testId }: CourseCarouselProps<T>) {
  const scroller = React.useRef<HTMLDivElement>(null);
  const [canLeft, setCanLeft] = React.useState(false);
  const [canRight, setCanRight] = React.useState(false);
  const headingId = React.useId();

  const update = React.useCallback(() => {
    const el = scroller.current;
    if (!el) {
      // No track (the row is empty or loading): no arrows either.
      setCanLeft(false);
      setCanRight(false);
      return;
    }
    setCanLeft(el.scrollLeft > 0);
    setCanRight(el.scrollLeft + el.clientWidth < el.scrollWidth - CAROUSEL_END_THRESHOLD_PX);
  }, []);

  React.useEffect(() => {
    const el = scroller.current;
    if (!el) {
      update();
      return;
    }
    // No measuring here: reading the track's sizes in the effect forces a layout in the middle of
    // the page's first render (≈ 40 ms on a phone for the dashboard). A new observation reports
    // once the browser has laid the row out, and again on every resize.
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [update, courses, isLoading]);
  const hasTrack = !isLoading && courses !== undefined && courses.length > 0;

  const scrollBy = (direction: -1 | 1) => scroller.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <div className="flex gap-1">
          {hasTrack && canLeft ? (
            <Button variant="outline" size="icon" className="h-8 w-8" onClick={() => scrollBy(-1)} aria-label={`Rolar ${title} para a esquerda`} data-testid="carousel-left">
              <ChevronLeft />
            </Button>
          ) : null}
          {hasTrack && canRight ? (
            <Button variant="outline" size="icon" className="h-8 w-8" onClick={() => scrollBy(1)} aria-label={`Rolar ${title} para a direita`} data-testid="carousel-right">
              <ChevronRight />
            </Button>
          ) : null}
        </div>
      </div>
      {isLoading ? (
        <div className="flex gap-4 overflow-hidden" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-72 shrink-0" style={{ width: CAROUSEL_CARD_WIDTH_PX }} />
          ))}
        </div>
      ) : courses && courses.length > 0 ? (
        <div ref={scroller} onScroll={update} className="-mx-1 flex gap-4 overflow-x-auto scroll-smooth px-1 pb-3 pt-1 [scrollbar-width:thin]" data-testid="carousel-track">
          {courses.map((course, index) => (
            <CarouselCard key={course.id} course={course} index={index} renderCard={renderCard} />
          ))}
        </div>
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{emptyText}</p>
      )}
    </section>
  );
}

/**
 * One card slot of a row. Memoised: opening a sheet or menu, or applying a filter, re-renders
 * the page but not the cards whose course did not change (the query keeps equal rows identical).
 * Off-screen slots skip style and layout (`content-visibility: auto`), so what an interaction
 * restyles (a theme switch, a dialog locking the page's scroll) is the cards in view only. The
 * placeholder height is below a card's (so it never stretches a row); the clip margin keeps the
 * card's focus ring and hover shadow, which paint outside the slot, visible.
 */
function CarouselSlot<T extends CourseCardData>({ course, index, renderCard }: { course: T; index: number; renderCard: CourseCarouselProps<T>['renderCard'] }) {
  return (
    <div className="flex shrink-0 [content-visibility:auto] [contain-intrinsic-size:auto_280px_auto_300px] [overflow-clip-margin:12px]" style={{ width: CAROUSEL_CARD_WIDTH_PX }}>
      {renderCard(course, index)}
    </div>
  );
}
// React.memo drops the type parameter; the cast gives it back (a row of recommendations renders its cards with their reasons).
const CarouselCard = React.memo(CarouselSlot) as typeof CarouselSlot;
