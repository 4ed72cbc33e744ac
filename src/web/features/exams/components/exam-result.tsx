import { Award, CheckCircle2, Circle, RotateCcw, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { ExamResult as Result } from '#contracts/exams';
import { paths } from '#web/lib/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/utils.ts';

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
}

/** Score, pass or fail at the quiz's passing score, and each question's right answer with its explanation. */
export function ExamResult({ title, result, isRetrying, onRetry }: ExamResultProps) {
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
            Você acertou {result.correctCount} de {result.totalQuestions} questões. Nota mínima para aprovação: {result.passingScore}%.
          </p>
          <p className="text-sm text-muted-foreground">Tempo utilizado: {formatDuration(result.timeSpentSeconds)}</p>
          {result.gradedAfterDeadline ? (
            <p className="text-sm text-warning">O tempo terminou: foram corrigidas as respostas salvas até o fim do prazo.</p>
          ) : null}
          {result.passed && result.certificate ? (
            <div className="mt-2 flex flex-col items-center gap-2 rounded-lg bg-primary/10 p-4 sm:flex-row">
              <Award className="h-6 w-6 text-primary" aria-hidden="true" />
              <p className="text-sm">Parabéns! Seu certificado deste curso está disponível.</p>
              <Button asChild size="sm" variant="outline">
                <Link href={paths.aluno.certificates}>Ver certificados</Link>
              </Button>
            </div>
          ) : null}
          <div className="mt-2 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Button onClick={onRetry} disabled={isRetrying}>
              <RotateCcw aria-hidden="true" /> Tentar Novamente
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.aluno.course(result.courseId)}>Voltar ao curso</Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby="exam-review-title" className="space-y-4">
        <h2 id="exam-review-title" className="text-xl font-semibold">
          Gabarito comentado
        </h2>
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
                      const isRight = i === q.correctIndex;
                      const isChosen = i === q.chosenIndex;
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
                          {isRight ? <span className="text-xs font-semibold">Resposta correta</span> : null}
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
