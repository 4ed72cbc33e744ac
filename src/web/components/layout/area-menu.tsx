import type { LucideIcon } from 'lucide-react';
import { Menu } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#web/components/ui/dropdown-menu.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/utils.ts';

/** An area's header menu, as data (see `app/area-menus.ts`). */
export interface AreaMenu {
  /** accessible name of the icon bar, e.g. 'Área do aluno' */
  label: string;
  /** accessible name of the narrow-screen menu button, e.g. 'Menu do aluno' */
  buttonLabel: string;
  items: ReadonlyArray<{ href: string; label: string; icon: LucideIcon }>;
}

/** Icon buttons with tooltips on wide screens; one menu button on narrow ones. */
export function AreaMenuNav({ menu }: { menu: AreaMenu }) {
  // The page the user is on is marked (aria-current and a tint), so the icons also say where you are.
  const [location] = useLocation();
  const currentOf = (href: string) => (location === href ? 'page' : undefined);
  if (menu.items.length === 0) return null;
  return (
    <>
      <nav aria-label={menu.label} className="hidden items-center gap-0.5 lg:flex">
        {menu.items.map(({ href, label, icon: Icon }) => (
          <WithTooltip key={href} label={label}>
            <Button asChild variant="ghost" size="icon" className={cn(location === href && 'bg-accent text-accent-foreground')}>
              <Link href={href} aria-label={label} aria-current={currentOf(href)}>
                <Icon aria-hidden="true" />
              </Link>
            </Button>
          </WithTooltip>
        ))}
      </nav>
      {/* The narrow screens' menu opens with script: drawn disabled until the page is live (the wide screens' links work at once). */}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label={menu.buttonLabel}>
            <Menu aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {menu.items.map(({ href, label, icon: Icon }) => (
            <DropdownMenuItem key={href} asChild>
              <Link href={href} aria-current={currentOf(href)} className={cn(location === href && 'font-semibold')}>
                <Icon className="h-4 w-4" aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
