import * as React from 'react';
import { cn } from '#web/lib/utils.ts';

/*
 * Tabs as the WAI-ARIA pattern describes them (roles, ids, one tab stop, arrow keys, Home and End,
 * a tab chosen as it is focused), written here rather than taken from Radix: Radix's tabs keep
 * their focus group in state that each tab sets as it mounts, so a page taken over from the
 * server rendered every tab list again in one blocking task. These set nothing until used.
 */

interface TabsFrame {
  value: string | undefined;
  choose: (value: string) => void;
  baseId: string;
}
const TabsContext = React.createContext<TabsFrame | null>(null);

function useTabsFrame(part: string): TabsFrame {
  const frame = React.useContext(TabsContext);
  if (!frame) throw new Error(`${part} must be inside Tabs`);
  return frame;
}

const idOf = (baseId: string, part: 'trigger' | 'content', value: string) => `${baseId}-${part}-${value.replace(/\s+/g, '-')}`;

type TabsProps = Omit<React.HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export const Tabs = React.forwardRef<HTMLDivElement, TabsProps>(({ value, defaultValue, onValueChange, ...props }, ref) => {
  const [own, setOwn] = React.useState(defaultValue);
  const current = value ?? own;
  const baseId = React.useId();
  const frame = React.useMemo<TabsFrame>(
    () => ({
      value: current,
      baseId,
      choose: (next) => {
        if (next === current) return;
        setOwn(next);
        onValueChange?.(next);
      },
    }),
    [current, baseId, onValueChange],
  );
  return (
    <TabsContext.Provider value={frame}>
      <div ref={ref} data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
});
Tabs.displayName = 'Tabs';

/** The enabled tabs of a list, in order. */
const tabsIn = (list: HTMLElement) => [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];

export const TabsList = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(({ className, onKeyDown, ...props }, ref) => (
  <div
    ref={ref}
    role="tablist"
    aria-orientation="horizontal"
    className={cn('inline-flex h-10 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground', className)}
    onKeyDown={(event) => {
      onKeyDown?.(event);
      if (event.defaultPrevented) return;
      const tabs = tabsIn(event.currentTarget);
      const at = tabs.indexOf(event.target as HTMLButtonElement);
      if (at < 0) return;
      const next = { ArrowRight: tabs[(at + 1) % tabs.length], ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length], Home: tabs[0], End: tabs[tabs.length - 1] }[event.key];
      if (!next) return;
      event.preventDefault();
      // Focusing a tab chooses it (below), as Radix's default does.
      next.focus();
    }}
    {...props}
  />
));
TabsList.displayName = 'TabsList';

type TabsTriggerProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { value: string };

export const TabsTrigger = React.forwardRef<HTMLButtonElement, TabsTriggerProps>(({ className, value, disabled, onMouseDown, onKeyDown, onFocus, ...props }, ref) => {
  const frame = useTabsFrame('TabsTrigger');
  const active = frame.value === value;
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={idOf(frame.baseId, 'trigger', value)}
      aria-selected={active}
      aria-controls={idOf(frame.baseId, 'content', value)}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      // One tab stop for the list: the chosen tab; the arrow keys move between the others.
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // The main button chooses at once (as Radix does); a right click or a modifier does not.
        if (!event.defaultPrevented && !disabled && event.button === 0 && !event.ctrlKey) frame.choose(value);
        else if (event.ctrlKey) event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === 'Enter' || event.key === ' ')) frame.choose(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !disabled) frame.choose(value);
      }}
      {...props}
    />
  );
});
TabsTrigger.displayName = 'TabsTrigger';

type TabsContentProps = React.HTMLAttributes<HTMLDivElement> & { value: string };

export const TabsContent = React.forwardRef<HTMLDivElement, TabsContentProps>(({ className, value, children, ...props }, ref) => {
  const frame = useTabsFrame('TabsContent');
  const active = frame.value === value;
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={idOf(frame.baseId, 'content', value)}
      aria-labelledby={idOf(frame.baseId, 'trigger', value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      // The panel is a tab stop: keyboard users must see when it has focus.
      tabIndex={0}
      className={cn('mt-4 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background', className)}
      {...props}
    >
      {active ? children : null}
    </div>
  );
});
TabsContent.displayName = 'TabsContent';
