import { MoonIcon as Moon, SunIcon as Sun } from '#web/components/ui/shell-icons.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useTheme } from './theme-provider.tsx';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  // Drawn by the server, it cannot switch anything until the page's script runs: disabled until then.
  const hydrated = useHydrated();
  const label = theme === 'dark' ? 'Ativar tema claro' : 'Ativar tema escuro';
  // A native title rather than a Radix tooltip: the toggle is on the landing page too.
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} disabled={!hydrated} aria-label={label} title={label} data-testid="theme-toggle">
      {theme === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
