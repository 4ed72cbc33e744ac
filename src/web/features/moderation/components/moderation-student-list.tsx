import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { IDENTITY_STATUS_LABELS, type ModerationStudent, type Rejection } from '#contracts/moderation';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
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
      onSuccess: () => toast({ title: 'Aprovado com sucesso', description: student.identityStatus === 'pendente' ? `A identidade de ${student.name} foi verificada.` : `A conta de ${student.name} foi liberada.` }),
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
      <ul className="grid gap-4 lg:grid-cols-2" aria-label={decidable ? 'Alunos com documentos pendentes' : 'Alunos com documentos recusados'}>
        {students.map((student) => (
          <li key={student.id}>
            <Card data-testid="moderation-student">
              <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
                <div className="min-w-0 space-y-1">
                  <CardTitle as="h3" className="text-lg">{student.name}</CardTitle>
                  <p className="break-words text-sm text-muted-foreground">
                    <EmailAddress email={student.email} />
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  {student.identityStatus ? (
                    <Badge variant={student.identityStatus === 'verificado' ? 'default' : student.identityStatus === 'rejeitado' ? 'destructive' : 'secondary'}>
                      {IDENTITY_STATUS_LABELS[student.identityStatus]}
                    </Badge>
                  ) : null}
                  {student.accountPending ? <Badge variant="outline">Conta em análise</Badge> : null}
                </div>
              </CardHeader>
              <CardContent className="space-y-4">
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div><dt className="text-muted-foreground">Cadastro</dt><dd>{formatDate(student.registeredAt)}</dd></div>
                  <div><dt className="text-muted-foreground">Enviado em</dt><dd>{student.submittedAt ? formatDate(student.submittedAt) : '—'}</dd></div>
                  <div className="col-span-2">
                    <dt className="text-muted-foreground">Documentos</dt>
                    <dd>
                      {student.cpf === null ? 'Nenhum documento enviado' : <>CPF {student.cpf}{' '}</>}
                      {student.cpf === null ? null : <span className={student.cpfValid ? 'text-muted-foreground' : 'font-semibold underline decoration-destructive decoration-2 underline-offset-2'}>
                        ({student.cpfValid ? 'dígitos verificadores válidos' : 'dígitos verificadores inválidos'})
                      </span>}
                    </dd>
                  </div>
                  {student.rejectionReason ? <div className="col-span-2"><dt className="text-muted-foreground">Motivo</dt><dd>{student.rejectionReason}</dd></div> : null}
                </dl>
                {decidable ? (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => onApprove(student)} disabled={approve.isPending || (student.identityStatus === 'pendente' && !student.cpfValid)}>
                      <Check aria-hidden="true" /> Aprovar <span className="sr-only">{student.name}</span>
                    </Button>
                    <Button variant="destructive" size="sm" onClick={() => setRejecting(student)}>
                      <X aria-hidden="true" /> Rejeitar <span className="sr-only">{student.name}</span>
                    </Button>
                  </div>
                ) : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
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
