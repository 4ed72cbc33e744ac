import { useDownloadCertificate } from '#web/features/certificates/api/download-certificate.ts';
import { LearningHistory } from '#web/features/history/components/learning-history.tsx';

export default function HistoryPage() {
  // 'Ver Certificado' downloads the same PDF as /aluno/certificados.
  const download = useDownloadCertificate();
  return <LearningHistory onViewCertificate={(id) => download.mutate(id)} downloadingCertificateId={download.isPending ? download.variables : null} />;
}
