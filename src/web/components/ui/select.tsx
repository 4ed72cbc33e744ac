import * as React from 'react';
import { Select as Primitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { findElement } from '#web/lib/find-element.ts';
import { cn } from '#web/lib/utils.ts';
import { OpenedOnceContext, useOpenedOnce } from './opened-once.tsx';

/*
 * Radix's Select mounts every option (in a detached fragment) to learn the chosen option's text,
 * and each option sets state as it mounts: on a page taken over from the server that is one
 * blocking render per select, and the server drew the trigger empty. Here the chosen option's
 * text is read from the items written among the select's children and drawn by the trigger
 * itself (on the server too); the options mount when the trigger is first reached (pointer,
 * focus), in the same event that opens the list. Items the children do not show (made by a
 * component of their own) are mounted at once, as Radix does.
 */
interface SelectFrame {
  reach: () => void;
  chosenLabel: React.ReactNode | undefined;
}
const SelectFrameContext = React.createContext<SelectFrame>({ reach: () => undefined, chosenLabel: undefined });

export function Select({ children, ...props }: React.ComponentProps<typeof Primitive.Root>) {
  const [reached, setReached] = React.useState(false);
  // Only a controlled value is known here; an uncontrolled select is left to Radix.
  const chosenLabel = props.value ? findElement(children, (item) => item.type === SelectItem && item.props.value === props.value)?.props.children : undefined;
  // Radix finds the chosen text itself (by mounting the options) when it is not written here.
  const radixNeedsOptions = props.value === undefined ? props.defaultValue !== undefined : Boolean(props.value) && chosenLabel === undefined;
  const frame = React.useMemo<SelectFrame>(() => ({ reach: () => setReached(true), chosenLabel }), [chosenLabel]);
  return (
    <SelectFrameContext.Provider value={frame}>
      <OpenedOnceContext.Provider value={reached || Boolean(props.open) || radixNeedsOptions}>
        <Primitive.Root {...props}>{children}</Primitive.Root>
      </OpenedOnceContext.Provider>
    </SelectFrameContext.Provider>
  );
}

export function SelectValue({ children, ...props }: React.ComponentPropsWithoutRef<typeof Primitive.Value>) {
  const { chosenLabel } = React.useContext(SelectFrameContext);
  return <Primitive.Value {...props}>{children ?? chosenLabel}</Primitive.Value>;
}

export const SelectTrigger = React.forwardRef<React.ComponentRef<typeof Primitive.Trigger>, React.ComponentPropsWithoutRef<typeof Primitive.Trigger>>(
  ({ className, children, onPointerDown, onFocus, ...props }, ref) => {
    const { reach } = React.useContext(SelectFrameContext);
    return (
      <Primitive.Trigger
        ref={ref}
        onPointerDown={(event) => {
          reach();
          onPointerDown?.(event);
        }}
        onFocus={(event) => {
          reach();
          onFocus?.(event);
        }}
        className={cn(
          'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus:outline-none focus:ring-2 focus:ring-ring disabled:cursor-not-allowed disabled:opacity-50 [&>span]:truncate',
          className,
        )}
        {...props}
      >
        {children}
        <Primitive.Icon asChild>
          <ChevronDown className="h-4 w-4 shrink-0 opacity-60" aria-hidden="true" />
        </Primitive.Icon>
      </Primitive.Trigger>
    );
  },
);
SelectTrigger.displayName = 'SelectTrigger';

export const SelectContent = React.forwardRef<React.ComponentRef<typeof Primitive.Content>, React.ComponentPropsWithoutRef<typeof Primitive.Content>>(
  ({ className, children, position = 'popper', ...props }, ref) => {
    if (!useOpenedOnce()) return null;
    return (
      <Primitive.Portal>
        <Primitive.Content
          ref={ref}
          position={position}
          className={cn(
            'relative z-50 max-h-80 min-w-[8rem] overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md',
            position === 'popper' && 'w-full min-w-[var(--radix-select-trigger-width)] data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1',
            className,
          )}
          {...props}
        >
          <Primitive.Viewport className="p-1">{children}</Primitive.Viewport>
        </Primitive.Content>
      </Primitive.Portal>
    );
  },
);
SelectContent.displayName = 'SelectContent';

export const SelectItem = React.forwardRef<React.ComponentRef<typeof Primitive.Item>, React.ComponentPropsWithoutRef<typeof Primitive.Item>>(
  ({ className, children, ...props }, ref) => (
    <Primitive.Item
      ref={ref}
      className={cn(
        'relative flex w-full cursor-default select-none items-center rounded-sm py-1.5 pl-8 pr-2 text-sm outline-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex h-3.5 w-3.5 items-center justify-center">
        <Primitive.ItemIndicator>
          <Check className="h-4 w-4" aria-hidden="true" />
        </Primitive.ItemIndicator>
      </span>
      <Primitive.ItemText>{children}</Primitive.ItemText>
    </Primitive.Item>
  ),
);
SelectItem.displayName = 'SelectItem';
