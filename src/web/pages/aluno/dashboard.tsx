import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { SignedInPlaceholder } from '#web/features/auth/components/signed-in-placeholder.tsx';

export default function StudentDashboardPage() {
  return (
    <AreaLayout role="aluno">
      <SignedInPlaceholder title="Bem-vindo de volta!" description="Continue de onde parou e descubra novos cursos." />
    </AreaLayout>
  );
}
