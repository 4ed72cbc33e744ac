import * as React from 'react';
import { cn } from '#web/lib/utils.ts';

type SwitchProps = Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'value' | 'defaultChecked'> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch: a button with `role="switch"` and `aria-checked`, toggled by a click, Enter or
 * Space (a button's own keys). Written here rather than taken from Radix, whose switch sets state
 * as it mounts (to look for a form around it): one more blocking render when a server-drawn page
 * is taken over (docs/decisions/nothing-set-while-hydrating.md). The forms read it through
 * react-hook-form, not a native input.
 */
export const Switch = React.forwardRef<HTMLButtonElement, SwitchProps>(({ className, checked, defaultChecked = false, onCheckedChange, onClick, disabled, ...props }, ref) => {
  const [own, setOwn] = React.useState(defaultChecked);
  const on = checked ?? own;
  const state = on ? 'checked' : 'unchecked';
  return (
    <button
      ref={ref}
      type="button"
      role="switch"
      aria-checked={on}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        setOwn(!on);
        onCheckedChange?.(!on);
      }}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block h-5 w-5 rounded-full bg-background shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
});
Switch.displayName = 'Switch';
