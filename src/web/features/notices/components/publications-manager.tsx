import { useState, type ReactNode } from 'react';
import { CalendarDays, Clock, Pencil, Plus, Trash2, Users } from 'lucide-react';
import type { PublishedAnnouncement, PublishedEvent, PublishedTask } from '#contracts/notice-publishing';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate, formatHours, saoPauloDay } from '#web/lib/format.ts';
import { useDeletePublication, type PublicationKind } from '../api/delete-publication.ts';
import { usePublications, type Publisher } from '../api/list-publications.ts';
import { useSaveAnnouncement } from '../api/save-announcement.ts';
import { useSaveEvent } from '../api/save-event.ts';
import { useSaveTask } from '../api/save-task.ts';
import { AnnouncementFormDialog } from './announcement-form-dialog.tsx';
import { EventFormDialog } from './event-form-dialog.tsx';
import { EventRegistrationsDialog } from './event-registrations-dialog.tsx';
import { hasAudience, type Audiences } from './publication-fields.tsx';
import { ANNOUNCEMENT_PRIORITY_LABELS, ANNOUNCEMENT_TYPE_LABELS, EVENT_TYPE_LABELS, TASK_PRIORITY_LABELS } from './publication-labels.ts';
import { TaskFormDialog } from './task-form-dialog.tsx';
import { plural } from '#contracts/plural';

/** A São Paulo day `days` from today, YYYY-MM-DD (the forms' default dates). */
const dayFromToday = (days: number) => saoPauloDay(new Date(Date.now() + days * 86_400_000));
const formatDay = (day: string) => day.split('-').reverse().join('/');
const formatLocal = (value: string) => `${formatDay(value.slice(0, 10))} às ${value.slice(11, 16)}`;

type Editing<T> = { item: T | null } | null;
type Deleting = { kind: PublicationKind; id: string; title: string; detail: string } | null;

const KIND_TEXT: Record<PublicationKind, { deleted: string; title: string }> = {
  task: { deleted: 'Tarefa excluída', title: 'Excluir tarefa?' },
  event: { deleted: 'Evento excluído', title: 'Excluir evento?' },
  announcement: { deleted: 'Aviso excluído', title: 'Excluir aviso?' },
};

function ItemCard({ testId, title, badges, meta, body, actions }: { testId: string; title: string; badges: ReactNode; meta: ReactNode; body?: string; actions: ReactNode }) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">{badges}</div>
          <h2 className="break-words font-semibold">{title}</h2>
          {body ? <p className="line-clamp-3 break-words text-sm">{body}</p> : null}
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">{meta}</div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
      </CardContent>
    </Card>
  );
}

function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}

function ActionButtons({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${label}`}>
        <Pencil aria-hidden="true" /> Editar
      </Button>
      <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Excluir ${label}`}>
        <Trash2 aria-hidden="true" /> Excluir
      </Button>
    </>
  );
}

/**
 * What a publisher put on the students' notice board, by tab, with the forms to publish,
 * edit and delete: a teacher (tasks, events, announcements for one of their courses) or the
 * admin (events and announcements for all students or a plan's subscribers).
 */
