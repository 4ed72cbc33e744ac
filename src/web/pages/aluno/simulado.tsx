import { useParams } from 'wouter';
import { useSupportDialog } from '#web/features/billing/components/use-support-dialog.tsx';
import { ExamScreen } from '#web/features/exams/components/exam-screen.tsx';

/** /aluno/simulado/{id}: the id of the exam or of its course (the player's 'take quiz' button). */
export default function ExamPage() {
  const { id = '' } = useParams<{ id: string }>();
  const support = useSupportDialog(`simulado-${id}`);
  return (
    <>
      <ExamScreen key={id} id={id} onContactSupport={support.open} />
      {support.dialog}
    </>
  );
}
