import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { CertificateList } from '#web/features/certificates/components/certificate-list.tsx';
import { StudentHeaderNav } from '#web/features/learning/components/student-header-nav.tsx';

export default function CertificatesPage() {
  return (
    <AreaLayout role="aluno" headerActions={<StudentHeaderNav />}>
      <CertificateList />
    </AreaLayout>
  );
}
