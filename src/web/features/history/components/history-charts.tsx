import type { LearningHistory } from '#contracts/history';
import { formatHours } from '#web/lib/format.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { BarChart, LineChart } from '#web/components/ui/chart.tsx';

/** Spec section 9: chart height. */
const CHART_HEIGHT = 250;

// The same study-time format as the rest of the app ("2h48min").
const formatHoursValue = (hours: number) => (hours === 0 ? '0h' : formatHours(Math.round(hours * 60)));

/** The two charts of the history page: study hours and courses completed/started per month. */
export function HistoryCharts({ history }: { history: LearningHistory }) {
  const months = history.monthlyHours.map((m) => m.label);
  const progressMonths = history.monthlyProgress.map((m) => m.label);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Horas de Estudo por Mês
          </CardTitle>
        </CardHeader>
        <CardContent>
          <BarChart
            data-testid="chart-hours"
            label="Horas de Estudo por Mês"
            categoryName="Mês"
            categories={months}
            series={{ name: 'Horas', values: history.monthlyHours.map((m) => m.hours), color: 'var(--primary)' }}
            formatValue={formatHoursValue}
            height={CHART_HEIGHT}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Progresso Mensal
          </CardTitle>
        </CardHeader>
        <CardContent>
          <LineChart
            data-testid="chart-progress"
            label="Progresso Mensal"
            categoryName="Mês"
            categories={progressMonths}
            series={[
              { name: 'Concluídos', values: history.monthlyProgress.map((m) => m.completed), color: 'var(--success)' },
              { name: 'Iniciados', values: history.monthlyProgress.map((m) => m.started), color: 'var(--primary)' },
            ]}
            integer
            height={CHART_HEIGHT}
          />
        </CardContent>
      </Card>
    </div>
  );
}
