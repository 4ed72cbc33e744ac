import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LearningHistory } from '#contracts/history';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** Spec section 9: chart height. */
const CHART_HEIGHT = 250;

const axis = { stroke: 'var(--muted-foreground)', fontSize: 12 };
const tooltipStyle = { backgroundColor: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--popover-foreground)' };
const hoursFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** The two charts of the history page (recharts is loaded with this file only). */
export default function HistoryCharts({ history }: { history: LearningHistory }) {
  const progress = history.monthlyProgress.map((m) => ({ label: m.label, Concluídos: m.completed, Iniciados: m.started }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Horas de Estudo por Mês
          </CardTitle>
        </CardHeader>
        <CardContent>
          <div style={{ height: CHART_HEIGHT }} data-testid="chart-hours" role="img" aria-label={`Horas de estudo por mês: ${history.monthlyHours.map((m) => `${m.label} ${hoursFormat.format(m.hours)}h`).join(', ')}`}>
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              <BarChart data={history.monthlyHours} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis dataKey="label" {...axis} />
                <YAxis {...axis} allowDecimals={false} />
                <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--muted)' }} formatter={(value) => [`${hoursFormat.format(Number(value))}h`, 'Horas']} />
                <Bar dataKey="hours" name="Horas" fill="var(--primary)" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-base">
            Progresso Mensal
          </CardTitle>
        </CardHeader>
        <CardContent>
          <div style={{ height: CHART_HEIGHT }} data-testid="chart-progress" role="img" aria-label={`Progresso mensal: ${history.monthlyProgress.map((m) => `${m.label} ${m.completed} concluídos e ${m.started} iniciados`).join(', ')}`}>
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              <LineChart data={progress} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis dataKey="label" {...axis} />
                <YAxis {...axis} allowDecimals={false} />
                <Tooltip contentStyle={tooltipStyle} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Line type="monotone" dataKey="Concluídos" stroke="var(--success)" strokeWidth={2} dot={{ r: 3 }} />
                <Line type="monotone" dataKey="Iniciados" stroke="var(--primary)" strokeWidth={2} dot={{ r: 3 }} />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
