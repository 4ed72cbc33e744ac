import { Clock, CreditCard, Heart, Megaphone, Menu, User } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#web/components/ui/dropdown-menu.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/utils.ts';

/** The student header's icon links (spec "Student dashboard"), data rather than markup. */
export const STUDENT_HEADER_LINKS = [
  { href: paths.aluno.noticeBoard, label: 'Mural de Avisos', icon: Megaphone },
  { href: paths.aluno.favorites, label: 'Favoritos', icon: Heart },
  { href: paths.aluno.history, label: 'Histórico', icon: Clock },
  { href: paths.aluno.subscription, label: 'Assinatura', icon: CreditCard },
  { href: paths.aluno.profile, label: 'Perfil', icon: User },
] as const;

/** Icon buttons with tooltips on wide screens; one menu button on narrow ones. */
export function StudentHeaderNav() {
  // The page the student is on is marked (aria-current and a tint), so the icons also say where you are.
  const [location] = useLocation();
  const currentOf = (href: string) => (location === href ? 'page' : undefined);
  return (
    <>
      <nav aria-label="Área do aluno" className="hidden items-center gap-0.5 lg:flex">
        {STUDENT_HEADER_LINKS.map(({ href, label, icon: Icon }) => (
          <WithTooltip key={href} label={label}>
            <Button asChild variant="ghost" size="icon" className={cn(location === href && 'bg-accent text-accent-foreground')}>
              <Link href={href} aria-label={label} aria-current={currentOf(href)}>
                <Icon aria-hidden="true" />
              </Link>
            </Button>
          </WithTooltip>
        ))}
      </nav>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Menu do aluno">
            <Menu aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {STUDENT_HEADER_LINKS.map(({ href, label, icon: Icon }) => (
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
