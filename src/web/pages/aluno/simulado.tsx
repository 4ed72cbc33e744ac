import { useParams } from 'wouter';
import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { ExamScreen } from '#web/features/exams/components/exam-screen.tsx';

/** /aluno/simulado/{id}: the id of the exam or of its course (the player's 'take quiz' button). */
export default function ExamPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <AreaLayout role="aluno">
      <ExamScreen key={id} id={id} />
    </AreaLayout>
  );
}
