import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { TeacherQuiz } from '#contracts/authoring';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useDeleteQuiz } from '../api/delete-quiz.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

/** The quizzes tab: open one in the editor, or delete it (with confirmation). */
export function TeacherQuizList({ quizzes }: { quizzes: TeacherQuiz[] }) {
  const [deleting, setDeleting] = useState<TeacherQuiz | null>(null);
  const remove = useDeleteQuiz();
  if (quizzes.length === 0) return <p className="text-muted-foreground">Nenhum simulado ainda. Crie um em 'Novo simulado'.</p>;
  return (
    <>
      {/* relative: the sr-only texts stay inside the scroll box (no page-wide overflow on phones). */}
      <div className="relative overflow-x-auto rounded-xl border">
        <table className="w-full text-sm">
          <caption className="sr-only">Seus simulados</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-3 font-medium">Simulado</th>
              <th scope="col" className="p-3 font-medium">Curso</th>
              <th scope="col" className="p-3 font-medium">Questões</th>
              <th scope="col" className="p-3 font-medium">Tentativas</th>
              <th scope="col" className="p-3 font-medium">Atualizado em</th>
              <th scope="col" className="p-3 font-medium"><span className="sr-only">Ações</span></th>
            </tr>
          </thead>
          <tbody>
            {quizzes.map((quiz) => (
              <tr key={quiz.id} className="border-t" data-testid="teacher-quiz">
                <td className="p-3 font-medium">{quiz.title}</td>
                <td className="p-3">{quiz.courseTitle}</td>
                <td className="p-3">{quiz.questionCount}</td>
                <td className="p-3">{quiz.attempts}</td>
                <td className="p-3">{formatDate(quiz.updatedAt)}</td>
                <td className="flex gap-1 p-3">
                  <Button asChild variant="ghost" size="sm">
                    <Link href={paths.professor.editQuiz(quiz.id)}>
                      <Pencil aria-hidden="true" /> Abrir <span className="sr-only">{quiz.title}</span>
                    </Link>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(quiz)}>
                    <Trash2 aria-hidden="true" /> Excluir <span className="sr-only">{quiz.title}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir simulado?"
        description={`"${deleting?.title ?? ''}" será excluído. Um simulado que já tem tentativas de alunos não pode ser excluído.`}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Simulado excluído' });
              setDeleting(null);
            },
            onError: (error) => {
              toast({ title: 'Não foi possível excluir', description: errorMessageOf(error), variant: 'destructive' });
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}
