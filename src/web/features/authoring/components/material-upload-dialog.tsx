import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Upload } from 'lucide-react';
import { MATERIAL_ACCEPT, MaterialUploadFormSchema, materialFileProblem } from '#contracts/authoring';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useTeacherCourseOptions } from '../api/get-teacher-courses.ts';
import { useUploadMaterial } from '../api/upload-material.ts';
import { CoursePicker } from './course-picker.tsx';
import { lazySchema } from '#web/lib/lazy-schema.ts';

type UploadForm = z.input<typeof MaterialUploadFormSchema> & { file: File | null };

/**
 * The upload-material dialog (spec "Teacher area"): a course of the teacher's, an optional
 * title, a .pdf or .docx of at most the platform's limit; a progress bar while it is sent.
 */
export function MaterialUploadDialog({
  maxUploadSizeMb, defaultCourse, trigger,
}: {
  /** The `maxUploadSize` setting, in MB. */
  maxUploadSizeMb: number;
  /** Chosen at first (the course being edited), when it is not frozen by a review. */
  defaultCourse?: { id: string; title: string };
  trigger?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const upload = useUploadMaterial();
  // A course in review is frozen until moderation decides (docs/decisions/course-revisions-and-quiz-changes.md).
  const editable = useTeacherCourseOptions({ scope: 'editable' }, open);
  const only = editable.data && !editable.data.more && editable.data.items.length === 1 ? editable.data.items[0] : null;
  const initial = defaultCourse ?? only;

  const schema = useMemo(
    () =>
      lazySchema(() =>
        MaterialUploadFormSchema.extend({
          file: z.custom<File | null>().superRefine((file, ctx) => {
            if (!file) return ctx.addIssue({ code: 'custom', message: 'Escolha um arquivo .pdf ou .docx.' });
            const problem = materialFileProblem(file, maxUploadSizeMb);
            if (problem) ctx.addIssue({ code: 'custom', message: problem });
          }),
        }),
      ),
    [maxUploadSizeMb],
  );
  const form = useForm<UploadForm>({ resolver: formResolver(schema), defaultValues: { courseId: defaultCourse?.id ?? '', title: '', file: null } });
  // The teacher's only course is chosen for them once the list says so.
  useEffect(() => {
    if (only && form.getValues('courseId') === '') form.setValue('courseId', only.id);
  }, [only, form]);

  function changeOpen(next: boolean) {
    if (!next) {
      abort.current?.abort();
      form.reset({ courseId: initial?.id ?? '', title: '', file: null });
      setProgress(null);
    }
    setOpen(next);
  }

  async function send(values: UploadForm) {
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const material = await upload.mutateAsync({ courseId: values.courseId, title: values.title ?? '', file: values.file!, onProgress: setProgress, signal: controller.signal });
      toast({ title: 'Material enviado', description: `"${material.title}" já está disponível para os alunos de ${material.courseTitle}.` });
      changeOpen(false);
    } catch (error) {
      setProgress(null);
      if (controller.signal.aborted) return;
      form.setError('root', { message: errorMessageOf(error) });
    } finally {
      abort.current = null;
    }
  }

  const sending = progress !== null;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Upload aria-hidden="true" /> Enviar material
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enviar material</DialogTitle>
          <DialogDescription>
            Arquivos PDF (.pdf) ou Word (.docx) de até {maxUploadSizeMb} MB. Os alunos matriculados baixam o material no player do curso assim que o envio termina.
          </DialogDescription>
        </DialogHeader>
        {editable.isError ? (
          <p role="alert" className="text-sm">Não foi possível carregar os seus cursos. {errorMessageOf(editable.error)}</p>
        ) : editable.data === undefined ? (
          <Skeleton className="h-40" aria-hidden="true" />
        ) : editable.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Crie um curso (ou aguarde a análise do curso enviado) para anexar materiais.</p>
        ) : (
          <Form {...form}>
            <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-4">
              <FormField
                control={form.control}
                name="courseId"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Curso</FormLabel>
                    <FormControl>
                      <CoursePicker
                        label="Curso"
                        labelledOutside
                        scope="editable"
                        value={field.value || null}
                        valueTitle={field.value && field.value === initial?.id ? initial.title : undefined}
                        onChange={(course) => field.onChange(course?.id ?? '')}
                        disabled={sending}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="title"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Título (opcional)</FormLabel>
                    <FormControl>
                      <Input {...field} value={field.value ?? ''} disabled={sending} placeholder="Ex.: Lista de exercícios do módulo 1" />
                    </FormControl>
                    <FormDescription>Sem título, os alunos veem o nome do arquivo.</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="file"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Arquivo</FormLabel>
                    <FormControl>
                      <Input
                        type="file"
                        accept={MATERIAL_ACCEPT}
                        disabled={sending}
                        name={field.name}
                        ref={field.ref}
                        onBlur={field.onBlur}
                        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                        className="h-auto py-2"
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              {sending && (
                <div className="space-y-1" aria-live="polite">
                  <Progress value={progress} aria-label="Progresso do envio" />
                  <p className="text-sm text-muted-foreground">{progress < 100 ? `Enviando... ${progress}%` : 'Verificando o arquivo...'}</p>
                </div>
              )}
              <FormRootMessage />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
                  Cancelar
                </Button>
                <Button type="submit" disabled={sending}>
                  <Upload aria-hidden="true" /> {sending ? 'Enviando...' : 'Enviar'}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
