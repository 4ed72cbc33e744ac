import { CertificateList } from '#web/features/certificates/components/certificate-list.tsx';

export default function CertificatesPage() {
  return <CertificateList />;
}
