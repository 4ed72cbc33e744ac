import { useState } from 'react';
import { ChevronLeft, ChevronRight, Clock, Flag } from 'lucide-react';
import type { Answer, Attempt } from '#contracts/exams';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/utils.ts';
import { useSaveAnswers } from '../api/save-answers.ts';
import { formatCountdown, useCountdown } from './use-countdown.ts';
import { pluralWord } from '#contracts/plural';

export interface ExamRunnerProps {
  title: string;
  /** Shown above the title, as on the intro card (titles often already start with 'Simulado'). */
  courseTitle: string;
  attempt: Attempt;
  isSubmitting: boolean;
  onSubmit: (answers: Answer[], reason: 'finished' | 'time-up') => void;
  /** Saving got 409: the attempt was handed in elsewhere (another tab). */
  onClosedElsewhere: () => void;
}

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** One question at a time: 'Anterior' / 'Próxima' / 'Finalizar', answers kept when going back, a countdown that submits at zero. */
export function ExamRunner({ title, courseTitle, attempt, isSubmitting, onSubmit, onClosedElsewhere }: ExamRunnerProps) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>(() => Object.fromEntries(attempt.answers.map((a) => [a.questionId, a.optionIndex])));
  const save = useSaveAnswers();
  const toList = (map: Record<string, number>): Answer[] => Object.entries(map).map(([questionId, optionIndex]) => ({ questionId, optionIndex }));
  const secondsLeft = useCountdown(attempt.deadlineAt, attempt.serverNow, () => onSubmit(toList(answers), 'time-up'));

  const question = attempt.questions[index];
  const total = attempt.questions.length;
  const chosen = answers[question.id];
  const isLast = index === total - 1;
  const answeredCount = Object.keys(answers).length;

  function choose(optionIndex: number) {
    const next = { ...answers, [question.id]: optionIndex };
    setAnswers(next);
    save.mutate(
      { attemptId: attempt.id, answers: toList(next) },
      // 409: handed in elsewhere, or out of time (then the countdown's own submit takes over).
      { onError: (error) => (error instanceof ApiError && error.status === 409 ? onClosedElsewhere() : undefined) },
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted-foreground">{courseTitle}</p>
          <h1 className="text-xl font-bold break-words sm:text-2xl">{title}</h1>
        </div>
        <div
          role="timer"
          aria-label="Tempo restante"
          data-testid="exam-timer"
          className={cn(
            'flex items-center gap-2 rounded-md border px-3 py-2 font-mono text-lg tabular-nums',
            secondsLeft <= 60 ? 'border-destructive text-destructive' : 'text-foreground',
          )}
        >
          <Clock className="h-5 w-5" aria-hidden="true" />
          <span>{formatCountdown(secondsLeft)}</span>
        </div>
      </div>

      <div className="space-y-2">
        <div className="flex justify-between text-sm text-muted-foreground">
          <span>
            Questão {index + 1} de {total}
          </span>
          <span>
            {answeredCount} de {total} {pluralWord(total, 'respondida', 'respondidas')}
          </span>
        </div>
        <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Andamento do simulado" aria-valuemin={0} aria-valuemax={total} aria-valuenow={index + 1}>
          <div className="h-full bg-primary transition-all" style={{ width: `${((index + 1) / total) * 100}%` }} />
        </div>
      </div>

      <Card>
        <CardContent className="p-4 sm:p-6">
          <fieldset key={question.id}>
            <legend className="mb-4 text-lg font-semibold leading-snug">{question.question}</legend>
            <div className="space-y-3">
              {question.options.map((option, i) => {
                const id = `q-${question.id}-${i}`;
                const selected = chosen === i;
                return (
                  <label
                    key={id}
                    htmlFor={id}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      selected && 'border-primary bg-primary/10',
                    )}
                  >
                    <input id={id} type="radio" name={`question-${question.id}`} className="sr-only" checked={selected} onChange={() => choose(i)} />
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                        selected ? 'border-primary bg-primary text-primary-foreground' : 'text-muted-foreground',
                      )}
                    >
                      {LETTERS[i]}
                    </span>
                    <span className="pt-0.5">{option}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </CardContent>
      </Card>

      <div className="flex items-center justify-between gap-3">
        <Button variant="outline" onClick={() => setIndex((i) => i - 1)} disabled={index === 0 || isSubmitting}>
          <ChevronLeft aria-hidden="true" /> Anterior
        </Button>
        {isLast ? (
          <Button onClick={() => onSubmit(toList(answers), 'finished')} disabled={chosen === undefined || isSubmitting}>
            <Flag aria-hidden="true" /> {isSubmitting ? 'Enviando...' : 'Finalizar'}
          </Button>
        ) : (
          <Button onClick={() => setIndex((i) => i + 1)} disabled={chosen === undefined || isSubmitting}>
            Próxima <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
