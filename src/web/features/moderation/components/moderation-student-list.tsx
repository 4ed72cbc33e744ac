import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { IDENTITY_STATUS_LABELS, type ModerationStudent, type Rejection } from '#contracts/moderation';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { useApproveStudent, useRejectStudent } from '../api/decide-student.ts';
import { RejectionDialog } from './rejection-dialog.tsx';

/** Students with their documents: pending ones get 'Aprovar' and 'Rejeitar'. */
export function ModerationStudentList({ students, decidable }: { students: ModerationStudent[]; decidable: boolean }) {
  const [rejecting, setRejecting] = useState<ModerationStudent | null>(null);
  const approve = useApproveStudent();
  const reject = useRejectStudent();

  const onApprove = (student: ModerationStudent) =>
    approve.mutate(student.id, {
      onSuccess: () => toast({ title: 'Aprovado com sucesso', description: `A identidade de ${student.name} foi verificada.` }),
      onError: (error) => toast({ title: 'Não foi possível aprovar', description: errorMessageOf(error), variant: 'destructive' }),
    });
  const onReject = (values: Rejection) => {
    if (!rejecting) return;
    reject.mutate({ id: rejecting.id, body: values }, {
      onSuccess: () => {
        toast({ title: 'Rejeitado', description: `${rejecting.name} foi avisado com o motivo.`, variant: 'destructive' });
        setRejecting(null);
      },
      onError: (error) => {
        toast({ title: 'Não foi possível rejeitar', description: errorMessageOf(error), variant: 'destructive' });
        setRejecting(null);
      },
    });
  };

  if (students.length === 0) return <p className="text-muted-foreground">Nenhum aluno nesta situação.</p>;
  return (
    <>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">Alunos e documentos</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-3 font-medium">Nome</th>
              <th scope="col" className="p-3 font-medium">E-mail</th>
              <th scope="col" className="p-3 font-medium">Cadastro</th>
              <th scope="col" className="p-3 font-medium">Documentos</th>
              <th scope="col" className="p-3 font-medium">Situação</th>
              {decidable ? <th scope="col" className="p-3 font-medium"><span className="sr-only">Ações</span></th> : null}
            </tr>
          </thead>
          <tbody>
            {students.map((student) => (
              <tr key={student.id} className="border-t align-top" data-testid="moderation-student">
                <td className="p-3 font-medium">{student.name}</td>
                <td className="p-3 break-all">{student.email}</td>
                <td className="p-3">{formatDate(student.registeredAt)}</td>
                <td className="p-3">
                  <span className="whitespace-nowrap">CPF {student.cpf ?? '—'}</span>
                  <br />
                  <span className={student.cpfValid ? 'text-xs text-muted-foreground' : 'text-xs font-medium text-destructive'}>
                    {student.cpfValid ? 'Dígitos verificadores válidos' : 'Dígitos verificadores inválidos'}
                  </span>
                  {student.rejectionReason ? <p className="mt-1 text-xs">Motivo: {student.rejectionReason}</p> : null}
                </td>
                <td className="p-3">
                  <Badge variant={student.identityStatus === 'verificado' ? 'default' : student.identityStatus === 'rejeitado' ? 'destructive' : 'secondary'}>
                    {IDENTITY_STATUS_LABELS[student.identityStatus]}
                  </Badge>
                </td>
                {decidable ? (
                  <td className="p-3">
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" onClick={() => onApprove(student)} disabled={approve.isPending || !student.cpfValid}>
                        <Check aria-hidden="true" /> Aprovar <span className="sr-only">{student.name}</span>
                      </Button>
                      <Button variant="destructive" size="sm" onClick={() => setRejecting(student)}>
                        <X aria-hidden="true" /> Rejeitar <span className="sr-only">{student.name}</span>
                      </Button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RejectionDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title="Rejeitar documentos"
        description={rejecting ? `O motivo será enviado a ${rejecting.name}, que poderá enviar os documentos de novo.` : ''}
        pending={reject.isPending}
        onReject={onReject}
      />
    </>
  );
}
