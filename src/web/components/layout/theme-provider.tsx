import * as React from 'react';
import { storageKeys } from '#web/lib/paths.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

export type Theme = 'light' | 'dark';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = React.createContext<ThemeContextValue | undefined>(undefined);

/** Spec: default 'dark'; saved under `theme`; applied as a class on the root element. */
export const DEFAULT_THEME: Theme = 'dark';

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(storageKeys.theme);
    return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  try {
    localStorage.setItem(storageKeys.theme, theme);
  } catch {
    // storage refused (private mode): the class still applies for this visit
  }
}

/**
 * `public/theme-init.js` applies the saved theme before the first paint; this keeps it and
 * changes it. A page rendered on the server is drawn with the default theme's controls, so
 * the saved theme is read once hydrated (`useHydrated`), not while hydrating.
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  const stored = React.useMemo(() => (hydrated ? readStoredTheme() : DEFAULT_THEME), [hydrated]);
  const [chosen, setThemeState] = React.useState<Theme | null>(null);
  const theme = chosen ?? stored;

  const value = React.useMemo<ThemeContextValue>(() => {
    const setTheme = (next: Theme) => {
      applyTheme(next);
      setThemeState(next);
    };
    return { theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
  }, [theme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = React.useContext(ThemeContext);
  if (context === undefined) throw new Error('useTheme must be used within ThemeProvider');
  return context;
}
