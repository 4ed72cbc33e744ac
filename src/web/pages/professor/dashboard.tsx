import { SignedInPlaceholder } from '#web/features/auth/components/signed-in-placeholder.tsx';

export default function TeacherDashboardPage() {
  return <SignedInPlaceholder title="Painel do Professor" description="Seus cursos, materiais e simulados." />;
}
