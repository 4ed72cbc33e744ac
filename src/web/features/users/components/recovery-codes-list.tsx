import { Copy, Download } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { saveBlob } from '#web/lib/api-client.ts';

/** Shown once, right after they are generated: only their hashes are kept on the server. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Guarde estes códigos de recuperação em um lugar seguro. Cada um permite entrar <strong>uma única vez</strong> se você perder acesso ao aplicativo
        autenticador. Eles não serão mostrados novamente.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-md border bg-muted p-3 font-mono text-sm" aria-label="Códigos de recuperação" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            navigator.clipboard
              ?.writeText(text)
              .then(() => toast({ title: 'Códigos copiados' }))
              .catch(() => toast({ title: 'Não foi possível copiar', description: 'Selecione e copie os códigos manualmente.', variant: 'destructive' }))
          }
        >
          <Copy aria-hidden="true" /> Copiar códigos
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), 'codigos-de-recuperacao-eduia.txt')}>
          <Download aria-hidden="true" /> Baixar .txt
        </Button>
      </div>
    </div>
  );
}
