import { ArrowDownRight, ArrowUpRight, Percent, Repeat, TrendingUp, UserMinus, UserPlus, Wallet } from 'lucide-react';
import { REPORT_PERIODS, type FinancialReport, type ReportPeriod } from '#contracts/reports';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatBRL, formatDateTime, formatDecimal, formatInteger } from '#web/lib/format.ts';
import { useReport } from '../api/get-report.ts';
import { ReportCharts } from './report-charts.tsx';
import { TransactionsTable } from './transactions-table.tsx';
import { plural } from '#contracts/plural';

/** /admin/relatorios: the period (the page keeps it in the address), the key figures, three charts and the transactions. */
export function FinancialReports({ period, onPeriodChange }: { period: ReportPeriod; onPeriodChange: (period: ReportPeriod) => void }) {
  const { data, isLoading, isError, isPlaceholderData } = useReport(period);
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Relatórios Financeiros</h1>
          <p className="text-muted-foreground">Receita, despesas, assinantes e transações, calculados dos pagamentos e assinaturas.</p>
        </div>
        <div role="group" aria-label="Período" className="flex flex-wrap gap-1.5">
          {REPORT_PERIODS.map((days) => (
            <Button key={days} size="sm" variant={days === period ? 'default' : 'outline'} aria-pressed={days === period} onClick={() => onPeriodChange(days)}>
              {days} dias
            </Button>
          ))}
        </div>
      </div>
      {isLoading ? <ReportSkeleton /> : null}
      {isError && !data ? <p className="text-sm text-destructive">Não foi possível carregar o relatório. Recarregue a página.</p> : null}
      {data ? (
        <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'space-y-6 opacity-60' : 'space-y-6'}>
          <SummaryCards report={data} />
          <Reconciliation report={data} />
          <ReportCharts report={data} period={period} />
        </div>
      ) : null}
      <TransactionsTable period={period} />
    </div>
  );
}

function SummaryCards({ report }: { report: FinancialReport }) {
  const s = report.summary;
  const cards = [
    { label: 'Receita', value: formatBRL(s.revenueCents), hint: `${plural(s.paidTransactions, 'pagamento', 'pagamentos')} · reembolsados fora (${formatBRL(s.refundsCents)})`, icon: ArrowUpRight, tone: 'text-success' },
    { label: 'Despesas', value: formatBRL(s.expensesCents), hint: 'Taxas do provedor de pagamento', icon: ArrowDownRight, tone: 'text-destructive' },
    { label: 'Resultado', value: formatBRL(s.netCents), hint: 'Receita menos despesas', icon: Wallet, tone: 'text-primary' },
    { label: 'MRR', value: formatBRL(s.mrrCents), hint: `${s.renewingSubscribers} assinaturas recorrentes hoje`, icon: Repeat, tone: 'text-primary' },
    { label: 'ARPU', value: s.arpuCents === null ? '—' : formatBRL(s.arpuCents), hint: 'Receita média mensal por assinante', icon: TrendingUp, tone: 'text-primary' },
    { label: 'Taxa de cancelamento', value: s.churnRatePercent === null ? '—' : `${formatDecimal(s.churnRatePercent, 1)}%`, hint: 'Churn no período', icon: Percent, tone: 'text-warning' },
    { label: 'Novos assinantes', value: String(s.newSubscribers), hint: `${s.activeSubscribers} com acesso hoje`, icon: UserPlus, tone: 'text-success' },
    { label: 'Cancelados', value: String(s.cancelledSubscribers), hint: 'Acesso encerrado no período', icon: UserMinus, tone: 'text-destructive' },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label="Indicadores do período">
      {cards.map(({ label, value, hint, icon: Icon, tone }) => (
        <li key={label}>
          <Card className="h-full">
            <CardContent className="flex items-start gap-3 p-4">
              <Icon className={`mt-0.5 hidden h-6 w-6 shrink-0 sm:block ${tone}`} aria-hidden="true" />
              <div className="min-w-0">
                <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
                <p className="text-lg font-bold tabular-nums sm:text-2xl" data-testid={`kpi-${label}`}>
                  {value}
                </p>
                <p className="text-xs text-muted-foreground">{hint}</p>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The last daily reconciliation: payments received that are neither applied nor refunded. */
function Reconciliation({ report }: { report: FinancialReport }) {
  const r = report.reconciliation;
  const when = r ? formatDateTime(r.checkedAt) : null;
  return (
    <Card>
      <CardContent className="space-y-1 p-4 text-sm" data-testid="reconciliation">
        <p className="font-semibold">Conciliação de pagamentos</p>
        {!r ? (
          <p className="text-muted-foreground">A conciliação diária ainda não foi executada.</p>
        ) : r.unsettledCount === 0 ? (
          <p className="text-muted-foreground">
            Última verificação em {when}:{' '}
            {r.receivedCount === 0
              ? 'nenhum pagamento recebido a conferir.'
              : r.receivedCount === 1
                ? 'o pagamento recebido foi aplicado ou reembolsado.'
                : `todos os ${formatInteger(r.receivedCount)} pagamentos recebidos foram aplicados ou reembolsados.`}
          </p>
        ) : (
          <>
            <p className="text-destructive">
              Última verificação em {when}: {plural(r.unsettledCount, 'pagamento recebido não foi aplicado nem reembolsado', 'pagamentos recebidos não foram aplicados nem reembolsados')}.
            </p>
            <ul className="list-inside list-disc text-muted-foreground">
              {r.unsettled.map((u) => (
                <li key={u.id} className="break-all">
                  {formatBRL(u.amountCents)} recebido em {formatDateTime(u.receivedAt)} (pagamento {u.paymentId})
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ReportSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Carregando relatório">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-[340px] w-full" />
    </div>
  );
}
