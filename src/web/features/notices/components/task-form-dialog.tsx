import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TaskInputSchema, type PublishedTask, type TaskInput } from '#contracts/notice-publishing';
import { AudienceField, firstAudience, SelectField, TextField, type Audiences } from './publication-fields.tsx';
import { optionsOf, TASK_PRIORITY_LABELS } from './publication-labels.ts';
import { PublicationDialog } from './publication-dialog.tsx';
import { formResolver } from '#web/components/ui/form.tsx';

const toForm = (task: PublishedTask | null, audience: string, dueDate: string): TaskInput =>
  task
    ? { audience: task.audience.key, title: task.title, description: task.description, dueDate: task.dueDate, priority: task.priority }
    : { audience, title: '', description: '', dueDate, priority: 'média' };

/** Publishes or edits a task for the students of one course. */
export function TaskFormDialog({ open, onOpenChange, task, audiences, defaultDueDate, pending, serverError, onSubmit }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task: PublishedTask | null;
  audiences: Audiences;
  defaultDueDate: string;
  pending: boolean;
  serverError: string | null;
  onSubmit: (values: TaskInput) => void;
}) {
  const form = useForm<TaskInput>({ resolver: formResolver(TaskInputSchema), defaultValues: toForm(task, firstAudience(audiences), defaultDueDate) });
  useEffect(() => {
    if (open) form.reset(toForm(task, firstAudience(audiences), defaultDueDate));
  }, [open, task, audiences, defaultDueDate, form]);
  return (
    <PublicationDialog
      open={open} onOpenChange={onOpenChange} form={form} onSubmit={onSubmit} pending={pending} serverError={serverError} label="Tarefa"
      title={task ? 'Editar tarefa' : 'Nova tarefa'}
      description={task ? 'As conclusões já marcadas pelos alunos são mantidas.' : 'Os alunos do curso veem a tarefa no mural e recebem uma notificação.'}
      submitLabel={task ? 'Salvar alterações' : 'Publicar tarefa'}
    >
      <AudienceField control={form.control} name="audience" label="Curso" audiences={audiences} current={task?.audience} className="sm:col-span-2" />
      <TextField control={form.control} name="title" label="Título" className="sm:col-span-2" />
      <TextField control={form.control} name="description" label="Descrição (opcional)" multiline className="sm:col-span-2" />
      <TextField control={form.control} name="dueDate" label="Data de entrega" type="date" />
      <SelectField control={form.control} name="priority" label="Prioridade" options={optionsOf(TASK_PRIORITY_LABELS)} />
    </PublicationDialog>
  );
}
