import { CheckCircle2, Circle, RotateCcw } from 'lucide-react';
import type { Task, TaskPriority } from '#contracts/notices';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { cn } from '#web/lib/utils.ts';
import { useUpdateTask } from '../api/update-task.ts';

/** Spec section 9: alta destructive, média secondary, baixa outline. */
const PRIORITY_VARIANT: Record<TaskPriority, 'destructive' | 'secondary' | 'outline'> = { alta: 'destructive', média: 'secondary', baixa: 'outline' };

/** "2026-11-24" → "24/11/2026" (a calendar day: no time-zone shift). */
const formatDay = (day: string) => day.split('-').reverse().join('/');

function TaskItem({ task }: { task: Task }) {
  const update = useUpdateTask();
  const done = task.status === 'concluida';
  const toggle = () =>
    update.mutate(
      { id: task.id, done: !done },
      {
        onSuccess: () => toast(done ? { title: 'Tarefa reaberta', description: task.title } : { title: 'Tarefa concluída', description: task.title }),
        onError: (error) => toast({ title: 'Não foi possível atualizar a tarefa', description: errorMessageOf(error), variant: 'destructive' }),
      },
    );
  return (
    <li data-testid={`task-${task.id}`}>
      {/* Done tasks read as done by the check and the struck title; fading them cost text contrast. */}
      <Card className={cn(done && 'shadow-none')}>
        <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            {done ? <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" /> : <Circle className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden="true" />}
            <div className="min-w-0 space-y-1">
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{task.courseTitle}</p>
              <h3 className={cn('font-semibold', done && 'line-through')}>{task.title}</h3>
              {task.description ? <p className="text-sm text-muted-foreground">{task.description}</p> : null}
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant={PRIORITY_VARIANT[task.priority]} data-testid="task-priority">
                  <span className="sr-only">Prioridade </span>
                  {task.priority}
                </Badge>
                <span className={cn('text-muted-foreground', task.overdue && 'font-medium text-destructive dark:text-red-400')}>
                  Prazo: {formatDay(task.dueDate)}
                  {task.overdue ? ' (atrasada)' : ''}
                </span>
                <span className="text-muted-foreground" data-testid="task-status">
                  · {done ? `Concluída${task.completedAt ? ` em ${formatDate(task.completedAt)}` : ''}` : 'Pendente'}
                </span>
              </div>
            </div>
          </div>
          <Button variant={done ? 'ghost' : 'outline'} size="sm" onClick={toggle} disabled={update.isPending} className="self-end sm:self-center">
            {done ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
            {done ? 'Reabrir' : 'Marcar como concluída'}
          </Button>
        </CardContent>
      </Card>
    </li>
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The server's order (pending by due date, done most recent first), kept when a tick moves a task without asking the pages again. */
const byDueDate = (a: Task, b: Task) => compare(a.dueDate, b.dueDate) || compare(a.id, b.id);
const byLatestDone = (a: Task, b: Task) => compare(b.completedAt ?? '', a.completedAt ?? '') || compare(b.id, a.id);

/** The tasks loaded so far; `pendingCount` and `doneCount`: the student's totals (every page). */
export function TaskList({ tasks, pending: pendingCount, done: doneCount }: { tasks: Task[]; pending: number; done: number }) {
  const pending = tasks.filter((t) => t.status === 'pendente').sort(byDueDate);
  const done = tasks.filter((t) => t.status === 'concluida').sort(byLatestDone);
  return (
    <div className="space-y-6">
      <section aria-labelledby="tasks-pending" className="space-y-3">
        <h2 id="tasks-pending" className="text-lg font-semibold">
          Pendentes ({pendingCount})
        </h2>
        {pendingCount === 0 ? <p className="text-sm text-muted-foreground">Nenhuma tarefa pendente. Bom trabalho!</p> : null}
        <ul className="space-y-3" data-testid="tasks-pending">
          {pending.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      </section>
      {done.length > 0 ? (
        <section aria-labelledby="tasks-done" className="space-y-3">
          <h2 id="tasks-done" className="text-lg font-semibold">
            Concluídas ({doneCount})
          </h2>
          <ul className="space-y-3" data-testid="tasks-done">
            {done.map((task) => (
              <TaskItem key={task.id} task={task} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
