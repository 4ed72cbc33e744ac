import { Award, BookOpen, Clock } from 'lucide-react';
import { Link } from 'wouter';
import type { DashboardStats } from '#contracts/learning';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatHours } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';

/** The dashboard's three stat cards, computed by the server from the student's data. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const items: Array<{ label: string; value: string | undefined; icon: typeof Award; tone: string; testId: string; href?: string }> = [
    { label: 'Cursos Ativos', value: stats ? String(stats.activeCourses) : undefined, icon: BookOpen, tone: 'bg-primary/15 text-primary', testId: 'stat-active-courses' },
    // The card leads to the certificates page (issue 11: the page could not be found).
    { label: 'Certificados', value: stats ? String(stats.certificates) : undefined, icon: Award, tone: 'bg-amber-500/15 text-amber-600 dark:text-amber-400', testId: 'stat-certificates', href: paths.aluno.certificates },
    { label: 'Horas Estudadas', value: stats ? formatHours(stats.minutesStudied) : undefined, icon: Clock, tone: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-400', testId: 'stat-hours' },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Resumo dos seus estudos">
      {items.map(({ label, value, icon: Icon, tone, testId, href }) => (
        <li key={label}>
          <Card className={href ? 'relative flex items-center gap-4 p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md' : 'flex items-center gap-4 p-5'}>
            <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${tone}`}>
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              {href ? (
                // The label link is stretched over the card: a click anywhere opens the page.
                <Link href={href} className="text-sm text-muted-foreground outline-none after:absolute after:inset-0 after:content-[''] hover:underline">
                  {label}
                </Link>
              ) : (
                <p className="text-sm text-muted-foreground">{label}</p>
              )}
              {value === undefined ? <Skeleton className="mt-1 h-7 w-16" /> : <p className="text-2xl font-bold" data-testid={testId}>{value}</p>}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
