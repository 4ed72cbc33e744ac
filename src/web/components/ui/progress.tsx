import * as React from 'react';
import { Progress as Primitive } from 'radix-ui';
import { cn } from '#web/lib/utils.ts';

export const Progress = React.forwardRef<React.ComponentRef<typeof Primitive.Root>, React.ComponentPropsWithoutRef<typeof Primitive.Root> & { indicatorClassName?: string }>(
  ({ className, value, indicatorClassName, ...props }, ref) => (
    <Primitive.Root ref={ref} value={value} className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)} {...props}>
      <Primitive.Indicator className={cn('h-full w-full flex-1 bg-primary transition-transform', indicatorClassName)} style={{ transform: `translateX(-${100 - (value ?? 0)}%)` }} />
    </Primitive.Root>
  ),
);
Progress.displayName = 'Progress';
