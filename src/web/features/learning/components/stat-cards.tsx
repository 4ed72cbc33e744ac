import { Award, BookOpen, Clock } from 'lucide-react';
import type { DashboardStats } from '#contracts/learning';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatHours } from '#web/lib/format.ts';

/** The dashboard's three stat cards, computed by the server from the student's data. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const items = [
    { label: 'Cursos Ativos', value: stats ? String(stats.activeCourses) : undefined, icon: BookOpen, tone: 'bg-primary/15 text-primary', testId: 'stat-active-courses' },
    { label: 'Certificados', value: stats ? String(stats.certificates) : undefined, icon: Award, tone: 'bg-amber-500/15 text-amber-600 dark:text-amber-400', testId: 'stat-certificates' },
    { label: 'Horas Estudadas', value: stats ? formatHours(stats.minutesStudied) : undefined, icon: Clock, tone: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-400', testId: 'stat-hours' },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Resumo dos seus estudos">
      {items.map(({ label, value, icon: Icon, tone, testId }) => (
        <li key={label}>
          <Card className="flex items-center gap-4 p-5">
            <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${tone}`}>
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm text-muted-foreground">{label}</p>
              {value === undefined ? <Skeleton className="mt-1 h-7 w-16" /> : <p className="text-2xl font-bold" data-testid={testId}>{value}</p>}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
