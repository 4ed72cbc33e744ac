import { useEffect, useRef } from 'react';

/**
 * Resets a form to its record's saved values when they change (another record, a save, data
 * that arrived after the form appeared), and not when the form appears: it starts with them
 * already, and a reset in an effect after the first paint wiped what a quick typist, or one
 * typing before the script took the page over, had written by then. `saved` undefined: not
 * loaded yet.
 */
export function useResetOnSaved<T>(form: { reset: (values: T) => void }, saved: T | undefined): void {
  const key = saved === undefined ? undefined : JSON.stringify(saved);
  const shown = useRef(key);
  useEffect(() => {
    if (key === undefined || key === shown.current) return;
    shown.current = key;
    form.reset(JSON.parse(key) as T);
  }, [key, form]);
}
