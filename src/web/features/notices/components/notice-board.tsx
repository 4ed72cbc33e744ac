import type * as React from 'react';
import { CalendarDays, ListTodo, Megaphone, MessageSquare } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useAnnouncements } from '../api/list-announcements.ts';
import { useEvents } from '../api/list-events.ts';
import { useTeacherMessages } from '../api/list-messages.ts';
import { useTasks } from '../api/list-tasks.ts';
import { AnnouncementCard } from './announcement-card.tsx';
import { EventCard } from './event-card.tsx';
import { TaskList } from './task-list.tsx';
import { TeacherMessageCard } from './teacher-message-card.tsx';
import { plural } from '#contracts/plural';

function Loadable<T>({ query, empty, children }: { query: { data?: T[]; isLoading: boolean; isError: boolean }; empty: string; children: (items: T[]) => React.ReactNode }) {
  if (query.isLoading) {
    return (
      <div className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) return <p className="text-sm text-destructive dark:text-red-400">Não foi possível carregar. Recarregue a página.</p>;
  if (query.data.length === 0) {
    return (
      <Card>
        <CardContent className="p-10 text-center text-muted-foreground">{empty}</CardContent>
      </Card>
    );
  }
  return <>{children(query.data)}</>;
}

/** The next page of a paged tab, on request. */
function LoadMore({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-4">
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
      </Button>
    </div>
  );
}

export type NoticeBoardTab = 'events' | 'tasks' | 'announcements' | 'teachers';

/** /aluno/mural: events, tasks, announcements and teachers' messages, from the server. `initialTab`: the tab a notification leads to. */
export function NoticeBoard({ initialTab = 'events' }: { initialTab?: NoticeBoardTab }) {
  const events = useEvents();
  const tasks = useTasks();
  const announcements = useAnnouncements();
  const messages = useTeacherMessages();
  // Once each: a task ticked after its page was read can come again on a later page, in its new place.
  const taskItems = { ...tasks, data: tasks.data && [...new Map(tasks.data.pages.flatMap((page) => page.items).map((task) => [task.id, task] as const)).values()] };
  const announcementItems = { ...announcements, data: announcements.data?.pages.flatMap((page) => page.items) };
  // Totals of every page, from the latest answer.
  const taskTotals = tasks.data?.pages.at(-1);
  const pendingTasks = taskTotals?.pending ?? 0;

  return (
    <Tabs defaultValue={initialTab} className="space-y-4">
      <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-auto">
        <TabsTrigger value="events" className="gap-2">
          <CalendarDays className="h-4 w-4" aria-hidden="true" /> Eventos
        </TabsTrigger>
        <TabsTrigger value="tasks" className="gap-2">
          <ListTodo className="h-4 w-4" aria-hidden="true" /> Tarefas
          {pendingTasks > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground" aria-label={plural(pendingTasks, 'tarefa pendente', 'tarefas pendentes')}>
              {pendingTasks}
            </span>
          ) : null}
        </TabsTrigger>
        <TabsTrigger value="announcements" className="gap-2">
          <Megaphone className="h-4 w-4" aria-hidden="true" /> Avisos
        </TabsTrigger>
        <TabsTrigger value="teachers" className="gap-2">
          <MessageSquare className="h-4 w-4" aria-hidden="true" /> Professores
        </TabsTrigger>
      </TabsList>
      <TabsContent value="events">
        <Loadable query={events} empty="Nenhum evento agendado no momento.">
          {(items) => (
            <ul className="space-y-4">
              {items.map((event) => (
                <li key={event.id} id={`evento-${event.id}`}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </TabsContent>
      <TabsContent value="tasks">
        <Loadable query={taskItems} empty="Você não tem tarefas.">
          {(items) => (
            <>
              <TaskList tasks={items} pending={pendingTasks} done={taskTotals?.done ?? 0} />
              <LoadMore query={tasks} />
            </>
          )}
        </Loadable>
      </TabsContent>
      <TabsContent value="announcements">
        <Loadable query={announcementItems} empty="Nenhum aviso publicado.">
          {(items) => (
            <>
              <ul className="space-y-4">
                {items.map((announcement) => (
                  <li key={announcement.id}>
                    <AnnouncementCard announcement={announcement} />
                  </li>
                ))}
              </ul>
              <LoadMore query={announcements} />
            </>
          )}
        </Loadable>
      </TabsContent>
      <TabsContent value="teachers">
        <Loadable query={messages} empty="Você ainda não recebeu mensagens dos professores.">
          {(items) => (
            <ul className="space-y-4">
              {items.map((message) => (
                <li key={message.id}>
                  <TeacherMessageCard message={message} />
                </li>
              ))}
            </ul>
          )}
        </Loadable>
      </TabsContent>
    </Tabs>
  );
}
