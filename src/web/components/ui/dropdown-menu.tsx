import * as React from 'react';
import { DropdownMenu as Primitive } from 'radix-ui';
import { cn } from '#web/lib/utils.ts';
import { OpenedOnceRoot, useOpenedOnce } from './opened-once.tsx';

/** Its content mounts from its first opening (opened-once.tsx). */
export const DropdownMenu = (props: React.ComponentProps<typeof Primitive.Root>) => <OpenedOnceRoot root={Primitive.Root} props={props} />;
export const DropdownMenuTrigger = Primitive.Trigger;

export const DropdownMenuContent = React.forwardRef<React.ComponentRef<typeof Primitive.Content>, React.ComponentPropsWithoutRef<typeof Primitive.Content>>(
  ({ className, sideOffset = 4, ...props }, ref) => {
    if (!useOpenedOnce()) return null;
    return (
      <Primitive.Portal>
        <Primitive.Content
          ref={ref}
          sideOffset={sideOffset}
          className={cn('z-50 min-w-[8rem] overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md', className)}
          {...props}
        />
      </Primitive.Portal>
    );
  },
);
DropdownMenuContent.displayName = 'DropdownMenuContent';

export const DropdownMenuItem = React.forwardRef<React.ComponentRef<typeof Primitive.Item>, React.ComponentPropsWithoutRef<typeof Primitive.Item>>(
  ({ className, ...props }, ref) => (
    <Primitive.Item
      ref={ref}
      className={cn(
        'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none transition-colors focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    />
  ),
);
DropdownMenuItem.displayName = 'DropdownMenuItem';

export const DropdownMenuLabel = React.forwardRef<React.ComponentRef<typeof Primitive.Label>, React.ComponentPropsWithoutRef<typeof Primitive.Label>>(
  ({ className, ...props }, ref) => <Primitive.Label ref={ref} className={cn('px-2 py-1.5 text-sm font-semibold', className)} {...props} />,
);
DropdownMenuLabel.displayName = 'DropdownMenuLabel';

export const DropdownMenuSeparator = React.forwardRef<React.ComponentRef<typeof Primitive.Separator>, React.ComponentPropsWithoutRef<typeof Primitive.Separator>>(
  ({ className, ...props }, ref) => <Primitive.Separator ref={ref} className={cn('-mx-1 my-1 h-px bg-muted', className)} {...props} />,
);
DropdownMenuSeparator.displayName = 'DropdownMenuSeparator';
