import { useParams } from 'wouter';
import { paths } from '#web/lib/paths.ts';
import { Brand } from '#web/components/layout/brand.tsx';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { ThemeToggle } from '#web/components/layout/theme-toggle.tsx';
import { CertificateVerification } from '#web/features/certificates/components/certificate-verification.tsx';

/** /certificados/verificar[/{code}]: public, no sign-in needed. */
export default function VerifyCertificatePage() {
  const { code = '' } = useParams<{ code?: string }>();
  return (
    <PageFrame>
      <div className="min-h-screen bg-background">
        <header className="border-b">
          <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4">
            <Brand href={paths.home} />
            <ThemeToggle />
          </div>
        </header>
        <main id="conteudo" className="px-4 py-8 sm:py-12">
          <CertificateVerification key={code} code={safeDecode(code)} />
        </main>
      </div>
    </PageFrame>
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
