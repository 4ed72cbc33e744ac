import { useRef } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from '#contracts/users';
import { Avatar, AvatarFallback, AvatarImage } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { initialsOf } from '#web/lib/utils.ts';
import { useRemoveAvatar, useUploadAvatar } from '../api/upload-avatar.ts';

const ACCEPTED = AVATAR_ACCEPT.split(',');

/** Avatar with initials fallback, 'Alterar foto' (PNG/JPEG/WebP ≤ 2 MB, checked again by the server) and removal. */
export function AvatarUploader({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  function onFile(file: File | undefined) {
    if (!file) return;
    if (input.current) input.current.value = '';
    if (file.type && !ACCEPTED.includes(file.type)) {
      return toast({ title: 'Formato não suportado', description: 'Envie uma imagem PNG, JPEG ou WebP.', variant: 'destructive' });
    }
    if (file.size > AVATAR_MAX_BYTES) {
      return toast({ title: 'Imagem muito grande', description: 'A foto deve ter no máximo 2 MB.', variant: 'destructive' });
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: 'Foto atualizada', description: 'Sua nova foto de perfil já está visível.' }),
      onError: (error) => toast({ title: 'Não foi possível enviar a foto', description: errorMessageOf(error), variant: 'destructive' }),
    });
  }

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:gap-5">
      <Avatar className="h-24 w-24 text-2xl" data-testid="profile-avatar">
        {avatarUrl ? <AvatarImage src={avatarUrl} alt={`Foto de ${name}`} /> : null}
        <AvatarFallback className="text-2xl">{initialsOf(name)}</AvatarFallback>
      </Avatar>
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="avatar-input"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} disabled={busy}>
            <Camera aria-hidden="true" /> {upload.isPending ? 'Enviando…' : 'Alterar foto'}
          </Button>
          {avatarUrl ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast({ title: 'Foto removida' }),
                  onError: (error) => toast({ title: 'Não foi possível remover a foto', description: errorMessageOf(error), variant: 'destructive' }),
                })
              }
            >
              <Trash2 aria-hidden="true" /> Remover
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">PNG, JPEG ou WebP, até 2 MB.</p>
      </div>
    </div>
  );
}
