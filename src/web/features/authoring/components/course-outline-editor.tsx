import { useState } from 'react';
import { ArrowDown, ArrowUp, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import type { AuthoringCourse, AuthoringLesson, CourseOrder } from '#contracts/authoring';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useEditOutline, type OutlineChange } from '../api/edit-outline.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { LessonDialog } from './lesson-dialog.tsx';
import { LessonBody } from './lesson-preview.tsx';
import { ModuleForm } from './module-form.tsx';

type Deleting = { kind: 'module' | 'lesson'; id: string; title: string };

const orderOf = (course: AuthoringCourse): CourseOrder['modules'] => course.modules.map((m) => ({ id: m.id, lessonIds: m.lessons.map((l) => l.id) }));

function swapped<T>(items: T[], index: number, offset: -1 | 1): T[] {
  const copy = [...items];
  [copy[index], copy[index + offset]] = [copy[index + offset], copy[index]];
  return copy;
}

/** Modules and lessons of a course: add, edit, reorder (up/down), delete with confirmation, preview as a student. */
export function CourseOutlineEditor({ course, disabled }: { course: AuthoringCourse; disabled: boolean }) {
  const edit = useEditOutline(course.id);
  const [lessonDialog, setLessonDialog] = useState<{ lesson: AuthoringLesson | null; moduleId: string } | null>(null);
  const [lessonError, setLessonError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [preview, setPreview] = useState<AuthoringLesson | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const run = (change: OutlineChange, done?: () => void, onError?: (message: string) => void) =>
    edit.mutate(change, {
      onSuccess: () => done?.(),
      onError: (error) => (onError ? onError(errorMessageOf(error)) : toast({ title: 'Não foi possível salvar', description: errorMessageOf(error), variant: 'destructive' })),
    });

  const moveModule = (index: number, offset: -1 | 1) => run({ kind: 'reorder', body: { modules: swapped(orderOf(course), index, offset) } });
  const moveLesson = (moduleIndex: number, lessonIndex: number, offset: -1 | 1) => {
    const order = orderOf(course);
    order[moduleIndex] = { ...order[moduleIndex], lessonIds: swapped(order[moduleIndex].lessonIds, lessonIndex, offset) };
    run({ kind: 'reorder', body: { modules: order } });
  };

  return (
    <div className="space-y-4">
      {course.modules.length === 0 ? <p className="text-muted-foreground">Nenhum módulo ainda. Adicione o primeiro abaixo.</p> : null}
      <ol className="space-y-4" aria-label="Módulos do curso">
        {course.modules.map((module, moduleIndex) => (
          <li key={module.id}>
            <Card data-testid="outline-module">
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
                <CardTitle as="h3" className="text-lg">
                  Módulo {moduleIndex + 1}: {module.title}
                </CardTitle>
                <div className="flex flex-wrap gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Mover módulo ${module.title} para cima`} disabled={disabled || moduleIndex === 0} onClick={() => moveModule(moduleIndex, -1)}>
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Mover módulo ${module.title} para baixo`} disabled={disabled || moduleIndex === course.modules.length - 1} onClick={() => moveModule(moduleIndex, 1)}>
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Renomear módulo ${module.title}`} disabled={disabled} onClick={() => setRenaming({ id: module.id, title: module.title })}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Excluir módulo ${module.title}`} disabled={disabled} onClick={() => setDeleting({ kind: 'module', id: module.id, title: module.title })}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </CardHeader>
              <CardContent className="space-y-3">
                {module.lessons.length === 0 ? <p className="text-sm text-muted-foreground">Nenhuma aula neste módulo.</p> : null}
                <ol className="divide-y rounded-md border" aria-label={`Aulas de ${module.title}`}>
                  {module.lessons.map((lesson, lessonIndex) => (
                    <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-2 p-2" data-testid="outline-lesson">
                      <span className="min-w-0">
                        <span className="font-medium">{lesson.title}</span>
                        <span className="ml-2 text-sm text-muted-foreground">{lesson.durationMinutes} min</span>
                      </span>
                      <span className="flex flex-wrap gap-1">
                        <Button variant="ghost" size="icon" aria-label={`Mover aula ${lesson.title} para cima`} disabled={disabled || lessonIndex === 0} onClick={() => moveLesson(moduleIndex, lessonIndex, -1)}>
                          <ArrowUp aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Mover aula ${lesson.title} para baixo`} disabled={disabled || lessonIndex === module.lessons.length - 1} onClick={() => moveLesson(moduleIndex, lessonIndex, 1)}>
                          <ArrowDown aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Ver aula ${lesson.title} como aluno`} onClick={() => setPreview(lesson)}>
                          <Eye aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Editar aula ${lesson.title}`} disabled={disabled} onClick={() => { setLessonError(null); setLessonDialog({ lesson, moduleId: module.id }); }}>
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="icon" aria-label={`Excluir aula ${lesson.title}`} disabled={disabled} onClick={() => setDeleting({ kind: 'lesson', id: lesson.id, title: lesson.title })}>
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </span>
                    </li>
                  ))}
                </ol>
                <Button variant="outline" size="sm" disabled={disabled} onClick={() => { setLessonError(null); setLessonDialog({ lesson: null, moduleId: module.id }); }}>
                  <Plus aria-hidden="true" /> Adicionar aula <span className="sr-only">em {module.title}</span>
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>

      {disabled ? null : (
        <ModuleForm
          label="Novo módulo"
          submitLabel="Adicionar módulo"
          pending={edit.isPending}
          onSubmit={(body, reset) => run({ kind: 'addModule', body }, reset)}
        />
      )}

      <LessonDialog
        open={lessonDialog !== null}
        onOpenChange={(open) => !open && setLessonDialog(null)}
        modules={course.modules}
        lesson={lessonDialog?.lesson ?? null}
        moduleId={lessonDialog?.moduleId ?? ''}
        pending={edit.isPending}
        serverError={lessonError}
        onSubmit={(body) => {
          const current = lessonDialog?.lesson;
          run(current ? { kind: 'updateLesson', lessonId: current.id, body } : { kind: 'addLesson', body }, () => {
            toast({ title: current ? 'Aula salva' : 'Aula adicionada' });
            setLessonDialog(null);
          }, setLessonError);
        }}
      />

      <Dialog open={renaming !== null} onOpenChange={(open) => !open && setRenaming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Renomear módulo</DialogTitle>
            <DialogDescription>O novo título aparece para os alunos.</DialogDescription>
          </DialogHeader>
          {renaming ? (
            <ModuleForm
              initialTitle={renaming.title}
              label="Título do módulo"
              submitLabel="Salvar"
              pending={edit.isPending}
              onSubmit={(body) => run({ kind: 'renameModule', moduleId: renaming.id, body }, () => setRenaming(null))}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={preview !== null} onOpenChange={(open) => !open && setPreview(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl" data-testid="lesson-preview">
          <DialogHeader>
            <DialogTitle>{preview?.title}</DialogTitle>
            <DialogDescription>Pré-visualização: como o aluno vê esta aula.</DialogDescription>
          </DialogHeader>
          {preview ? <LessonBody lesson={preview} /> : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting?.kind === 'module' ? 'Excluir módulo?' : 'Excluir aula?'}
        description={
          deleting?.kind === 'module'
            ? `O módulo "${deleting.title}" e todas as suas aulas serão excluídos. O progresso dos alunos é recalculado.`
            : `A aula "${deleting?.title ?? ''}" será excluída. O progresso dos alunos é recalculado.`
        }
        pending={edit.isPending}
        onConfirm={() =>
          deleting &&
          run(deleting.kind === 'module' ? { kind: 'deleteModule', moduleId: deleting.id } : { kind: 'deleteLesson', lessonId: deleting.id }, () => {
            toast({ title: deleting.kind === 'module' ? 'Módulo excluído' : 'Aula excluída' });
            setDeleting(null);
          })
        }
      />
    </div>
  );
}
