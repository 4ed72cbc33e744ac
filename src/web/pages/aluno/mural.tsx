import { paths } from '#web/app/paths.ts';
import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { NoticeBoard } from '#web/features/notices/components/notice-board.tsx';
import { StudentHeaderNav } from '#web/features/learning/components/student-header-nav.tsx';
import { BackLink } from '#web/components/layout/back-link.tsx';

export default function NoticeBoardPage() {
  return (
    <AreaLayout role="aluno" headerActions={<StudentHeaderNav />}>
      <div className="mx-auto max-w-5xl space-y-6">
        <BackLink href={paths.aluno.dashboard}>Voltar ao Dashboard</BackLink>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Mural de Avisos</h1>
          <p className="text-muted-foreground">Eventos, tarefas, avisos da plataforma e mensagens dos seus professores</p>
        </div>
        <NoticeBoard />
      </div>
    </AreaLayout>
  );
}
