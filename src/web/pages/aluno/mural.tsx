import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { NoticeBoard } from '#web/features/notices/components/notice-board.tsx';
import { StudentHeaderNav } from '#web/features/learning/components/student-header-nav.tsx';

export default function NoticeBoardPage() {
  return (
    <AreaLayout role="aluno" headerActions={<StudentHeaderNav />}>
      <div className="mx-auto max-w-5xl space-y-6">
        <Button variant="ghost" size="sm" asChild className="-ml-2">
          <Link href={paths.aluno.dashboard}>
            <ArrowLeft aria-hidden="true" /> Voltar ao Dashboard
          </Link>
        </Button>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Mural de Avisos</h1>
          <p className="text-muted-foreground">Eventos, tarefas, avisos da plataforma e mensagens dos seus professores</p>
        </div>
        <NoticeBoard />
      </div>
    </AreaLayout>
  );
}
