import { useState, type ReactNode } from 'react';
import { BookOpenCheck, Clock, MessageSquare, Star, UserCheck, UserPlus } from 'lucide-react';
import { ANALYTICS_PERIODS, AT_RISK_IDLE_DAYS, AT_RISK_PROGRESS_BELOW, type AnalyticsPeriod, type AtRiskStudent, type TeacherAnalytics as Analytics } from '#contracts/teaching';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { BarChart, LineChart } from '#web/components/ui/chart.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate, formatHours, formatInteger } from '#web/lib/format.ts';
import { useCourseFunnel, useTeacherAnalytics } from '../api/get-analytics.ts';
import type { CourseField } from './course-field.ts';
import type { MessageTarget } from '../api/send-message.ts';
import { MessageDialog } from './message-dialog.tsx';
import { plural } from '#contracts/plural';

/** Spec section 9: chart height. */
const CHART_HEIGHT = 250;
const PERIOD_LABELS: Record<AnalyticsPeriod, string> = { 7: 'Últimos 7 dias', 30: 'Últimos 30 dias', 90: 'Últimos 90 dias', 365: 'Últimos 365 dias' };
const BUCKET_NAMES = { day: 'Dia', week: 'Semana (início)', month: 'Mês' } as const;

const hoursText = (seconds: number) => (seconds === 0 ? '0h' : formatHours(Math.round(seconds / 60)));
const dayText = (day: string) => formatDate(`${day}T15:00:00.000Z`);

/** The funnel's course: `courseId` null is the course with the most enrolments in the period. */
interface CourseChoice {
  courseId: string | null;
  onCourseChange: (courseId: string) => void;
  /** The funnel's course field (the page's search over the teacher's courses). */
  courseField: CourseField;
}

/**
 * /professor/analytics: period selector, KPIs, charts (each also as a table), the courses with
 * the most enrolments, one course's lesson funnel (picked among every course) and the at-risk students.
 */
