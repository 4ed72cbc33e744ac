import { paths } from '#web/lib/paths.ts';
import { NoticeBoard } from '#web/features/notices/components/notice-board.tsx';
import { BackLink } from '#web/components/layout/back-link.tsx';

export default function NoticeBoardPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <BackLink href={paths.aluno.dashboard}>Voltar ao Dashboard</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Mural de Avisos</h1>
        <p className="text-muted-foreground">Eventos, tarefas, avisos da plataforma e mensagens dos seus professores</p>
      </div>
      <NoticeBoard />
    </div>
  );
}
