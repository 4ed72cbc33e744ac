import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { useDownloadCertificate } from '#web/features/certificates/api/download-certificate.ts';
import { LearningHistory } from '#web/features/history/components/learning-history.tsx';
import { StudentHeaderNav } from '#web/features/learning/components/student-header-nav.tsx';

export default function HistoryPage() {
  // 'Ver Certificado' downloads the same PDF as /aluno/certificados.
  const download = useDownloadCertificate();
  return (
    <AreaLayout role="aluno" headerActions={<StudentHeaderNav />}>
      <LearningHistory onViewCertificate={(id) => download.mutate(id)} downloadingCertificateId={download.isPending ? download.variables : null} />
    </AreaLayout>
  );
}
