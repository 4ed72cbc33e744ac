import { useState, type FormEvent } from 'react';
import { CheckCircle2, Search, XCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError, errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate, formatHours } from '#web/lib/format.ts';
import { useCertificateVerification } from '../api/verify-certificate.ts';
import { ERASED_NAME } from '#contracts/privacy';

/** The public check of a certificate code: a form, and the certificate's holder or 'not found'. */
export function CertificateVerification({ code }: { code: string }) {
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(code);
  const verification = useCertificateVerification(code);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = typed.trim();
    if (value) navigate(paths.verifyCertificate(value));
  }

  const notFound = verification.error instanceof ApiError && verification.error.status === 404;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Verificar Certificado</h1>
        <p className="text-muted-foreground">Digite o código impresso no certificado para confirmar sua autenticidade.</p>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
        <div className="flex-1 space-y-2">
          <Label htmlFor="certificate-code">Código do certificado</Label>
          <Input
            id="certificate-code"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="EDU-XXXX-XXXX-XXXX"
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase"
            maxLength={64}
            required
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" /> Verificar
        </Button>
      </form>

      <div aria-live="polite">
        {code && verification.isLoading ? <Skeleton className="h-56 w-full" /> : null}
        {verification.data ? (
          <Card className="border-2 border-success/60" data-testid="certificate-valid">
            <CardHeader>
              <div className="flex items-center gap-2 text-success">
                <CheckCircle2 className="h-6 w-6" aria-hidden="true" />
                <CardTitle as="h2">Certificado válido</CardTitle>
              </div>
              {verification.data.studentName === ERASED_NAME ? (
                // The holder erased the account (LGPD): the certificate was issued; the name is gone.
                <p className="text-2xl font-bold" data-testid="certificate-holder">
                  Emitido; titular removido
                </p>
              ) : (
                <>
                  <CardDescription>
                    Emitido por {verification.data.platformName} para:
                  </CardDescription>
                  <p className="text-2xl font-bold" data-testid="certificate-holder">
                    {verification.data.studentName}
                  </p>
                </>
              )}
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <dt className="text-muted-foreground">Curso</dt>
                  <dd className="font-medium">{verification.data.courseTitle}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Concluído em</dt>
                  <dd className="font-medium">{formatDate(verification.data.issuedAt)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Carga horária</dt>
                  <dd className="font-medium">{formatHours(verification.data.minutes)}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Instrutor</dt>
                  <dd className="font-medium">{verification.data.instructorName}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Código</dt>
                  <dd className="font-mono font-medium">{verification.data.code}</dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        ) : null}
        {verification.isError ? (
          <Card className="border-2 border-destructive/60" data-testid="certificate-invalid">
            <CardContent className="flex items-start gap-3 p-6">
              <XCircle className="h-6 w-6 shrink-0 text-destructive" aria-hidden="true" />
              <div>
                <h2 className="font-semibold">{notFound ? 'Certificado não encontrado' : 'Não foi possível verificar agora'}</h2>
                <p className="text-sm text-muted-foreground">
                  {notFound ? `Nenhum certificado corresponde ao código ${code}. Confira se ele foi digitado corretamente.` : errorMessageOf(verification.error)}
                </p>
              </div>
            </CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
