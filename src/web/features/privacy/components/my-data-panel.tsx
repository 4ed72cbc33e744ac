import { useState, type FormEvent } from 'react';
import { Download, FileArchive, Trash2 } from 'lucide-react';
import { DATA_CATEGORIES, ERASURE_GRACE_DAYS, EXPORT_DAYS, type DataRequest, type Retention } from '#contracts/privacy';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate, formatDateTime, formatInteger } from '#web/lib/format.ts';
import { plural } from '#contracts/plural';
import { useCancelErasure, useDownloadExport, useMyData, useRequestErasure, useRequestExport } from '../api/my-data.ts';

const records = (n: number) => plural(n, 'registro', 'registros');
const days = (n: number) => plural(n, 'dia', 'dias');

/** The retention periods the platform applies, in words. */
function RetentionCard({ retention }: { retention: Retention }) {
  const rows = [
    ['Sessões', days(retention.sessionDays)],
    ['Notificações', days(retention.notificationDays)],
    ['E-mails na caixa de saída', days(retention.outboxDays)],
    ['Registro de auditoria', days(retention.auditDays)],
    ['Contas inativas', retention.inactiveAccountDays === 0 ? 'mantidas até o pedido de exclusão' : `excluídas após ${days(retention.inactiveAccountDays)} sem acesso`],
    ['Pagamentos e recibos', '5 anos após o pagamento (obrigação fiscal)'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Por quanto tempo guardamos</CardTitle>
        <CardDescription>Prazos definidos pela administração da plataforma; depois deles, os registros são apagados.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function PasswordDialog({
  open, onOpenChange, title, description, confirmLabel, destructive = false, askCode, pending, onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  askCode: boolean;
  pending: boolean;
  onConfirm: (values: { currentPassword: string; code?: string }) => Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setCode('');
      setError(null);
    }
    onOpenChange(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Informe sua senha.');
    if (askCode && !code.trim()) return setError('Informe o código do aplicativo autenticador (ou um código de recuperação).');
    setError(null);
    try {
      await onConfirm({ currentPassword: password, ...(askCode ? { code: code.trim() } : {}) });
      close(false);
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="privacy-password">Sua senha</Label>
            <Input id="privacy-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          {askCode ? (
            <div className="space-y-2">
              <Label htmlFor="privacy-code">Código de verificação</Label>
              <Input id="privacy-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive dark:text-red-400">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ExportCard({ latest }: { latest: DataRequest | undefined }) {
  const request = useRequestExport();
  const download = useDownloadExport();
  const [asking, setAsking] = useState(false);
  const preparing = latest?.status === 'pendente' || latest?.status === 'preparando';
  const ready = latest?.status === 'pronto';
  const start = () =>
    request.mutate(undefined, {
      onSuccess: () => toast({ title: 'Exportação pedida', description: 'Avisaremos por notificação e e-mail quando o arquivo estiver pronto.' }),
      onError: (error) => toast({ title: 'Não foi possível pedir a exportação', description: errorMessageOf(error), variant: 'destructive' }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Baixar uma cópia dos meus dados</CardTitle>
        <CardDescription>
          Um arquivo ZIP com um JSON por categoria, sua foto, recibos, certificados e anotações. Fica disponível por {days(EXPORT_DAYS)}; pedimos sua senha de novo antes do download.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {preparing ? (
          <p role="status" className="text-sm">
            Preparando o arquivo (pedido em {formatDateTime(latest.requestedAt)}). Você receberá uma notificação e um e-mail quando estiver pronto.
          </p>
        ) : null}
        {ready && latest.dueAt ? (
          <p className="text-sm">
            Arquivo pronto ({latest.sizeBytes ? `${formatInteger(Math.max(1, Math.round(latest.sizeBytes / 1024)))} KB` : 'ZIP'}), disponível até {formatDate(latest.dueAt)}.
          </p>
        ) : null}
        {latest?.status === 'falhou' ? <p className="text-sm text-destructive dark:text-red-400">A última exportação falhou. Peça outra; se o erro continuar, fale com o suporte.</p> : null}
        <div className="flex flex-wrap gap-2">
          {ready ? (
            <Button onClick={() => setAsking(true)}>
              <Download aria-hidden="true" /> Baixar meus dados
            </Button>
          ) : null}
          <Button variant={ready ? 'outline' : 'default'} onClick={start} disabled={preparing || request.isPending}>
            <FileArchive aria-hidden="true" /> {ready ? 'Gerar novo arquivo' : 'Exportar meus dados'}
          </Button>
        </div>
      </CardContent>
      {latest ? (
        <PasswordDialog
          open={asking}
          onOpenChange={setAsking}
          title="Baixar meus dados"
          description="Confirme sua senha para baixar o arquivo."
          confirmLabel="Baixar"
          askCode={false}
          pending={download.isPending}
          onConfirm={({ currentPassword }) => download.mutateAsync({ id: latest.id, currentPassword })}
        />
      ) : null}
    </Card>
  );
}

function ErasureCard({ scheduled, askCode, isAdmin }: { scheduled: DataRequest | undefined; askCode: boolean; isAdmin: boolean }) {
  const request = useRequestErasure();
  const cancel = useCancelErasure();
  const [asking, setAsking] = useState(false);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">Excluir minha conta</CardTitle>
        <CardDescription>
          Seus dados pessoais são apagados ou anonimizados {days(ERASURE_GRACE_DAYS)} depois do pedido; até lá você pode cancelar. Pagamentos e recibos ficam guardados pelo prazo fiscal, sem o seu nome; certificados emitidos continuam verificáveis, sem o seu nome.
          {isAdmin ? ' A última conta de administrador ativa não pode ser excluída.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {scheduled?.dueAt ? (
          <>
            <p role="status" className="font-medium">
              Sua conta será excluída em {formatDate(scheduled.dueAt)}.
            </p>
            <Button
              variant="outline"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => toast({ title: 'Exclusão cancelada', description: 'Sua conta continua ativa.' }),
                  onError: (error) => toast({ title: 'Não foi possível cancelar', description: errorMessageOf(error), variant: 'destructive' }),
                })
              }
            >
              Cancelar exclusão
            </Button>
          </>
        ) : (
          <Button variant="destructive" onClick={() => setAsking(true)}>
            <Trash2 aria-hidden="true" /> Excluir minha conta
          </Button>
        )}
      </CardContent>
      <PasswordDialog
        open={asking}
        onOpenChange={setAsking}
        title="Excluir minha conta?"
        description={`A exclusão acontece em ${days(ERASURE_GRACE_DAYS)}; enviaremos um e-mail com a data. Depois dela não é possível recuperar a conta.`}
        confirmLabel="Agendar exclusão"
        destructive
        askCode={askCode}
        pending={request.isPending}
        onConfirm={async (values) => {
          await request.mutateAsync(values);
          toast({ title: 'Exclusão agendada', description: 'Enviamos um e-mail com a data. Você pode cancelar até lá.' });
        }}
      />
    </Card>
  );
}

/** "Meus dados" (LGPD art. 18): each category with its purpose, legal basis, retention and recipients; export and erasure. */
export function MyDataPanel({ totpEnabled, isAdmin }: { totpEnabled: boolean; isAdmin: boolean }) {
  const { data, isLoading, isError } = useMyData();
  if (isLoading) return <Skeleton className="h-96 w-full" />;
  if (isError || !data) return <p className="text-sm text-destructive dark:text-red-400">Não foi possível carregar seus dados. Recarregue a página.</p>;
  const latestExport = data.requests.find((r) => r.kind === 'export');
  const scheduled = data.requests.find((r) => r.kind === 'erasure' && r.status === 'agendado');
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <ExportCard latest={latestExport} />
        <ErasureCard scheduled={scheduled} askCode={totpEnabled} isAdmin={isAdmin} />
      </div>
      <section aria-labelledby="categories-title" className="space-y-4">
        <h2 id="categories-title" className="text-xl font-semibold">
          O que guardamos sobre você
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {DATA_CATEGORIES.map((category) => (
            <Card key={category.key} data-category={category.key}>
              <CardHeader>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <CardTitle as="h3" className="text-lg">
                    {category.title}
                  </CardTitle>
                  <Badge variant="secondary">{records(data.counts[category.key] ?? 0)}</Badge>
                </div>
                <CardDescription>{category.holds}</CardDescription>
              </CardHeader>
              <CardContent>
                <dl className="space-y-2 text-sm">
                  <div>
                    <dt className="font-medium">Para quê</dt>
                    <dd className="text-muted-foreground">{category.purpose}</dd>
                  </div>
                  <div>
                    <dt className="font-medium">Base legal (LGPD)</dt>
                    <dd className="text-muted-foreground">{category.legalBasis}</dd>
                  </div>
                  <div>
                    <dt className="font-medium">Por quanto tempo</dt>
                    <dd className="text-muted-foreground">{category.retention}</dd>
                  </div>
                  <div>
                    <dt className="font-medium">Quem mais recebe</dt>
                    <dd className="text-muted-foreground">{category.recipients}</dd>
                  </div>
                </dl>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
      <RetentionCard retention={data.retention} />
    </div>
  );
}
