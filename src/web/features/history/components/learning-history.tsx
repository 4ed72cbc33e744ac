import { Award, BookOpenCheck, Clock, FileCheck, Flame, Play, Star } from 'lucide-react';
import { Link } from 'wouter';
import { EXAM_PENDING_MESSAGE } from '#contracts/courses';
import type { LearningHistory as History } from '#contracts/history';
import { paths } from '#web/lib/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { formatDate, formatHours } from '#web/lib/format.ts';
import { useHistory } from '../api/get-history.ts';
import { HistoryCharts } from './history-charts.tsx';
import { BackLink } from '#web/components/layout/back-link.tsx';
import { plural } from '#contracts/plural';

// Study time has one format everywhere, the dashboard's: "127h", "8h30min" (docs/decisions/course-state-and-dashboard.md).
const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** /aluno/historico: summary cards, two charts of the last six months and the course lists. */
export function LearningHistory() {
  const { data, isLoading, isError } = useHistory();
  return (
    <div className="space-y-6">
      {/* The same labelled back link as the other student pages. */}
      <BackLink href={paths.aluno.dashboard}>Voltar ao Dashboard</BackLink>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Histórico de Aprendizado</h1>
        <p className="text-muted-foreground">Acompanhe sua evolução, suas notas e seus certificados.</p>
      </div>
      {isLoading ? <HistorySkeleton /> : null}
      {isError ? <p className="text-sm text-destructive">Não foi possível carregar seu histórico. Recarregue a página.</p> : null}
      {data ? <HistoryContent history={data} /> : null}
    </div>
  );
}

function HistoryContent({ history }: { history: History }) {
  const { summary } = history;
  const cards = [
    { label: 'Cursos Concluídos', value: String(summary.completedCourses), icon: BookOpenCheck, tone: 'text-primary' },
    { label: 'Horas Estudadas', value: formatHours(minutesOf(summary.studiedSeconds)), icon: Clock, tone: 'text-success' },
    { label: 'Média de Notas', value: summary.averageScore === null ? '—' : `${summary.averageScore}%`, icon: Star, tone: 'text-warning' },
    { label: 'Sequência Atual', value: plural(summary.currentStreakDays, 'dia', 'dias'), icon: Flame, tone: 'text-destructive' },
  ];
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {cards.map(({ label, value, icon: Icon, tone }) => (
          <li key={label}>
            <Card className="h-full">
              <CardContent className="flex items-center gap-3 p-4 sm:p-5">
                <Icon className={`hidden h-8 w-8 shrink-0 sm:block ${tone}`} aria-hidden="true" />
                <div className="min-w-0">
                  <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
                  <p className="text-xl font-bold tabular-nums sm:text-2xl" data-testid={`summary-${label}`}>
                    {value}
                  </p>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <HistoryCharts history={history} />

      <Tabs defaultValue="concluidos">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="concluidos" className="flex-1 sm:flex-none">
            Concluídos ({history.completed.length})
          </TabsTrigger>
          <TabsTrigger value="andamento" className="flex-1 sm:flex-none">
            Em Andamento ({history.inProgress.length})
          </TabsTrigger>
        </TabsList>
        <TabsContent value="concluidos">
          {history.completed.length === 0 ? (
            <EmptyState text="Você ainda não concluiu nenhum curso. Continue estudando!" />
          ) : (
            <ul className="space-y-3">
              {history.completed.map((course) => (
                <li key={course.courseId}>
                  <Card data-testid="history-completed-item">
                    <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
                      <div className="min-w-0 flex-1 space-y-1">
                        <h3 className="font-semibold leading-snug">{course.title}</h3>
                        <p className="text-sm text-muted-foreground">{course.instructorName}</p>
                        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                          <span>Concluído em {formatDate(course.completedAt)}</span>
                          <span className="flex items-center gap-1">
                            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
                            {formatHours(minutesOf(course.studiedSeconds))}
                          </span>
                        </p>
                      </div>
                      <div className="flex flex-wrap items-center gap-3">
                        {course.score !== null ? <Badge variant="secondary">Nota: {course.score}%</Badge> : null}
                        {course.certificateId ? (
                          // Opens the certificate on its page (highlighted), where it can be downloaded or verified.
                          <Button asChild variant="outline" size="sm">
                            <Link href={paths.aluno.certificate(course.certificateId)}>
                              <Award aria-hidden="true" /> Ver Certificado
                            </Link>
                          </Button>
                        ) : null}
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="andamento">
          {history.inProgress.length === 0 ? (
            <EmptyState text="Nenhum curso em andamento. Que tal começar um novo?" />
          ) : (
            <ul className="space-y-3">
              {history.inProgress.map((course) => (
                <li key={course.courseId}>
                  <Card data-testid="history-in-progress-item">
                    <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
                      <div className="min-w-0 flex-1 space-y-2">
                        <div>
                          <h3 className="font-semibold leading-snug">{course.title}</h3>
                          <p className="text-sm text-muted-foreground">{course.instructorName}</p>
                        </div>
                        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                          <span>Iniciado em {formatDate(course.startedAt)}</span>
                          <span>
                            {formatHours(minutesOf(course.studiedSeconds))} de {formatHours(course.totalMinutes)}
                          </span>
                        </p>
                        {course.state === 'simulado-pendente' ? (
                          <p className="flex items-center gap-1.5 text-sm font-medium text-amber-700 dark:text-amber-300" data-testid="exam-pending">
                            <FileCheck className="h-4 w-4 shrink-0" aria-hidden="true" /> {EXAM_PENDING_MESSAGE}
                          </p>
                        ) : null}
                        <div className="space-y-1">
                          <div className="flex justify-between text-xs">
                            <span id={`progress-${course.courseId}`}>Progresso</span>
                            <span className="font-medium tabular-nums">{course.progressPercent}%</span>
                          </div>
                          <div
                            className="h-2 overflow-hidden rounded-full bg-muted"
                            role="progressbar"
                            aria-labelledby={`progress-${course.courseId}`}
                            aria-valuemin={0}
                            aria-valuemax={100}
                            aria-valuenow={course.progressPercent}
                          >
                            <div className="h-full bg-primary" style={{ width: `${course.progressPercent}%` }} />
                          </div>
                        </div>
                      </div>
                      <Button asChild size="sm">
                        <Link href={paths.aluno.course(course.courseId)}>
                          {course.state === 'simulado-pendente' ? (
                            <>
                              <FileCheck aria-hidden="true" /> Ir para o simulado
                            </>
                          ) : (
                            <>
                              <Play aria-hidden="true" /> Continuar
                            </>
                          )}
                        </Link>
                      </Button>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <Card>
      <CardContent className="p-8 text-center text-muted-foreground">{text}</CardContent>
    </Card>
  );
}

function HistorySkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Carregando histórico">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-[340px] w-full" />
    </div>
  );
}
