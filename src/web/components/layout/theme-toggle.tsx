import { MoonIcon as Moon, SunIcon as Sun } from '#web/components/ui/shell-icons.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useTheme } from './theme-provider.tsx';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Ativar tema claro' : 'Ativar tema escuro';
  // A native title rather than a Radix tooltip: the toggle is on the landing page too.
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label} data-testid="theme-toggle">
      {theme === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
