import type { FinancialReport, ReportPeriod } from '#contracts/reports';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { BarChart, LineChart } from '#web/components/ui/chart.tsx';
import { formatBRL, formatCompactBRL } from '#web/lib/format.ts';
import { CsvButton } from './csv-button.tsx';
import { ChartDataTable } from './data-table.tsx';

const CHART_HEIGHT = 250;
const formatReais = (reais: number) => formatBRL(Math.round(reais * 100));

function ChartCard({ title, children, action }: { title: string; children: React.ReactNode; action: React.ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle as="h2" className="text-base">
          {title}
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Receita × despesas by month, plan distribution, new × cancelled subscribers: each a chart, a table and a CSV. */
export function ReportCharts({ report, period }: { report: FinancialReport; period: ReportPeriod }) {
  const months = report.months.map((m) => m.label);
  return (
    // grid-cols-1 (minmax(0, 1fr)): an opened table scrolls inside its card instead of widening the page on phones.
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <ChartCard title="Receita x Despesas por mês" action={<CsvButton period={period} table="mensal" tableName="Receita x Despesas por mês" />}>
          <LineChart
            data-testid="chart-revenue"
            label="Receita x Despesas por mês"
            categoryName="Mês"
            categories={months}
            series={[
              { name: 'Receita', values: report.months.map((m) => m.revenueCents / 100), color: 'var(--success)' },
              { name: 'Despesas', values: report.months.map((m) => m.expensesCents / 100), color: 'var(--destructive)' },
            ]}
            formatValue={formatReais}
            formatTick={formatCompactBRL}
            height={CHART_HEIGHT}
          />
          <ChartDataTable
            caption="Receita x Despesas por mês"
            columns={['Mês', 'Receita', 'Taxas', 'Reembolsos', 'Despesas', 'Resultado']}
            rows={report.months.map((m) => [
              m.label, formatBRL(m.revenueCents), formatBRL(m.feesCents), formatBRL(m.refundsCents), formatBRL(m.expensesCents), formatBRL(m.revenueCents - m.expensesCents),
            ])}
          />
        </ChartCard>
      </div>
      <ChartCard title="Distribuição por plano" action={<CsvButton period={period} table="planos" tableName="Distribuição por plano" />}>
        <BarChart
          data-testid="chart-plans"
          label="Assinantes por plano"
          categoryName="Plano"
          categories={report.plans.map((p) => p.planName)}
          series={{ name: 'Assinantes', values: report.plans.map((p) => p.subscribers), color: 'var(--primary)' }}
          integer
          height={CHART_HEIGHT}
        />
        <ChartDataTable
          caption="Distribuição por plano"
          columns={['Plano', 'Assinantes', 'Receita no período']}
          rows={report.plans.map((p) => [p.planName, p.subscribers, formatBRL(p.revenueCents)])}
        />
      </ChartCard>
      <ChartCard title="Novos x Cancelados" action={<CsvButton period={period} table="assinantes" tableName="Novos x Cancelados" />}>
        <LineChart
          data-testid="chart-subscribers"
          label="Assinantes novos e cancelados por mês"
          categoryName="Mês"
          categories={report.subscribers.map((s) => s.label)}
          series={[
            { name: 'Novos', values: report.subscribers.map((s) => s.newSubscribers), color: 'var(--primary)' },
            { name: 'Cancelados', values: report.subscribers.map((s) => s.cancelledSubscribers), color: 'var(--warning)' },
          ]}
          integer
          height={CHART_HEIGHT}
        />
        <ChartDataTable
          caption="Assinantes novos e cancelados por mês"
          columns={['Mês', 'Novos', 'Cancelados']}
          rows={report.subscribers.map((s) => [s.label, s.newSubscribers, s.cancelledSubscribers])}
        />
      </ChartCard>
    </div>
  );
}
