import * as React from 'react';
import { cn } from '#web/lib/utils.ts';

/** Spec section 9: tooltip delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When a tooltip last closed: the next one opened within the skip delay opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * An icon button's visible label on hover (after the delay) and keyboard focus, with the same
 * text as its accessible name (so the label itself is hidden from assistive technology); Escape
 * or a press closes it. Drawn by the server and kept in place: state changes only when a pointer
 * or focus reaches the button (a tooltip library's, set as it mounts, made React render the
 * header again in one blocking task on every area page).
 */
export function WithTooltip({ label, children }: { label: string; children: React.ReactElement }) {
  const [open, setOpen] = React.useState(false);
  // Read by `hide`: leaving one button and entering the next arrive before React renders again.
  const isOpen = React.useRef(false);
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      isOpen.current = true;
      setOpen(true);
    }, delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (isOpen.current) lastClosedAt = performance.now();
    isOpen.current = false;
    setOpen(false);
  };
  // Escape closes it wherever the focus is (a hovered button need not hold the focus).
  React.useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  });
  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') show(performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) show(0);
      }}
      onBlur={hide}
    >
      {children}
      <span
        aria-hidden="true"
        data-testid="tooltip"
        className={cn(
          'pointer-events-none absolute left-1/2 top-full z-50 mt-1 -translate-x-1/2 whitespace-nowrap rounded-md border bg-popover px-3 py-1.5 text-sm text-popover-foreground shadow-md',
          !open && 'hidden',
        )}
      >
        {label}
      </span>
    </span>
  );
}