export function PublicationsManager({ publisher, audiences, audienceLabel, noAudience }: {
  publisher: Publisher;
  /** Where an item may go: the teacher's courses, or all students and each plan. */
  audiences: Audiences;
  audienceLabel: string;
  /** Shown instead of the forms when there is nowhere to publish (a teacher without courses). */
  noAudience?: ReactNode;
}) {
  const publications = usePublications(publisher);
  const saveTask = useSaveTask();
  const saveEvent = useSaveEvent(publisher);
  const saveAnnouncement = useSaveAnnouncement(publisher);
  const remove = useDeletePublication(publisher);
  const [task, setTask] = useState<Editing<PublishedTask>>(null);
  const [event, setEvent] = useState<Editing<PublishedEvent>>(null);
  const [announcement, setAnnouncement] = useState<Editing<PublishedAnnouncement>>(null);
  const [registrationsOf, setRegistrationsOf] = useState<PublishedEvent | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const withTasks = publisher === 'teacher';
  const canPublish = hasAudience(audiences);

  const saved = (created: boolean, what: string) => () => toast({ title: created ? `${what} publicad${what === 'Tarefa' ? 'a' : 'o'}` : 'Alterações salvas', description: created ? 'Os alunos já veem no mural e foram notificados.' : undefined });
  const failed = (error: unknown) => setServerError(errorMessageOf(error));
  const open = <T,>(set: (value: Editing<T>) => void, item: T | null) => {
    setServerError(null);
    set({ item });
  };

  function confirmDelete() {
    if (!deleting) return;
    const { kind, id } = deleting;
    remove.mutate(
      { kind, id },
      {
        onSuccess: () => {
          toast({ title: KIND_TEXT[kind].deleted });
          setDeleting(null);
        },
        onError: (error) => toast({ title: 'Não foi possível excluir', description: errorMessageOf(error), variant: 'destructive' }),
      },
    );
  }

  if (publications.isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm">
        <p>Não foi possível carregar as publicações. {errorMessageOf(publications.error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void publications.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const data = publications.data;
  const newButton = (label: string, onClick: () => void) =>
    canPublish ? (
      <Button onClick={onClick}>
        <Plus aria-hidden="true" /> {label}
      </Button>
    ) : null;

  return (
    <>
      {!canPublish && noAudience ? <div className="rounded-xl border p-4 text-sm">{noAudience}</div> : null}
      <Tabs defaultValue={withTasks ? 'tarefas' : 'eventos'}>
        <TabsList>
          {withTasks ? <TabsTrigger value="tarefas">Tarefas{data ? ` (${data.tasks.length})` : ''}</TabsTrigger> : null}
          <TabsTrigger value="eventos">Eventos{data ? ` (${data.events.length})` : ''}</TabsTrigger>
          <TabsTrigger value="avisos">Avisos{data ? ` (${data.announcements.length})` : ''}</TabsTrigger>
        </TabsList>

        {withTasks ? (
          <TabsContent value="tarefas" className="mt-4 space-y-3">
            <div className="flex justify-end">{newButton('Nova tarefa', () => open(setTask, null))}</div>
            {!data ? <Skeleton className="h-32" aria-hidden="true" /> : data.tasks.length === 0 ? <EmptyList>Nenhuma tarefa publicada ainda.</EmptyList> : data.tasks.map((item) => (
              <ItemCard
                key={item.id} testId={`published-task-${item.id}`} title={item.title} body={item.description}
                badges={<><Badge variant="secondary">{item.audience.label}</Badge><Badge variant="outline">Prioridade {TASK_PRIORITY_LABELS[item.priority].toLowerCase()}</Badge></>}
                meta={<><span className="flex items-center gap-1"><CalendarDays className="h-4 w-4" aria-hidden="true" /> Entrega {formatDay(item.dueDate)}</span><span data-testid="task-completed">{item.completedCount} de {plural(item.studentCount, 'aluno concluiu', 'alunos concluíram')}</span></>}
                actions={<ActionButtons label={item.title} onEdit={() => open(setTask, item)} onDelete={() => setDeleting({ kind: 'task', id: item.id, title: item.title, detail: `As conclusões marcadas pelos alunos (${item.completedCount}) serão removidas.` })} />}
              />
            ))}
          </TabsContent>
        ) : null}

        <TabsContent value="eventos" className="mt-4 space-y-3">
          <div className="flex justify-end">{newButton('Novo evento', () => open(setEvent, null))}</div>
          {!data ? <Skeleton className="h-32" aria-hidden="true" /> : data.events.length === 0 ? <EmptyList>Nenhum evento publicado ainda.</EmptyList> : data.events.map((item) => (
            <ItemCard
              key={item.id} testId={`published-event-${item.id}`} title={item.title} body={item.description}
              badges={<><Badge variant={item.type === 'live' ? 'destructive' : 'secondary'}>{EVENT_TYPE_LABELS[item.type]}</Badge><Badge variant="outline">{item.audience.label}</Badge>{item.status === 'ended' ? <Badge variant="outline">Encerrado</Badge> : null}</>}
              meta={<>
                <span className="flex items-center gap-1"><CalendarDays className="h-4 w-4" aria-hidden="true" /> {formatDay(item.date)}</span>
                <span className="flex items-center gap-1"><Clock className="h-4 w-4" aria-hidden="true" /> {item.time} · {formatHours(item.durationMinutes)}</span>
                <span className="flex items-center gap-1" data-testid="event-participants"><Users className="h-4 w-4" aria-hidden="true" /> {plural(item.participants, 'inscrito', 'inscritos')}{item.capacity !== null ? ` de ${item.capacity} vagas` : ''}</span>
              </>}
              actions={<>
                <Button variant="secondary" size="sm" onClick={() => setRegistrationsOf(item)}>Ver inscritos</Button>
                <ActionButtons label={item.title} onEdit={() => open(setEvent, item)} onDelete={() => setDeleting({ kind: 'event', id: item.id, title: item.title, detail: `As inscrições (${item.participants}) e os lembretes serão removidos, e os inscritos, avisados do cancelamento.` })} />
              </>}
            />
          ))}
        </TabsContent>

        <TabsContent value="avisos" className="mt-4 space-y-3">
          <div className="flex justify-end">{newButton('Novo aviso', () => open(setAnnouncement, null))}</div>
          {!data ? <Skeleton className="h-32" aria-hidden="true" /> : data.announcements.length === 0 ? <EmptyList>Nenhum aviso publicado ainda.</EmptyList> : data.announcements.map((item) => (
            <ItemCard
              key={item.id} testId={`published-announcement-${item.id}`} title={item.title} body={item.message}
              badges={<><Badge variant="secondary">{ANNOUNCEMENT_TYPE_LABELS[item.type]}</Badge><Badge variant="outline">{ANNOUNCEMENT_PRIORITY_LABELS[item.priority]}</Badge><Badge variant="outline">{item.audience.label}</Badge></>}
              meta={<>
                <span>Publicado em {formatDate(item.publishedAt)}</span>
                {item.scheduledFor ? <span>Manutenção em {formatLocal(item.scheduledFor)}</span> : null}
              </>}
              actions={<ActionButtons label={item.title} onEdit={() => open(setAnnouncement, item)} onDelete={() => setDeleting({ kind: 'announcement', id: item.id, title: item.title, detail: 'O aviso sai do mural dos alunos.' })} />}
            />
          ))}
        </TabsContent>
      </Tabs>

      {withTasks ? (
        <TaskFormDialog
          open={task !== null} onOpenChange={(o) => (o ? undefined : setTask(null))} task={task?.item ?? null} audiences={audiences} defaultDueDate={dayFromToday(7)}
          pending={saveTask.isPending} serverError={serverError}
          onSubmit={(values) => saveTask.mutate({ id: task?.item?.id ?? null, values }, { onSuccess: () => { saved(!task?.item, 'Tarefa')(); setTask(null); }, onError: failed })}
        />
      ) : null}
      <EventFormDialog
        open={event !== null} onOpenChange={(o) => (o ? undefined : setEvent(null))} event={event?.item ?? null} audiences={audiences} audienceLabel={audienceLabel} defaultDate={dayFromToday(7)}
        pending={saveEvent.isPending} serverError={serverError}
        onSubmit={(values) => saveEvent.mutate({ id: event?.item?.id ?? null, values }, { onSuccess: () => { saved(!event?.item, 'Evento')(); setEvent(null); }, onError: failed })}
      />
      <AnnouncementFormDialog
        open={announcement !== null} onOpenChange={(o) => (o ? undefined : setAnnouncement(null))} announcement={announcement?.item ?? null} audiences={audiences} audienceLabel={audienceLabel}
        pending={saveAnnouncement.isPending} serverError={serverError}
        onSubmit={(values) => saveAnnouncement.mutate({ id: announcement?.item?.id ?? null, values }, { onSuccess: () => { saved(!announcement?.item, 'Aviso')(); setAnnouncement(null); }, onError: failed })}
      />
      <EventRegistrationsDialog publisher={publisher} event={registrationsOf} onClose={() => setRegistrationsOf(null)} />
      <ConfirmDialog
        open={deleting !== null} onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title={deleting ? KIND_TEXT[deleting.kind].title : ''}
        description={deleting ? `"${deleting.title}" será excluído. ${deleting.detail}` : ''}
        onConfirm={confirmDelete} pending={remove.isPending}
      />
    </>
  );
}
