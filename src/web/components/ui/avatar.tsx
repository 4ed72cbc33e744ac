import * as React from 'react';
import { Avatar as Primitive } from 'radix-ui';
import { cn } from '#web/lib/utils.ts';

export const Avatar = React.forwardRef<React.ComponentRef<typeof Primitive.Root>, React.ComponentPropsWithoutRef<typeof Primitive.Root>>(
  ({ className, ...props }, ref) => <Primitive.Root ref={ref} className={cn('relative flex h-10 w-10 shrink-0 overflow-hidden rounded-full', className)} {...props} />,
);
Avatar.displayName = 'Avatar';

export const AvatarImage = React.forwardRef<React.ComponentRef<typeof Primitive.Image>, React.ComponentPropsWithoutRef<typeof Primitive.Image>>(
  ({ className, ...props }, ref) => <Primitive.Image ref={ref} className={cn('aspect-square h-full w-full object-cover', className)} {...props} />,
);
AvatarImage.displayName = 'AvatarImage';

export const AvatarFallback = React.forwardRef<React.ComponentRef<typeof Primitive.Fallback>, React.ComponentPropsWithoutRef<typeof Primitive.Fallback>>(
  ({ className, ...props }, ref) => (
    <Primitive.Fallback ref={ref} className={cn('flex h-full w-full items-center justify-center rounded-full bg-primary/15 font-semibold text-primary', className)} {...props} />
  ),
);
AvatarFallback.displayName = 'AvatarFallback';
