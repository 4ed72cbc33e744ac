import { Award, Download, ShieldCheck } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'wouter';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, formatHours } from '#web/lib/format.ts';
import { useCertificates } from '../api/list-certificates.ts';
import { useDownloadCertificate } from '../api/download-certificate.ts';
import { BackLink } from '#web/components/layout/back-link.tsx';
import { plural } from '#contracts/plural';

/** /aluno/certificados: each certificate with course, completion date, hours, instructor and its PDF. */
export function CertificateList() {
  const { data, isLoading, isError } = useCertificates();
  const download = useDownloadCertificate();
  // ?certificado={id} (history's 'Ver Certificado', the notification): that certificate is highlighted and brought into view.
  const [params] = useSearchParams();
  const highlightedId = params.get('certificado');
  const highlighted = React.useRef<HTMLDivElement | null>(null);
  const hasData = data !== undefined;
  React.useEffect(() => {
    if (!hasData || !highlighted.current) return;
    highlighted.current.scrollIntoView({ block: 'center' });
    highlighted.current.focus({ preventScroll: true });
  }, [hasData, highlightedId]);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink href={paths.aluno.dashboard}>Voltar ao Dashboard</BackLink>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Meus Certificados</h1>
        <p className="text-muted-foreground">
          {data ? `${plural(data.length, 'certificado', 'certificados')} de conclusão` : 'Seus certificados de conclusão de curso'}
        </p>
      </div>

      {isLoading ? (
        <div className="grid gap-4 md:grid-cols-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-44 w-full" />
          ))}
        </div>
      ) : null}
      {isError ? <p className="text-sm text-destructive">Não foi possível carregar seus certificados. Recarregue a página.</p> : null}
      {data && data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
            <Award className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">Você ainda não tem certificados.</p>
            <p className="text-sm text-muted-foreground">Conclua todas as aulas de um curso e seja aprovado no simulado para receber o seu.</p>
            <Button asChild>
              <Link href={paths.aluno.dashboard}>Explorar cursos</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <ul className="grid gap-4 md:grid-cols-2">
        {data?.map((certificate) => {
          const isHighlighted = certificate.id === highlightedId;
          return (
          <li key={certificate.id}>
            <Card
              ref={isHighlighted ? highlighted : undefined}
              tabIndex={isHighlighted ? -1 : undefined}
              aria-current={isHighlighted ? 'true' : undefined}
              className={isHighlighted ? 'h-full outline-none ring-2 ring-primary' : 'h-full'}
              data-testid="certificate-card"
              data-highlighted={isHighlighted ? 'true' : undefined}
            >
              <CardContent className="flex h-full flex-col gap-4 p-5">
                <div className="flex items-start gap-3">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
                    <Award className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <h2 className="text-lg font-semibold leading-snug">{certificate.courseTitle}</h2>
                </div>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <div>
                    <dt className="text-muted-foreground">Concluído em</dt>
                    <dd className="font-medium">{formatDate(certificate.issuedAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Carga horária</dt>
                    <dd className="font-medium">{formatHours(certificate.minutes)}</dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="text-muted-foreground">Instrutor</dt>
                    <dd className="font-medium">{certificate.instructorName}</dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="text-muted-foreground">Código de verificação</dt>
                    <dd className="font-mono font-medium">{certificate.code}</dd>
                  </div>
                </dl>
                <div className="mt-auto flex flex-wrap gap-2">
                  <Button
                    onClick={() => download.mutate(certificate.id)}
                    disabled={download.isPending && download.variables === certificate.id}
                    aria-label={`Baixar certificado de ${certificate.courseTitle}`}
                  >
                    <Download aria-hidden="true" /> Baixar PDF
                  </Button>
                  <Button asChild variant="outline">
                    <Link href={paths.verifyCertificate(certificate.code)}>
                      <ShieldCheck aria-hidden="true" /> Verificar
                    </Link>
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
          );
        })}
      </ul>
    </div>
  );
}
