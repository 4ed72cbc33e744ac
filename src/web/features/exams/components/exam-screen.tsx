import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ClipboardList, Clock, Target, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import type { Answer, Attempt, ExamOverview, ExamResult as Result } from '#contracts/exams';
import { paths } from '#web/lib/paths.ts';
import { BlockingOverlay } from '#web/components/layout/blocking-overlay.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { ApiError, errorMessageOf } from '#web/lib/api-client.ts';
import { getAttempt } from '../api/get-attempt.ts';
import { examsQueryKey, useExam } from '../api/get-exam.ts';
import { useStartAttempt } from '../api/start-attempt.ts';
import { useSubmitAttempt } from '../api/submit-attempt.ts';
import { ExamResult } from './exam-result.tsx';
import { ExamRunner } from './exam-runner.tsx';
import { formatRetryTime } from './retry-time.ts';
import { plural } from '#contracts/plural';

type Phase = { name: 'intro' } | { name: 'running'; attempt: Attempt } | { name: 'result'; result: Result };

/**
 * The practice exam of /aluno/simulado/{id}: an introduction, then one question at a time
 * against the clock, then the result. An attempt left open (page reloaded) is resumed.
 */
/** `onContactSupport`: the expired overlay's 'Contatar suporte' (the page wires the form). */
export function ExamScreen({ id, onContactSupport }: { id: string; onContactSupport?: () => void }) {
  const exam = useExam(id);
  const queryClient = useQueryClient();
  const start = useStartAttempt();
  const submit = useSubmitAttempt();
  const [phase, setPhase] = useState<Phase>({ name: 'intro' });
  const [isResuming, setIsResuming] = useState(false);
  const resumed = useRef(false);

  // Resume an attempt still running, once.
  const activeAttemptId = exam.data?.activeAttemptId ?? null;
  useEffect(() => {
    if (!activeAttemptId || resumed.current) return;
    resumed.current = true;
    setIsResuming(true);
    getAttempt(activeAttemptId)
      .then((attempt) => setPhase(attempt.result ? { name: 'result', result: attempt.result } : { name: 'running', attempt }))
      .catch(() => undefined)
      .finally(() => setIsResuming(false));
  }, [activeAttemptId]);

  // The quiz's wait between attempts: when it ends, read the overview again (the server decides).
  const retryAvailableAt = exam.data?.retryAvailableAt ?? null;
  const refetchExam = exam.refetch;
  useEffect(() => {
    if (!retryAvailableAt) return;
    const delay = new Date(retryAvailableAt).getTime() - Date.now();
    // Past already (clocks differ): one refetch a few seconds later; setTimeout caps at ~24 days.
    const timer = window.setTimeout(() => void refetchExam(), Math.min(Math.max(delay + 1000, 5000), 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [retryAvailableAt, refetchExam]);

  /**
   * The attempt was handed in elsewhere (another tab, or the countdown there): show its
   * result instead of leaving the questions on screen.
   */
  function showSubmittedResult(attemptId: string) {
    getAttempt(attemptId)
      .then((attempt) => {
        if (!attempt.result) return;
        void queryClient.invalidateQueries({ queryKey: examsQueryKey });
        setPhase({ name: 'result', result: attempt.result });
        window.scrollTo({ top: 0 });
        toast({ title: 'Simulado já finalizado', description: 'Esta tentativa foi enviada em outra aba. Veja o resultado.' });
      })
      .catch((error: unknown) => toast({ title: 'Não foi possível carregar o resultado', description: errorMessageOf(error), variant: 'destructive' }));
  }

  function begin() {
    start.mutate(id, {
      onSuccess: (attempt) => {
        // The overview now has an open attempt: this one, already on screen (not to be "resumed").
        resumed.current = true;
        void queryClient.invalidateQueries({ queryKey: examsQueryKey });
        setPhase({ name: 'running', attempt });
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        toast({ title: 'Não foi possível iniciar o simulado', description: errorMessageOf(error), variant: 'destructive' });
        // 429: the wait is not over (e.g. an attempt finished in another tab); show until when.
        if (error instanceof ApiError && error.status === 429) void refetchExam();
      },
    });
  }

  function finish(attempt: Attempt, answers: Answer[], reason: 'finished' | 'time-up') {
    if (submit.isPending) return;
    submit.mutate(
      { attemptId: attempt.id, answers },
      {
        onSuccess: (result) => {
          setPhase({ name: 'result', result });
          window.scrollTo({ top: 0 });
          if (reason === 'time-up') toast({ title: 'Tempo esgotado', description: 'Suas respostas foram enviadas automaticamente.' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) return showSubmittedResult(attempt.id);
          toast({ title: 'Não foi possível enviar o simulado', description: errorMessageOf(error), variant: 'destructive' });
        },
      },
    );
  }

  if (exam.isLoading || isResuming) return <ExamSkeleton />;
  if (exam.isError) {
    const notFound = exam.error instanceof ApiError && exam.error.status === 404;
    return (
      <Card className="mx-auto max-w-xl">
        <CardContent className="space-y-4 p-8 text-center">
          <h1 className="text-xl font-bold">{notFound ? 'Simulado não encontrado' : 'Não foi possível carregar o simulado'}</h1>
          <p className="text-muted-foreground">{notFound ? 'Este simulado não existe ou não está disponível.' : errorMessageOf(exam.error)}</p>
          <Button asChild variant="outline">
            <Link href={paths.aluno.dashboard}>Voltar ao início</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const overview = exam.data!;
  if (overview.access !== 'ok') return <BlockingOverlay type={overview.access} inline onContactSupport={onContactSupport} />;

  if (phase.name === 'running') {
    return (
      <ExamRunner
        key={phase.attempt.id}
        title={overview.title}
        courseTitle={overview.courseTitle}
        attempt={phase.attempt}
        isSubmitting={submit.isPending}
        onSubmit={(answers, reason) => finish(phase.attempt, answers, reason)}
        onClosedElsewhere={() => showSubmittedResult(phase.attempt.id)}
      />
    );
  }
  if (phase.name === 'result') {
    return <ExamResult title={overview.title} result={phase.result} isRetrying={start.isPending} onRetry={begin} retryAvailableAt={overview.retryAvailableAt} />;
  }
  return <ExamIntro overview={overview} isStarting={start.isPending} onStart={begin} />;
}

function ExamIntro({ overview, isStarting, onStart }: { overview: ExamOverview; isStarting: boolean; onStart: () => void }) {
  const facts = [
    { icon: ClipboardList, label: 'Questões', value: String(overview.questionCount) },
    { icon: Clock, label: 'Duração', value: plural(overview.durationMinutes, 'minuto', 'minutos') },
    { icon: Target, label: 'Nota mínima', value: `${overview.passingScore}%` },
  ];
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Button asChild variant="ghost" size="sm">
        <Link href={paths.aluno.course(overview.courseId)}>
          <ArrowLeft aria-hidden="true" /> Voltar ao curso
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <CardDescription>{overview.courseTitle}</CardDescription>
          <CardTitle as="h1" className="text-2xl">
            {overview.title}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {facts.map(({ icon: Icon, label, value }) => (
              <li key={label} className="flex items-center gap-3 rounded-lg border p-3">
                <Icon className="h-5 w-5 text-primary" aria-hidden="true" />
                <p className="flex flex-col">
                  <span className="text-xs text-muted-foreground">{label}</span>
                  <span className="font-semibold">{value}</span>
                </p>
              </li>
            ))}
          </ul>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            <li>As questões aparecem uma de cada vez, com quatro alternativas, em uma ordem sorteada a cada tentativa.</li>
            <li>O tempo começa a contar quando você inicia e as respostas são enviadas automaticamente quando ele termina.</li>
            <li>Ao final você vê sua nota, quais respostas estavam erradas e a explicação de cada questão; a resposta correta de cada uma aparece quando você é aprovado.</li>
            {overview.retryWaitMinutes > 0 ? <li>Entre uma tentativa e a seguinte é preciso aguardar {plural(overview.retryWaitMinutes, 'minuto', 'minutos')}.</li> : null}
          </ul>
          {overview.attemptsCount > 0 ? (
            <p className="flex items-center gap-2 text-sm" data-testid="exam-best-score">
              <Trophy className="h-4 w-4 text-warning" aria-hidden="true" />
              Sua melhor nota: {overview.bestScore}% em {plural(overview.attemptsCount, 'tentativa', 'tentativas')}
              {overview.passed ? ' (aprovado)' : ''}.
            </p>
          ) : null}
          <Button size="lg" className="w-full sm:w-auto" onClick={onStart} disabled={isStarting || overview.questionCount === 0 || overview.retryAvailableAt !== null}>
            {isStarting ? 'Iniciando...' : 'Iniciar Simulado'}
          </Button>
          {overview.retryAvailableAt !== null ? (
            <p className="text-sm text-muted-foreground" data-testid="exam-retry-wait">
              Você poderá tentar novamente {formatRetryTime(overview.retryAvailableAt)}.
            </p>
          ) : null}
          {overview.questionCount === 0 ? <p className="text-sm text-muted-foreground">Este simulado ainda não tem questões.</p> : null}
        </CardContent>
      </Card>
    </div>
  );
}

function ExamSkeleton() {
  return (
    <div className="mx-auto max-w-3xl space-y-4" aria-busy="true" aria-label="Carregando simulado">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
