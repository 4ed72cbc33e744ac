import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LessonInputSchema, type AuthoringLesson, type AuthoringModule, type LessonInput } from '#contracts/authoring';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { LessonBody } from './lesson-preview.tsx';

const toForm = (lesson: AuthoringLesson | null, moduleId: string): LessonInput =>
  lesson
    ? { moduleId: lesson.moduleId, title: lesson.title, durationMinutes: lesson.durationMinutes, content: lesson.content, videoUrl: lesson.videoUrl ?? '' }
    : { moduleId, title: '', durationMinutes: 15, content: '', videoUrl: '' };

/** Writes or edits a lesson: title, module, duration, optional video and Markdown content with a preview. */
export function LessonDialog({
  open, onOpenChange, modules, lesson, moduleId, pending, onSubmit, serverError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modules: AuthoringModule[];
  /** null: a new lesson in `moduleId` */
  lesson: AuthoringLesson | null;
  moduleId: string;
  pending: boolean;
  onSubmit: (values: LessonInput) => void;
  serverError: string | null;
}) {
  const form = useForm<LessonInput>({ resolver: formResolver(LessonInputSchema), defaultValues: toForm(lesson, moduleId) });
  useEffect(() => {
    if (open) form.reset(toForm(lesson, moduleId));
  }, [open, lesson, moduleId, form]);
  useEffect(() => {
    if (serverError) form.setError('root', { message: serverError });
  }, [serverError, form]);
  const [content, videoUrl] = useWatch({ control: form.control, name: ['content', 'videoUrl'] });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{lesson ? 'Editar aula' : 'Nova aula'}</DialogTitle>
          <DialogDescription>O conteúdo é escrito em Markdown e aparece para o aluno como na pré-visualização.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Aula">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="title"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Título da aula</FormLabel>
                    <FormControl>
                      <Input {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="moduleId"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Módulo</FormLabel>
                    <Select value={field.value} onValueChange={field.onChange}>
                      <FormControl>
                        <SelectTrigger>
                          <SelectValue />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {modules.map((module) => (
                          <SelectItem key={module.id} value={module.id}>
                            {module.title}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="durationMinutes"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Duração (minutos)</FormLabel>
                    <FormControl>
                      <Input type="number" min={1} max={600} {...field} value={Number.isNaN(field.value) ? '' : field.value} onChange={(event) => field.onChange(event.target.valueAsNumber)} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="videoUrl"
                render={({ field }) => (
                  <FormItem className="sm:col-span-2">
                    <FormLabel>Link do vídeo (opcional)</FormLabel>
                    <FormControl>
                      <Input type="url" placeholder="https://" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <Tabs defaultValue="escrever">
              <TabsList>
                <TabsTrigger value="escrever">Escrever</TabsTrigger>
                <TabsTrigger value="visualizar">Pré-visualizar</TabsTrigger>
              </TabsList>
              <TabsContent value="escrever" className="mt-3">
                <FormField
                  control={form.control}
                  name="content"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>Conteúdo</FormLabel>
                      <FormControl>
                        <Textarea rows={12} className="font-mono text-sm" {...field} />
                      </FormControl>
                      <FormDescription># título, **negrito**, *itálico*, `código`, [link](https://…), listas com - ou 1.</FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </TabsContent>
              <TabsContent value="visualizar" className="mt-3 rounded-xl border p-4" data-testid="lesson-form-preview">
                <LessonBody lesson={{ content, videoUrl: videoUrl || null }} />
              </TabsContent>
            </Tabs>
            <FormRootMessage />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={pending}>
                Salvar aula
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
