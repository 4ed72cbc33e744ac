import * as React from 'react';
import { useSearchParams } from 'wouter';
import { paths } from '#web/lib/paths.ts';
import { NoticeBoard, type NoticeBoardTab } from '#web/features/notices/components/notice-board.tsx';
import { BackLink } from '#web/components/layout/back-link.tsx';

/** `?aba=` values (Portuguese, as in the notifications' links) → the board's tabs. */
const TABS: Record<string, NoticeBoardTab> = { eventos: 'events', tarefas: 'tasks', avisos: 'announcements', professores: 'teachers' };

export default function NoticeBoardPage() {
  // A notification leads here with ?aba=professores (a teacher's message) or ?aba=eventos&evento={id} (a reminder).
  const [params] = useSearchParams();
  const tab = TABS[params.get('aba') ?? ''] ?? 'events';
  const eventId = params.get('evento');
  React.useEffect(() => {
    if (!eventId) return;
    // The events arrive after the page: look for the event's card until it is there (at most ~3 s).
    let tries = 0;
    const timer = window.setInterval(() => {
      const card = document.getElementById(`evento-${eventId}`);
      if (card || ++tries > 30) window.clearInterval(timer);
      card?.scrollIntoView({ block: 'center' });
    }, 100);
    return () => window.clearInterval(timer);
  }, [eventId]);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <BackLink href={paths.aluno.dashboard}>Voltar ao Dashboard</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Mural de Avisos</h1>
        <p className="text-muted-foreground">Eventos, tarefas, avisos da plataforma e mensagens dos seus professores</p>
      </div>
      <NoticeBoard key={tab} initialTab={tab} />
    </div>
  );
}
