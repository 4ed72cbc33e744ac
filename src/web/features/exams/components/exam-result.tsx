import { Award, CheckCircle2, Circle, Clock, RotateCcw, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { ExamResult as Result } from '#contracts/exams';
import { paths } from '#web/lib/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/utils.ts';
import { formatRetryTime } from './retry-time.ts';
import { plural } from '#contracts/plural';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m === 0 ? `${s}s` : `${m}min ${String(s).padStart(2, '0')}s`;
}

export interface ExamResultProps {
  title: string;
  result: Result;
  isRetrying: boolean;
  onRetry: () => void;
  /** When the next attempt may start (the quiz's wait); null = now. */
  retryAvailableAt: string | null;
}

/**
 * Score, pass or fail at the quiz's passing score, and the review: which answers were wrong
 * and each explanation. The right option of each question only after a pass (the server
 * leaves it out otherwise), so that failing once does not hand out the key.
 */
export function ExamResult({ title, result, isRetrying, onRetry, retryAvailableAt }: ExamResultProps) {
  const hasCertificate = result.passed && result.certificate !== null;
  // One main action: retry after a fail; after a pass the certificate (or, without one yet, the course's remaining lessons).
  const main = result.passed ? (hasCertificate ? 'certificates' : 'course') : 'retry';
  const emphasis = (action: typeof main) => (action === main ? { variant: 'default' as const, 'data-testid': 'exam-main-action' } : { variant: 'outline' as const });
  const retryButton = (
    <Button onClick={onRetry} disabled={isRetrying || retryAvailableAt !== null} {...emphasis('retry')}>
      <RotateCcw aria-hidden="true" /> Tentar Novamente
    </Button>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Card className={cn('border-2', result.passed ? 'border-success/60' : 'border-destructive/60')}>
        <CardContent className="flex flex-col items-center gap-3 p-6 text-center sm:p-8">
          {result.passed ? (
            <CheckCircle2 className="h-14 w-14 text-success" aria-hidden="true" />
          ) : (
            <XCircle className="h-14 w-14 text-destructive" aria-hidden="true" />
          )}
          <p className="text-sm text-muted-foreground">{title}</p>
          <h1 className="text-2xl font-bold">Resultado do Simulado</h1>
          <p className="text-5xl font-bold tabular-nums" data-testid="exam-score">
            {result.score}%
          </p>
          <Badge variant={result.passed ? 'default' : 'destructive'} className="px-3 py-1 text-sm" data-testid="exam-verdict">
            {result.passed ? 'Aprovado' : 'Reprovado'}
          </Badge>
          <p className="text-muted-foreground">
            Você acertou {result.correctCount} de {plural(result.totalQuestions, 'questão', 'questões')}. Nota mínima para aprovação: {result.passingScore}%.
          </p>
          <p className="text-sm text-muted-foreground">Tempo utilizado: {formatDuration(result.timeSpentSeconds)}</p>
          {result.gradedAfterDeadline ? (
            <p className="text-sm text-warning">O tempo terminou: foram corrigidas as respostas salvas até o fim do prazo.</p>
          ) : null}
          {hasCertificate ? (
            <div className="mt-2 flex items-center gap-2 rounded-lg bg-primary/10 p-4">
              <Award className="h-6 w-6 text-primary" aria-hidden="true" />
              <p className="text-sm">Parabéns! Seu certificado deste curso está disponível.</p>
            </div>
          ) : null}
          {/* After a pass the certificate is the next step, not another attempt. */}
          <div className="mt-2 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            {hasCertificate ? (
              <Button asChild {...emphasis('certificates')}>
                <Link href={paths.aluno.certificates}>
                  <Award aria-hidden="true" /> Ver certificados
                </Link>
              </Button>
            ) : null}
            {result.passed ? null : retryButton}
            <Button asChild {...emphasis('course')}>
              <Link href={paths.aluno.course(result.courseId)}>Voltar ao curso</Link>
            </Button>
            {result.passed ? retryButton : null}
          </div>
          {retryAvailableAt !== null ? (
            <p className="text-sm text-muted-foreground" data-testid="exam-retry-wait">
              <Clock className="mr-1 inline h-4 w-4 align-text-bottom" aria-hidden="true" />
              Você poderá tentar novamente {formatRetryTime(retryAvailableAt)}.
            </p>
          ) : null}
        </CardContent>
      </Card>

      <section aria-labelledby="exam-review-title" className="space-y-4">
        <h2 id="exam-review-title" className="text-xl font-semibold">
          {result.answerKeyShown ? 'Gabarito comentado' : 'Revisão das respostas'}
        </h2>
        {result.answerKeyShown ? null : (
          <p className="text-sm text-muted-foreground">
            Veja quais respostas estavam erradas e leia as explicações. A resposta correta de cada questão aparece quando você for aprovado; a próxima tentativa traz as questões e
            alternativas em outra ordem.
          </p>
        )}
        <ol className="space-y-4">
          {result.questions.map((q, n) => (
            <li key={q.id}>
              <Card data-testid="exam-review-item">
                <CardHeader className="pb-3">
                  <div className="flex items-start justify-between gap-3">
                    <CardTitle as="h3" className="text-base leading-snug">
                      {n + 1}. {q.question}
                    </CardTitle>
                    <Badge variant={q.isCorrect ? 'default' : q.chosenIndex === null ? 'secondary' : 'destructive'} className="shrink-0">
                      {q.isCorrect ? 'Correta' : q.chosenIndex === null ? 'Não respondida' : 'Incorreta'}
                    </Badge>
                  </div>
                </CardHeader>
                <CardContent className="space-y-3">
                  <ul className="space-y-2">
                    {q.options.map((option, i) => {
                      // Without the key (a failed attempt) only the student's own choice is marked, right or wrong.
                      const isChosen = i === q.chosenIndex;
                      const isRight = q.correctIndex === undefined ? isChosen && q.isCorrect : i === q.correctIndex;
                      return (
                        <li
                          key={i}
                          className={cn(
                            'flex items-start gap-2 rounded-md border p-2 text-sm',
                            isRight && 'border-success/60 bg-success/10',
                            isChosen && !isRight && 'border-destructive/60 bg-destructive/10',
                          )}
                        >
                          {isRight ? (
                            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                          ) : isChosen ? (
                            <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden="true" />
                          ) : (
                            <Circle className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                          )}
                          <span className="flex-1">
                            {LETTERS[i]}) {option}
                          </span>
                          {isRight && q.correctIndex !== undefined ? <span className="text-xs font-semibold">Resposta correta</span> : null}
                          {isRight && q.correctIndex === undefined ? <span className="text-xs font-semibold">Sua resposta (correta)</span> : null}
                          {isChosen && !isRight ? <span className="text-xs font-semibold">Sua resposta</span> : null}
                        </li>
                      );
                    })}
                  </ul>
                  <p className="rounded-md bg-muted p-3 text-sm">
                    <span className="font-semibold">Explicação: </span>
                    {q.explanation}
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
