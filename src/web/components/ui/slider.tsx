import * as React from 'react';
import { Slider as Primitive } from 'radix-ui';
import { cn } from '#web/lib/utils.ts';

/** A range or single-value slider; one thumb per value, each with its own accessible name. */
export const Slider = React.forwardRef<
  React.ComponentRef<typeof Primitive.Root>,
  React.ComponentPropsWithoutRef<typeof Primitive.Root> & { thumbLabels?: string[] }
>(({ className, thumbLabels, ...props }, ref) => {
  const count = (props.value ?? props.defaultValue ?? [0]).length;
  return (
    <Primitive.Root ref={ref} className={cn('relative flex w-full touch-none select-none items-center py-2', className)} {...props}>
      <Primitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary">
        <Primitive.Range className="absolute h-full bg-primary" />
      </Primitive.Track>
      {Array.from({ length: count }, (_, i) => (
        <Primitive.Thumb
          key={i}
          aria-label={thumbLabels?.[i]}
          className="block h-5 w-5 rounded-full border-2 border-primary bg-background shadow transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50"
        />
      ))}
    </Primitive.Root>
  );
});
Slider.displayName = 'Slider';
