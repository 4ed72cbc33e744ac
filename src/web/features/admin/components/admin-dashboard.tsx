import type { ReactNode } from 'react';
import { AlertTriangle, BookOpenCheck, CreditCard, MailWarning, ScrollText, TrendingUp, Users, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { ROLE_LABELS, USER_STATUS_LABELS, type AdminDashboard as Dashboard } from '#contracts/admin';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL, formatDateTime, formatInteger } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useAdminDashboard } from '../api/get-dashboard.ts';
import { plural } from '#contracts/plural';

function Kpi({ label, value, hint, href, icon: Icon, tone, testId }: { label: string; value: string; hint?: ReactNode; href: string; icon: typeof Users; tone: string; testId: string }) {
  return (
    <Card className="relative flex h-full items-start gap-4 p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg ${tone}`}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        {/* The label link is stretched over the card: a click anywhere opens its page. */}
        <Link href={href} className="text-sm text-muted-foreground outline-none after:absolute after:inset-0 after:content-[''] hover:underline">
          {label}
        </Link>
        <p className="text-2xl font-bold" data-testid={testId}>
          {value}
        </p>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
    </Card>
  );
}

function Kpis({ data }: { data: Dashboard }) {
  const { users } = data;
  const pending = data.moderation.pendingCourses + data.moderation.pendingStudents;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Indicadores da plataforma">
      <li>
        <Kpi
          label="Usuários" value={formatInteger(users.total)} href={paths.admin.users} icon={Users} tone="bg-primary/15 text-primary" testId="kpi-users"
          hint={`${users.byRole.aluno} ${ROLE_LABELS.aluno.toLowerCase()}s · ${users.byRole.professor} ${ROLE_LABELS.professor.toLowerCase()}es · ${users.byRole.admin} admins`}
        />
      </li>
      <li>
        <Kpi
          label="Usuários suspensos" value={formatInteger(users.byStatus.suspenso)} href={`${paths.admin.users}?status=suspenso`} icon={AlertTriangle}
          tone="bg-destructive/15 text-destructive" testId="kpi-suspended"
          hint={`${users.byStatus.ativo} ${USER_STATUS_LABELS.ativo.toLowerCase()}s · ${users.byStatus.pendente} ${USER_STATUS_LABELS.pendente.toLowerCase()}s`}
        />
      </li>
      <li>
        <Kpi label="Assinaturas ativas" value={formatInteger(data.activeSubscriptions)} href={paths.admin.reports} icon={CreditCard} tone="bg-sky-500/15 text-sky-700 dark:text-sky-400" testId="kpi-subscriptions" />
      </li>
      <li>
        <Kpi label="MRR" value={formatBRL(data.mrrCents)} hint="Receita recorrente mensal das assinaturas que renovam" href={paths.admin.reports} icon={TrendingUp} tone="bg-emerald-500/15 text-emerald-700 dark:text-emerald-400" testId="kpi-mrr" />
      </li>
      <li>
        <Kpi label="Receita do mês" value={formatBRL(data.revenueThisMonthCents)} hint="Pagamentos confirmados desde o dia 1º" href={paths.admin.reports} icon={Wallet} tone="bg-emerald-500/15 text-emerald-700 dark:text-emerald-400" testId="kpi-revenue" />
      </li>
      <li>
        <Kpi
          label="Aguardando moderação" value={String(pending)} href={paths.admin.moderation} icon={BookOpenCheck} tone="bg-amber-500/15 text-amber-700 dark:text-amber-400" testId="kpi-moderation"
          hint={`${plural(data.moderation.pendingCourses, 'curso', 'cursos')} · ${plural(data.moderation.pendingStudents, 'aluno', 'alunos')}`}
        />
      </li>
      <li>
        <Kpi label="E-mails com falha" value={String(data.failedEmails)} href={`${paths.admin.emails}?status=falhou`} icon={MailWarning} tone="bg-destructive/15 text-destructive" testId="kpi-failed-emails" />
      </li>
    </ul>
  );
}

function LatestAudit({ data }: { data: Dashboard }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <ScrollText className="h-5 w-5" aria-hidden="true" /> Auditoria recente
        </CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link href={paths.admin.audit}>Ver tudo</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {data.latestAudit.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum registro ainda.</p>
        ) : (
          <ul className="divide-y" aria-label="Últimos registros de auditoria">
            {data.latestAudit.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <span className="min-w-0">
                  <Link href={`${paths.admin.audit}?action=${encodeURIComponent(entry.action)}`} className="font-medium underline-offset-4 hover:underline">
                    {entry.actionLabel}
                  </Link>
                  <span className="text-muted-foreground"> · {entry.actor ? entry.actor.name : 'Anônimo / sistema'}</span>
                </span>
                <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted-foreground">
                  {formatDateTime(entry.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /admin (issue 13 item 1): figures computed by the server, each leading to its page. */
export function AdminDashboard() {
  const { data, isError, error, refetch } = useAdminDashboard();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Painel Administrativo</h1>
        <p className="text-sm text-muted-foreground">Usuários, assinaturas, moderação e e-mails da plataforma, calculados a partir dos dados.</p>
      </div>
      {isError ? (
        <div role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm">
          <p>Não foi possível carregar o painel. {errorMessageOf(error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : null}
      {data ? (
        <>
          <Kpis data={data} />
          <LatestAudit data={data} />
        </>
      ) : !isError ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
