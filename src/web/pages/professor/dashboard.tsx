import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { SignedInPlaceholder } from '#web/features/auth/components/signed-in-placeholder.tsx';

export default function TeacherDashboardPage() {
  return (
    <AreaLayout role="professor">
      <SignedInPlaceholder title="Painel do Professor" description="Seus cursos, materiais e simulados." />
    </AreaLayout>
  );
}
