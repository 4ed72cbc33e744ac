import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { CertificateList } from '#web/features/certificates/components/certificate-list.tsx';

export default function CertificatesPage() {
  return (
    <AreaLayout role="aluno">
      <CertificateList />
    </AreaLayout>
  );
}
