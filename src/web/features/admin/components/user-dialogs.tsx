import { useState } from 'react';
import { ROLE_LABELS, type AdminUser } from '#contracts/admin';
import { ROLES, type Role } from '#contracts/http';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useEraseUser, useResetUserPassword, useSuspendUser, useUpdateUser } from '../api/user-actions.ts';

export type UserDialog = { kind: 'edit' | 'suspend' | 'reset' | 'erase'; user: AdminUser } | null;

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessageOf(error), variant: 'destructive' });

/** Suspend (confirm + optional reason), reset password (confirm) and edit (name, role) of one user. */
export function UserDialogs({ dialog, onClose, currentUserId }: { dialog: UserDialog; onClose: () => void; currentUserId: string | undefined }) {
  return (
    <>
      <SuspendDialog user={dialog?.kind === 'suspend' ? dialog.user : null} onClose={onClose} />
      <ResetDialog user={dialog?.kind === 'reset' ? dialog.user : null} onClose={onClose} />
      {dialog?.kind === 'erase' ? <EraseDialog key={dialog.user.id} user={dialog.user} onClose={onClose} /> : null}
      {dialog?.kind === 'edit' ? <EditDialog key={dialog.user.id} user={dialog.user} onClose={onClose} isSelf={dialog.user.id === currentUserId} /> : null}
    </>
  );
}

function SuspendDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const suspend = useSuspendUser();
  const [reason, setReason] = useState('');
  const confirm = () => {
    if (!user) return;
    suspend.mutate(
      { id: user.id, version: user.version, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: 'Usuário suspenso', description: 'O acesso foi suspenso temporariamente e as sessões abertas foram encerradas.' });
          setReason('');
          onClose();
        },
        onError: failed('Não foi possível suspender'),
      },
    );
  };
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Suspender ${user?.name ?? ''}?`}
      description="As sessões abertas terminam na hora e o login fica bloqueado até a reativação."
      confirmLabel="Suspender"
      onConfirm={confirm}
      pending={suspend.isPending}
    >
      <div className="space-y-2">
        <Label htmlFor="suspend-reason">Motivo (opcional)</Label>
        <Textarea id="suspend-reason" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </div>
    </ConfirmDialog>
  );
}

function ResetDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const reset = useResetUserPassword();
  const confirm = () => {
    if (!user) return;
    reset.mutate(
      { id: user.id, version: user.version },
      {
        onSuccess: () => {
          toast({ title: 'Senha redefinida', description: `Enviamos a ${user.email} um link de uso único para criar uma nova senha.` });
          onClose();
        },
        onError: failed('Não foi possível redefinir a senha'),
      },
    );
  };
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Redefinir a senha de ${user?.name ?? ''}?`}
      description="A senha atual deixa de valer e as sessões abertas terminam. O usuário recebe por e-mail um link de uso único, válido por 24 horas, para criar uma nova senha."
      confirmLabel="Redefinir senha"
      onConfirm={confirm}
      pending={reset.isPending}
    />
  );
}

function EditDialog({ user, onClose, isSelf }: { user: AdminUser; onClose: () => void; isSelf: boolean }) {
  const update = useUpdateUser();
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState<Role>(user.role);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (name.trim().length < 2) return setError('Informe o nome completo (mínimo de 2 caracteres).');
    update.mutate(
      { id: user.id, name: name.trim(), role, version: user.version },
      {
        onSuccess: () => {
          toast({ title: 'Usuário atualizado', description: 'As alterações foram salvas.' });
          onClose();
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Editar usuário</DialogTitle>
          <DialogDescription>{user.email}</DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="edit-name">Nome completo</Label>
            <Input id="edit-name" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="edit-role">Perfil</Label>
            <Select value={role} onValueChange={(value) => setRole(value as Role)} disabled={isSelf}>
              <SelectTrigger id="edit-role"><SelectValue /></SelectTrigger>
              <SelectContent>
                {ROLES.map((r) => <SelectItem key={r} value={r}>{ROLE_LABELS[r]}</SelectItem>)}
              </SelectContent>
            </Select>
            {isSelf ? <p className="text-xs text-muted-foreground">Você não pode alterar o seu próprio perfil de acesso.</p> : null}
          </div>
          {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>Cancelar</Button>
          <Button onClick={save} disabled={update.isPending}>Salvar</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** LGPD art. 18, VI: erases the account now, on the holder's request received outside the platform; the reason is audited. */
function EraseDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const erase = useEraseUser();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (reason.trim().length < 10) {
      setError('Descreva o pedido do titular (pelo menos 10 caracteres).');
      return;
    }
    erase.mutate(
      { id: user.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Conta excluída', description: 'Os dados pessoais foram apagados ou anonimizados; pagamentos e certificados ficam sem o nome.' });
          onClose();
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Excluir a conta de ${user.name} (LGPD)?`}
      description={
        'A exclusão é imediata e não pode ser desfeita: nome, e-mail, CPF, foto, progresso, anotações, mensagens, sessões e notificações são apagados ou ' +
        'anonimizados. Pagamentos e recibos ficam pelo prazo fiscal, sem o nome; cursos de um professor passam para você.'
      }
      confirmLabel="Excluir conta"
      onConfirm={confirm}
      pending={erase.isPending}
    >
      <div className="space-y-2">
        <Label htmlFor="erase-reason">Motivo (pedido do titular)</Label>
        <Textarea id="erase-reason" value={reason} maxLength={500} aria-invalid={error ? true : undefined} aria-describedby={error ? 'erase-error' : undefined}
          onChange={(e) => { setReason(e.target.value); setError(null); }} placeholder="Ex.: pedido recebido por e-mail em 20/11, protocolo 123." />
        {error ? <p id="erase-error" role="alert" className="text-sm text-destructive dark:text-red-400">{error}</p> : null}
      </div>
    </ConfirmDialog>
  );
}
