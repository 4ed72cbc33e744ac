import { Download, ExternalLink } from 'lucide-react';
import { CATEGORY_LABELS } from '#contracts/courses';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { RenderedMarkdown } from '#web/components/ui/markdown.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatHours } from '#web/lib/format.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { downloadMaterialForReview } from '../api/download-material.ts';
import { useCoursePreview } from '../api/get-course-preview.ts';
import { plural } from '#contracts/plural';

const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** The submitted content as the player draws it: each lesson's video link, then its Markdown. */
export function CoursePreviewDialog({ courseId, onClose }: { courseId: string | null; onClose: () => void }) {
  const preview = useCoursePreview(courseId);
  const course = preview.data;
  return (
    <Dialog open={courseId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{course ? course.title : 'Pré-visualização do curso'}</DialogTitle>
          <DialogDescription>
            {course ? `${course.instructorName} • ${CATEGORY_LABELS[course.category]} • ${formatHours(course.durationMinutes)}${course.isPremium ? ' • Premium' : ''}` : 'Carregando o conteúdo…'}
          </DialogDescription>
        </DialogHeader>
        {preview.isError ? (
          <p role="alert" className="text-sm">Não foi possível carregar o curso. {errorMessageOf(preview.error)}</p>
        ) : !course ? (
          <Skeleton className="h-60" aria-hidden="true" />
        ) : (
          <div className="space-y-6">
            {course.isRevision ? (
              <section aria-labelledby="preview-mudancas" className="rounded-lg border p-4" data-testid="revision-changes">
                <h3 id="preview-mudancas" className="font-semibold">Nova versão de um curso aprovado: o que muda</h3>
                <p className="text-sm text-muted-foreground">Os alunos continuam vendo a versão aprovada até a sua decisão.</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                  {course.changes.length === 0 ? <li>Nenhuma mudança no conteúdo.</li> : course.changes.map((change) => <li key={change}>{change}</li>)}
                </ul>
              </section>
            ) : null}
            {course.description ? <p className="text-muted-foreground">{course.description}</p> : null}
            {course.modules.map((module, moduleIndex) => (
              <section key={module.id} aria-label={module.title} className="space-y-4">
                <h3 className="text-lg font-semibold">Módulo {moduleIndex + 1}: {module.title}</h3>
                {module.lessons.length === 0 ? <p className="text-sm text-muted-foreground">Módulo sem aulas.</p> : null}
                {module.lessons.map((lesson) => (
                  <article key={lesson.id} className="rounded-lg border p-4">
                    <h4 className="mb-3 font-medium">{lesson.title} <span className="text-sm font-normal text-muted-foreground">({lesson.durationMinutes} min)</span></h4>
                    {lesson.videoUrl ? (
                      <Button asChild variant="outline" className="mb-4">
                        <a href={lesson.videoUrl} target="_blank" rel="noopener noreferrer">
                          <ExternalLink aria-hidden="true" /> Assistir ao vídeo da aula
                        </a>
                      </Button>
                    ) : null}
                    <RenderedMarkdown html={lesson.contentHtml} />
                  </article>
                ))}
              </section>
            ))}
            <section aria-labelledby="preview-materiais" className="space-y-2">
              <h3 id="preview-materiais" className="text-lg font-semibold">Materiais</h3>
              {course.materials.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum material enviado.</p> : null}
              <ul className="space-y-2">
                {course.materials.map((material) => (
                  <li key={material.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
                    <span>
                      <span className="font-medium">{material.title}</span>
                      <span className="block text-xs text-muted-foreground">{material.fileName}</span>
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        void downloadMaterialForReview(course.id, material).catch((error: unknown) =>
                          toast({ title: 'Não foi possível baixar o material', description: errorMessageOf(error), variant: 'destructive' }),
                        )
                      }
                    >
                      <Download aria-hidden="true" /> Baixar
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="preview-simulados" className="space-y-3">
              <h3 id="preview-simulados" className="text-lg font-semibold">Simulado</h3>
              {course.quizzes.length === 0 ? <p className="text-sm text-muted-foreground">O curso não tem simulado.</p> : null}
              {course.quizzes.map((quiz) => (
                <article key={quiz.id} className="space-y-3 rounded-lg border p-4" aria-label={quiz.title}>
                  <h4 className="font-medium">
                    {quiz.title}{' '}
                    <span className="text-sm font-normal text-muted-foreground">
                      ({quiz.durationMinutes} min, nota mínima {quiz.passingScore}%{quiz.questionsPerAttempt ? `, ${plural(quiz.questionsPerAttempt, 'questão sorteada', 'questões sorteadas')} por tentativa` : ''})
                    </span>
                  </h4>
                  <ol className="list-decimal space-y-3 pl-5">
                    {quiz.questions.map((question) => (
                      <li key={question.id}>
                        <p>{question.question}</p>
                        <ul className="mt-1 space-y-0.5 text-sm">
                          {question.options.map((option, index) => (
                            <li key={index} className={index === question.correctIndex ? 'font-semibold' : undefined}>
                              {OPTION_LETTERS[index]}) {option}
                              {index === question.correctIndex ? ' (resposta correta)' : ''}
                            </li>
                          ))}
                        </ul>
                        {question.explanation ? <p className="mt-1 text-sm text-muted-foreground">Explicação: {question.explanation}</p> : null}
                      </li>
                    ))}
                  </ol>
                </article>
              ))}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