export function TeacherAnalytics({ days, onDaysChange, ...choice }: { days: AnalyticsPeriod; onDaysChange: (days: AnalyticsPeriod) => void } & CourseChoice) {
  const analytics = useTeacherAnalytics(days);
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Analytics</h1>
          <p className="mt-1 text-muted-foreground">
            Matrículas, conclusões, horas de estudo e notas dos seus cursos
            {analytics.data ? (
              `, de ${dayText(analytics.data.from)} a ${dayText(analytics.data.to)}`
            ) : (
              // The room of the dates while they load, so the line breaks where it will and nothing below moves.
              <span className="invisible" aria-hidden="true">
                , de 00/00/0000 a 00/00/0000
              </span>
            )}
            .
          </p>
        </div>
        <div className="w-full space-y-1.5 sm:w-56">
          <Label htmlFor="analytics-period">Período</Label>
          <Select value={String(days)} onValueChange={(value) => onDaysChange(Number(value) as AnalyticsPeriod)}>
            <SelectTrigger id="analytics-period">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ANALYTICS_PERIODS.map((period) => (
                <SelectItem key={period} value={String(period)}>
                  {PERIOD_LABELS[period]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {analytics.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm">
          <p>Não foi possível carregar os indicadores. {errorMessageOf(analytics.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void analytics.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : analytics.data ? (
        <div aria-busy={analytics.isFetching} className="space-y-6">
          <AnalyticsContent data={analytics.data} {...choice} />
        </div>
      ) : (
        <div className="space-y-4" aria-hidden="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-72" />
        </div>
      )}
    </div>
  );
}

function AnalyticsContent({ data, courseId, onCourseChange, courseField }: { data: Analytics } & CourseChoice) {
  const { kpis } = data;
  const cards = [
    { label: 'Matrículas', value: String(kpis.enrollments), icon: UserPlus },
    { label: 'Conclusões', value: String(kpis.completions), icon: BookOpenCheck },
    { label: 'Horas de estudo', value: hoursText(kpis.studySeconds), icon: Clock },
    { label: 'Média das melhores notas', value: kpis.averageBestScore === null ? '—' : `${kpis.averageBestScore}%`, icon: Star },
    { label: 'Alunos ativos', value: String(kpis.activeStudents), icon: UserCheck },
  ];
  const categories = data.timeline.map((b) => b.label);
  const bucketName = BUCKET_NAMES[data.bucket];
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {cards.map(({ label, value, icon: Icon }) => (
          <li key={label}>
            <Card className="h-full">
              <CardContent className="flex items-center gap-3 p-4">
                <Icon className="hidden size-7 shrink-0 text-primary sm:block" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
                  <p className="text-xl font-bold tabular-nums sm:text-2xl" data-testid={`kpi-${label}`}>
                    {value}
                  </p>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <section aria-labelledby="timeline-title" className="space-y-3">
        <h2 id="timeline-title" className="text-xl font-semibold">
          Evolução no período
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartCard
            title="Matrículas e conclusões"
            table={
              <DataTable
                label="Matrículas e conclusões"
                headers={[bucketName, 'Matrículas', 'Conclusões']}
                rows={data.timeline.map((b) => [b.label, String(b.enrollments), String(b.completions)])}
              />
            }
          >
            <LineChart
              data-testid="chart-enrollments"
              label="Matrículas e conclusões"
              categoryName={bucketName}
              categories={categories}
              series={[
                { name: 'Matrículas', values: data.timeline.map((b) => b.enrollments), color: 'var(--primary)' },
                { name: 'Conclusões', values: data.timeline.map((b) => b.completions), color: 'var(--success)' },
              ]}
              integer
              height={CHART_HEIGHT}
            />
          </ChartCard>
          <ChartCard
            title="Horas de estudo"
            table={<DataTable label="Horas de estudo" headers={[bucketName, 'Horas']} rows={data.timeline.map((b) => [b.label, hoursText(b.studySeconds)])} />}
          >
            <BarChart
              data-testid="chart-hours"
              label="Horas de estudo"
              categoryName={bucketName}
              categories={categories}
              series={{ name: 'Horas', values: data.timeline.map((b) => Math.round(b.studySeconds / 36) / 100), color: 'var(--primary)' }}
              formatValue={(hours) => hoursText(Math.round(hours * 3600))}
              height={CHART_HEIGHT}
            />
          </ChartCard>
        </div>
      </section>

      <TopCourses data={data} onPick={onCourseChange} />
      <FunnelSection days={data.days as AnalyticsPeriod} courseId={courseId ?? data.courses[0]?.courseId ?? null} onCourseChange={onCourseChange} courseField={courseField} />

      <AtRiskList students={data.atRisk} total={data.atRiskTotal} totalIsAtLeast={data.atRiskTotalIsAtLeast} />
    </>
  );
}

/** The courses with the most enrolments in the period; each opens its funnel below. */
function TopCourses({ data, onPick }: { data: Analytics; onPick: (courseId: string) => void }) {
  const more = data.coursesWithActivity - data.courses.length;
  return (
    <section aria-labelledby="top-courses-title" className="space-y-3">
      <div>
        <h2 id="top-courses-title" className="text-xl font-semibold">
          Cursos com mais matrículas
        </h2>
        <p className="text-sm text-muted-foreground">Matrículas e conclusões no período, dos cursos com mais alunos novos.</p>
      </div>
      {data.courses.length === 0 ? (
        <p className="rounded-xl border p-6 text-center text-muted-foreground">Nenhuma matrícula ou conclusão nos seus cursos neste período.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border">
          <table className="w-full min-w-[30rem] text-sm" data-testid="top-courses-table">
            <caption className="sr-only">Cursos com mais matrículas no período</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="p-3 font-medium">Curso</th>
                <th scope="col" className="p-3 text-right font-medium">Matrículas</th>
                <th scope="col" className="p-3 text-right font-medium">Conclusões</th>
                <th scope="col" className="p-3 font-medium">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.courses.map((course) => (
                <tr key={course.courseId} className="border-t" data-testid="top-course-row">
                  <th scope="row" className="p-3 text-left font-medium">{course.title}</th>
                  <td className="p-3 text-right tabular-nums">{formatInteger(course.enrollments)}</td>
                  <td className="p-3 text-right tabular-nums">{formatInteger(course.completions)}</td>
                  <td className="p-3 text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        onPick(course.courseId);
                        document.getElementById('funnel-title')?.scrollIntoView({ block: 'start' });
                      }}
                    >
                      Ver funil <span className="sr-only">de {course.title}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {more > 0 ? (
            <p className="border-t p-3 text-sm text-muted-foreground">
              E mais {plural(more, 'curso', 'cursos')} com matrículas ou conclusões no período. Escolha qualquer curso no funil abaixo.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}

/** One course's funnel, fetched for that course alone; the picker lists every course of the teacher. */
function FunnelSection({ days, courseId, onCourseChange, courseField }: { days: AnalyticsPeriod } & CourseChoice) {
  const funnel = useCourseFunnel(courseId, days);
  const data = funnel.data?.courseId === courseId ? funnel.data : undefined;
  return (
    <section aria-labelledby="funnel-title" className="space-y-3">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="funnel-title" className="scroll-mt-20 text-xl font-semibold">
            Onde os alunos param
          </h2>
          <p className="text-sm text-muted-foreground">Dos alunos que se matricularam no curso no período, quantos concluíram cada aula, na ordem do curso.</p>
        </div>
        <div className="w-full md:w-96">
          {courseField({ label: 'Curso do funil', value: courseId, valueTitle: funnel.data?.title ?? '', onChange: (course) => course && onCourseChange(course.id) })}
        </div>
      </div>
      {courseId === null ? (
        <p className="rounded-xl border p-6 text-center text-muted-foreground">Nenhuma matrícula nos seus cursos neste período. Escolha um curso para ver o funil.</p>
      ) : funnel.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm">
          <p>Não foi possível carregar o funil deste curso. {errorMessageOf(funnel.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void funnel.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : data ? (
        <div aria-busy={funnel.isFetching}>
          <ChartCard
            title={data.title}
            description={`${plural(data.cohort, 'aluno se matriculou', 'alunos se matricularam')} no período`}
            table={
              <DataTable
                label={`Aulas concluídas: ${data.title}`}
                headers={['Aula', 'Alunos que concluíram']}
                rows={data.funnel.map((step, i) => [`${i + 1}. ${step.title}`, String(step.students)])}
              />
            }
          >
            {data.funnel.length === 0 ? (
              <p className="text-sm text-muted-foreground">Este curso ainda não tem aulas.</p>
            ) : data.cohort === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhum aluno se matriculou neste curso no período.</p>
            ) : (
              <BarChart
                data-testid="chart-funnel"
                label={`Aulas concluídas: ${data.title}`}
                categoryName="Aula"
                categories={data.funnel.map((_, i) => `${i + 1}`)}
                series={{ name: 'Alunos', values: data.funnel.map((s) => s.students), color: 'var(--primary)' }}
                integer
                height={CHART_HEIGHT}
              />
            )}
          </ChartCard>
        </div>
      ) : (
        <Skeleton className="h-80" aria-hidden="true" />
      )}
    </section>
  );
}

function ChartCard({ title, description, table, children }: { title: string; description?: string; table: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-3">
        {children}
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">Ver como tabela</summary>
          <div className="relative mt-2 max-h-72 overflow-auto rounded-md border">{table}</div>
        </details>
      </CardContent>
    </Card>
  );
}

function DataTable({ label, headers, rows }: { label: string; headers: string[]; rows: string[][] }) {
  return (
    <table className="w-full text-sm" aria-label={label}>
      <thead className="bg-muted/50 text-left">
        <tr>
          {headers.map((h, i) => (
            <th key={h} scope="col" className={i === 0 ? 'p-2 font-medium' : 'p-2 text-right font-medium'}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r} className="border-t">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="p-2 text-left font-normal">
                  {cell}
                </th>
              ) : (
                <td key={i} className="p-2 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function AtRiskList({ students, total, totalIsAtLeast }: { students: AtRiskStudent[]; total: number; totalIsAtLeast: boolean }) {
  const [target, setTarget] = useState<MessageTarget | null>(null);
  const [suggestion, setSuggestion] = useState('');
  const open = (s: AtRiskStudent) => {
    setSuggestion(`Olá, ${firstName(s.name)}! Sentimos sua falta em ${s.course}. Que tal retomar de onde parou? Estou à disposição para ajudar.`);
    setTarget({ kind: 'student', studentId: s.studentId, name: s.name, courseId: s.courseId, course: s.course });
  };
  return (
    <section aria-labelledby="at-risk-title" className="space-y-3">
      <div>
        <h2 id="at-risk-title" className="text-xl font-semibold">
          Alunos em risco {totalIsAtLeast ? `(mais de ${formatInteger(total)})` : total > 0 ? `(${total})` : ''}
        </h2>
        <p className="text-sm text-muted-foreground">
          Sem estudar há {AT_RISK_IDLE_DAYS} dias ou mais e com progresso abaixo de {AT_RISK_PROGRESS_BELOW}%. Independe do período escolhido.
        </p>
      </div>
      {students.length === 0 ? (
        <p className="rounded-xl border p-6 text-center text-muted-foreground">Nenhum aluno em risco. Bom trabalho!</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border">
          <table className="w-full min-w-[40rem] text-sm" data-testid="at-risk-table">
            <caption className="sr-only">Alunos em risco, há mais tempo sem estudar primeiro</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="p-3 font-medium">Aluno</th>
                <th scope="col" className="p-3 font-medium">Curso</th>
                <th scope="col" className="p-3 font-medium">Progresso</th>
                <th scope="col" className="p-3 font-medium">Último estudo</th>
                <th scope="col" className="p-3 font-medium">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {students.map((s) => (
                <tr key={`${s.studentId}-${s.courseId}`} className="border-t" data-testid="at-risk-row">
                  <td className="p-3">
                    <span className="font-medium">{s.name}</span>
                    <span className="block break-words text-xs text-muted-foreground">
                      <EmailAddress email={s.email} />
                    </span>
                  </td>
                  <td className="p-3">{s.course}</td>
                  <td className="p-3 tabular-nums">{s.progress}%</td>
                  <td className="p-3 tabular-nums">{s.lastStudyDay ? dayText(s.lastStudyDay) : 'Nunca'}</td>
                  <td className="p-3">
                    <Button variant="outline" size="sm" onClick={() => open(s)}>
                      <MessageSquare aria-hidden="true" /> Enviar mensagem <span className="sr-only">para {s.name} ({s.course})</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {total > students.length ? <p className="border-t p-3 text-sm text-muted-foreground">Mostrando os {students.length} há mais tempo sem estudar.</p> : null}
        </div>
      )}
      <MessageDialog target={target} initialMessage={suggestion} onClose={() => setTarget(null)} />
    </section>
  );
}
