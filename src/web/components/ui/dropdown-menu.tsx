import * as React from 'react';
import { DropdownMenu as Primitive, Slot } from 'radix-ui';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { cn } from '#web/lib/utils.ts';
import { OpenedOnceRoot, useOpenedOnce } from './opened-once.tsx';

/**
 * Until the page is live a menu is only its trigger, drawn disabled (it opens with script); Radix's
 * menu mounts in the transition that turns the page live. Mounted while the page hydrates, its
 * trigger (the menu's anchor) sets state as it attaches: a render React does synchronously, in
 * the task that commits the page, with the page's effects (docs/decisions/nothing-set-while-hydrating.md).
 */
const MenuLiveContext = React.createContext(true);

/** Its content mounts from its first opening (opened-once.tsx). */
export const DropdownMenu = (props: React.ComponentProps<typeof Primitive.Root>) => {
  const live = useHydrated();
  if (!live) return <MenuLiveContext.Provider value={false}>{props.children}</MenuLiveContext.Provider>;
  return <OpenedOnceRoot root={Primitive.Root} props={props} />;
};

export const DropdownMenuTrigger = React.forwardRef<React.ComponentRef<typeof Primitive.Trigger>, React.ComponentPropsWithoutRef<typeof Primitive.Trigger>>(
  ({ asChild, children, ...props }, ref) => {
    if (React.useContext(MenuLiveContext)) {
      return (
        <Primitive.Trigger ref={ref} asChild={asChild} {...props}>
          {children}
        </Primitive.Trigger>
      );
    }
    const closed = { 'aria-haspopup': 'menu', 'aria-expanded': false, 'data-state': 'closed', disabled: true } as const;
    // The child's own `disabled={false}` must not win over the page not being live yet.
    if (asChild && React.isValidElement<{ disabled?: boolean }>(children)) return <Slot.Root ref={ref} {...props} {...closed}>{React.cloneElement(children, { disabled: true })}</Slot.Root>;
    return (
      <button ref={ref} type="button" {...props} {...closed}>
        {children}
      </button>
    );
  },
);
DropdownMenuTrigger.displayName = 'DropdownMenuTrigger';

export const DropdownMenuContent = React.forwardRef<React.ComponentRef<typeof Primitive.Content>, React.ComponentPropsWithoutRef<typeof Primitive.Content>>(
  ({ className, sideOffset = 4, ...props }, ref) => {
    const live = React.useContext(MenuLiveContext);
    const opened = useOpenedOnce();
    if (!live || !opened) return null;
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
