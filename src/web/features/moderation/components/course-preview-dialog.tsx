import { ExternalLink } from 'lucide-react';
import { CATEGORY_LABELS } from '#contracts/courses';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { RenderedMarkdown } from '#web/components/ui/markdown.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatHours } from '#web/lib/format.ts';
import { useCoursePreview } from '../api/get-course-preview.ts';

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
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
