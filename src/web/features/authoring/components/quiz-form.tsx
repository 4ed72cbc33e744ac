import { useEffect, useState } from 'react';
import { useFieldArray, useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { Plus, Save, Trash2 } from 'lucide-react';
import { QUIZ_DEFAULTS, QuizInputSchema, type QuizEditor, type QuizInput, type TeacherCourseOption } from '#contracts/authoring';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { useResetOnSaved } from '#web/lib/use-reset-on-saved.ts';
import { useTeacherCourseOption } from '../api/get-teacher-courses.ts';
import { CoursePicker } from './course-picker.tsx';
import { plural } from '#contracts/plural';

type QuizForm = z.input<typeof QuizInputSchema>;
type QuestionForm = QuizForm['questions'][number];

const LETTERS = ['A', 'B', 'C', 'D'];

/** A blank question: no right answer chosen yet (the schema asks for one). */
const blankQuestion = (): QuestionForm => ({ question: '', options: ['', '', '', ''], correctIndex: undefined as unknown as number, explanation: '' });

/** Spec section 9: duration 30 minutes, passing score 70; one blank question. */
const newQuiz = (courseId: string): QuizForm => ({
  title: '', courseId, durationMinutes: QUIZ_DEFAULTS.durationMinutes, passingScore: QUIZ_DEFAULTS.passingScore,
  questionsPerAttempt: null, retryWaitMinutes: QUIZ_DEFAULTS.retryWaitMinutes, questions: [blankQuestion()],
});

const toForm = (quiz: QuizEditor): QuizForm => ({
  title: quiz.title, courseId: quiz.courseId, durationMinutes: quiz.durationMinutes, passingScore: quiz.passingScore,
  questionsPerAttempt: quiz.questionsPerAttempt, retryWaitMinutes: quiz.retryWaitMinutes,
  questions: quiz.questions.map((q) => ({ id: q.id, question: q.question, options: q.options, correctIndex: q.correctIndex, explanation: q.explanation })),
});

/** A number field: empty is NaN for the schema (its message says what is missing), or null where `nullable`. */
function NumberField({ control, name, label, description, min, max, nullable = false }: {
  control: Control<QuizForm>;
  name: 'durationMinutes' | 'passingScore' | 'retryWaitMinutes' | 'questionsPerAttempt';
  label: string;
  description?: string;
  min: number;
  max: number;
  nullable?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="number"
              min={min}
              max={max}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value === null || field.value === undefined || Number.isNaN(field.value) ? '' : field.value}
              onChange={(event) => field.onChange(event.target.value === '' && nullable ? null : event.target.valueAsNumber)}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The quiz editor's form (spec "Quiz editor"), with each question's item analysis when students have taken it. */
export function QuizFormEditor({ quiz, firstCourse, pending, onSave, serverError }: {
  quiz: QuizEditor | null;
  /** The teacher's newest course: a new quiz's course until another is chosen. */
  firstCourse: TeacherCourseOption | null;
  pending: boolean;
  onSave: (values: QuizInput) => void;
  serverError: string | null;
}) {
  const form = useForm<QuizForm, unknown, QuizInput>({ resolver: formResolver(QuizInputSchema), defaultValues: quiz ? toForm(quiz) : newQuiz(firstCourse?.id ?? '') });
  const questions = useFieldArray({ control: form.control, name: 'questions', keyName: 'key' });

  useResetOnSaved(form, quiz ? toForm(quiz) : undefined);
  useEffect(() => {
    if (serverError) form.setError('root', { message: serverError });
  }, [serverError, form]);

  // The quiz is part of what the moderator reviews: frozen while its course (or the one it would move to) is in review.
  const chosenCourseId = form.watch('courseId');
  const quizCourse = useTeacherCourseOption(quiz?.courseId).data ?? null;
  const [picked, setPicked] = useState<TeacherCourseOption | null>(null);
  const chosenCourse = [picked, quizCourse, firstCourse].find((course) => course?.id === chosenCourseId) ?? null;
  const locked = quizCourse?.inReview === true || chosenCourse?.inReview === true;
  // Its attempts and certificates belong to the course they were taken in (the server refuses the move too).
  const tiedToCourse = (quiz?.attempts ?? 0) > 0;
  const analysisOf = (questionId: string | undefined) => (questionId ? quiz?.questions.find((q) => q.id === questionId)?.analysis : undefined);
  const questionsError = form.formState.errors.questions?.root?.message ?? form.formState.errors.questions?.message;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSave)} noValidate className="space-y-6" aria-label="Simulado">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Configurações</CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="title"
              render={({ field }) => (
                <FormItem className="sm:col-span-2">
                  <FormLabel>Título do simulado</FormLabel>
                  <FormControl>
                    <Input {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="courseId"
              render={({ field }) => (
                <FormItem className="sm:col-span-2">
                  <FormLabel>Curso</FormLabel>
                  <FormControl>
                    <CoursePicker
                      label="Curso"
                      labelledOutside
                      value={field.value || null}
                      valueTitle={chosenCourse?.title ?? (field.value === quiz?.courseId ? quiz.courseTitle : undefined)}
                      onChange={(course) => {
                        setPicked(course);
                        field.onChange(course?.id ?? '');
                      }}
                      disabled={tiedToCourse}
                    />
                  </FormControl>
                  {tiedToCourse ? <FormDescription>Este simulado já tem tentativas de alunos e fica neste curso. Para outro curso, crie um novo simulado.</FormDescription> : null}
                  <FormMessage />
                </FormItem>
              )}
            />
            <NumberField control={form.control} name="durationMinutes" label="Duração (minutos)" min={1} max={600} />
            <NumberField control={form.control} name="passingScore" label="Nota mínima para aprovação (%)" min={1} max={100} />
            <NumberField
              control={form.control}
              name="questionsPerAttempt"
              label="Questões sorteadas por tentativa"
              description="Em branco: todas as questões, em ordem embaralhada."
              min={1}
              max={200}
              nullable
            />
            <NumberField control={form.control} name="retryWaitMinutes" label="Intervalo entre tentativas (minutos)" description="0 permite refazer logo em seguida." min={0} max={1440} />
          </CardContent>
        </Card>

        <section className="space-y-4" aria-labelledby="questoes">
          <h2 id="questoes" className="text-2xl font-semibold">
            Questões ({questions.fields.length})
          </h2>
          {quiz && quiz.attempts > 0 ? (
            <p className="text-sm text-muted-foreground">
              Análise de {plural(quiz.attempts, 'tentativa', 'tentativas')}: acerto e escolha de cada alternativa. Notas já dadas não mudam ao editar.
            </p>
          ) : null}
          {questions.fields.map((item, index) => {
            const analysis = analysisOf(item.id);
            return (
              <Card key={item.key} data-testid="quiz-question">
                <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
                  <CardTitle as="h3" className="text-lg">
                    Questão {index + 1}
                  </CardTitle>
                  <div className="flex items-center gap-2">
                    {analysis && analysis.answered > 0 ? (
                      <span className="text-sm" data-testid="question-difficulty">
                        Acerto: {analysis.percentCorrect}% ({plural(analysis.answered, 'resposta', 'respostas')})
                      </span>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={questions.fields.length <= 1}
                      title={questions.fields.length <= 1 ? 'Um simulado precisa de pelo menos uma questão.' : undefined}
                      onClick={() => questions.remove(index)}
                    >
                      <Trash2 aria-hidden="true" /> Remover <span className="sr-only">questão {index + 1}</span>
                    </Button>
                  </div>
                </CardHeader>
                <CardContent className="space-y-4">
                  <FormField
                    control={form.control}
                    name={`questions.${index}.question`}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>Enunciado</FormLabel>
                        <FormControl>
                          <Textarea rows={2} {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={form.control}
                    name={`questions.${index}.correctIndex`}
                    render={({ field: correct }) => (
                      <fieldset className="space-y-3">
                        <legend className="text-sm font-medium">Alternativas (marque a correta)</legend>
                        {LETTERS.map((letter, optionIndex) => (
                          <FormField
                            key={letter}
                            control={form.control}
                            name={`questions.${index}.options.${optionIndex}`}
                            render={({ field }) => (
                              <FormItem>
                                <div className="flex items-center gap-3">
                                  <input
                                    type="radio"
                                    className="h-4 w-4 accent-primary"
                                    name={`questao-${index}-correta`}
                                    aria-label={`Alternativa ${letter} é a correta`}
                                    checked={correct.value === optionIndex}
                                    onChange={() => correct.onChange(optionIndex)}
                                  />
                                  <FormLabel className="w-28 shrink-0">Alternativa {letter}</FormLabel>
                                  <FormControl>
                                    <Input {...field} />
                                  </FormControl>
                                  {analysis && analysis.answered > 0 ? (
                                    <span className="w-28 shrink-0 text-right text-xs text-muted-foreground" data-testid="option-count">
                                      {plural(analysis.optionCounts[optionIndex], 'escolha', 'escolhas')}
                                    </span>
                                  ) : null}
                                </div>
                                <FormMessage />
                              </FormItem>
                            )}
                          />
                        ))}
                        {form.formState.errors.questions?.[index]?.correctIndex ? (
                          <p role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
                            {form.formState.errors.questions[index].correctIndex.message}
                          </p>
                        ) : null}
                      </fieldset>
                    )}
                  />
                  <FormField
                    control={form.control}
                    name={`questions.${index}.explanation`}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>Explicação (mostrada ao aluno após a correção)</FormLabel>
                        <FormControl>
                          <Textarea rows={2} {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                </CardContent>
              </Card>
            );
          })}
          {questionsError ? (
            <p role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
              {questionsError}
            </p>
          ) : null}
          <Button variant="outline" onClick={() => questions.append(blankQuestion())}>
            <Plus aria-hidden="true" /> Adicionar questão
          </Button>
        </section>

        <FormRootMessage />
        {locked ? (
          <p id="simulado-bloqueado" className="text-sm text-muted-foreground" role="status">
            O curso está em análise: o simulado faz parte do que a moderação avalia e não pode ser alterado até a decisão.
          </p>
        ) : null}
        <Button type="submit" disabled={pending || locked} aria-describedby={locked ? 'simulado-bloqueado' : undefined}>
          <Save aria-hidden="true" /> Salvar simulado
        </Button>
      </form>
    </Form>
  );
}
