import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { BackLink } from '#web/components/layout/back-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useQuiz } from '#web/features/authoring/api/get-quiz.ts';
import { useTeacherCourseOptions } from '#web/features/authoring/api/get-teacher-courses.ts';
import { useSaveQuiz } from '#web/features/authoring/api/save-quiz.ts';
import { QuizFormEditor } from '#web/features/authoring/components/quiz-form.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';

/** /professor/simulados/editar (spec "Quiz editor"); `?id=` opens an existing quiz. */
export default function QuizEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const [, navigate] = useLocation();
  const courses = useTeacherCourseOptions();
  const quiz = useQuiz(id);
  const save = useSaveQuiz(id);
  const [serverError, setServerError] = useState<string | null>(null);

  const failed = courses.isError ? courses.error : quiz.isError ? quiz.error : null;
  const ready = courses.data !== undefined && (id === null || quiz.data !== undefined);

  return (
    <PageContainer kind="wide">
      <BackLink href={`${paths.professor.dashboard}?aba=simulados`}>Voltar ao Painel</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{id ? 'Editar simulado' : 'Novo simulado'}</h1>
        <p className="mt-1 text-muted-foreground">O simulado salvo é exatamente o que os alunos fazem; a correção é feita no servidor.</p>
      </div>
      {failed ? (
        <p role="alert">Não foi possível abrir o editor. {errorMessageOf(failed)}</p>
      ) : !ready ? (
        <Skeleton className="h-96" aria-hidden="true" />
      ) : !id && courses.data.items.length === 0 ? (
        // A quiz belongs to one of the teacher's courses: without any, the form could never be saved.
        <div className="space-y-4 rounded-lg border p-6">
          <p className="text-muted-foreground">Um simulado pertence a um dos seus cursos. Crie um curso antes de escrever o simulado.</p>
          <Button asChild>
            <Link href={paths.professor.courseEditor()}>
              <Plus aria-hidden="true" /> Criar curso
            </Link>
          </Button>
        </div>
      ) : (
        <QuizFormEditor
          key={id ?? 'novo'}
          quiz={id ? (quiz.data ?? null) : null}
          firstCourse={courses.data.items[0] ?? null}
          pending={save.isPending}
          serverError={serverError}
          onSave={(values) => {
            setServerError(null);
            save.mutate(values, {
              onSuccess: (saved) => {
                toast({ title: 'Simulado salvo', description: 'Os alunos já fazem esta versão.' });
                if (!id) navigate(paths.professor.editQuiz(saved.id), { replace: true });
              },
              onError: (error) => setServerError(errorMessageOf(error)),
            });
          }}
        />
      )}
    </PageContainer>
  );
}
