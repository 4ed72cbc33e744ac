import { useState } from 'react';
import { Check, EyeOff, Eye, X } from 'lucide-react';
import { CATEGORY_LABELS } from '#contracts/courses';
import { COURSE_STATUS_LABELS } from '#contracts/authoring';
import { MODERATION_COURSE_LIST_LIMIT, UnpublishSchema, type ModerationCourse, type Rejection, type Unpublish } from '#contracts/moderation';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate, formatHours } from '#web/lib/format.ts';
import { useApproveCourse } from '../api/approve-course.ts';
import { useRejectCourse } from '../api/reject-course.ts';
import { useUnpublishCourse } from '../api/unpublish-course.ts';
import { CoursePreviewDialog } from './course-preview-dialog.tsx';
import { RejectionDialog } from './rejection-dialog.tsx';
import { plural } from '#contracts/plural';

/** Pending courses (oldest first) with preview, 'Aprovar' and 'Rejeitar'. */
export function PendingCourseList({ courses }: { courses: ModerationCourse[] }) {
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ModerationCourse | null>(null);
  const approve = useApproveCourse();
  const reject = useRejectCourse();

  const onApprove = (course: ModerationCourse) =>
    approve.mutate(course.id, {
      onSuccess: () => toast({ title: 'Aprovado com sucesso', description: `${course.title} já está no catálogo.` }),
      onError: (error) => toast({ title: 'Não foi possível aprovar', description: errorMessageOf(error), variant: 'destructive' }),
    });
  const onReject = (values: Rejection) => {
    if (!rejecting) return;
    reject.mutate({ id: rejecting.id, body: values }, {
      onSuccess: () => {
        toast({ title: 'Rejeitado', description: `O professor de ${rejecting.title} foi avisado com o motivo.`, variant: 'destructive' });
        setRejecting(null);
      },
      onError: (error) => {
        toast({ title: 'Não foi possível rejeitar', description: errorMessageOf(error), variant: 'destructive' });
        setRejecting(null);
      },
    });
  };

  if (courses.length === 0) return <p className="text-muted-foreground">Nenhum curso aguardando moderação.</p>;
  return (
    <>
      {courses.length >= MODERATION_COURSE_LIST_LIMIT && (
        <p className="text-sm text-muted-foreground">
          Mostrando os {MODERATION_COURSE_LIST_LIMIT} envios mais antigos. Os próximos aparecem conforme estes forem decididos.
        </p>
      )}
      <ul className="grid gap-4 lg:grid-cols-2" aria-label="Cursos pendentes">
        {courses.map((course) => (
          <li key={course.id}>
            <Card data-testid="pending-course">
              <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
                <div className="min-w-0 space-y-1">
                  <CardTitle as="h3" className="text-lg">{course.title}</CardTitle>
                  <p className="text-sm text-muted-foreground">{course.instructorName}</p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <Badge variant="secondary">{COURSE_STATUS_LABELS[course.status]}</Badge>
                  {course.isRevision ? <Badge variant="outline">Nova versão</Badge> : null}
                </div>
              </CardHeader>
              <CardContent className="space-y-4">
                <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                  <div><dt className="text-muted-foreground">Categoria</dt><dd>{CATEGORY_LABELS[course.category]}</dd></div>
                  <div><dt className="text-muted-foreground">Enviado em</dt><dd>{course.submittedAt ? formatDate(course.submittedAt) : '—'}</dd></div>
                  <div><dt className="text-muted-foreground">Duração</dt><dd>{formatHours(course.durationMinutes)} ({plural(course.lessons, 'aula', 'aulas')})</dd></div>
                </dl>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setPreviewId(course.id)}>
                    <Eye aria-hidden="true" /> Pré-visualizar <span className="sr-only">{course.title}</span>
                  </Button>
                  <Button size="sm" onClick={() => onApprove(course)} disabled={approve.isPending}>
                    <Check aria-hidden="true" /> Aprovar <span className="sr-only">{course.title}</span>
                  </Button>
                  <Button variant="destructive" size="sm" onClick={() => setRejecting(course)}>
                    <X aria-hidden="true" /> Rejeitar <span className="sr-only">{course.title}</span>
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <CoursePreviewDialog courseId={previewId} onClose={() => setPreviewId(null)} />
      <RejectionDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title="Rejeitar curso"
        description={rejecting ? `O motivo será enviado a ${rejecting.instructorName}, que poderá corrigir ${rejecting.title} e reenviar.` : ''}
        pending={reject.isPending}
        onReject={onReject}
      />
    </>
  );
}

/** Approved courses with when and by whom; 'Retirar do catálogo' asks for a reason and confirms. */
export function ApprovedCourseList({ courses }: { courses: ModerationCourse[] }) {
  const [unpublishing, setUnpublishing] = useState<ModerationCourse | null>(null);
  const unpublish = useUnpublishCourse();
  const onUnpublish = (values: Unpublish) => {
    if (!unpublishing) return;
    unpublish.mutate({ id: unpublishing.id, body: values }, {
      onSuccess: () => {
        toast({ title: 'Curso retirado do catálogo', description: `O professor de ${unpublishing.title} foi avisado com o motivo.` });
        setUnpublishing(null);
      },
      onError: (error) => {
        toast({ title: 'Não foi possível retirar do catálogo', description: errorMessageOf(error), variant: 'destructive' });
        setUnpublishing(null);
      },
    });
  };
  if (courses.length === 0) return <p className="text-muted-foreground">Nenhum curso aprovado ainda.</p>;
  return (
    <>
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Cursos aprovados</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-3 font-medium">Curso</th>
            <th scope="col" className="p-3 font-medium">Professor</th>
            <th scope="col" className="p-3 font-medium">Categoria</th>
            <th scope="col" className="p-3 font-medium">Aprovado em</th>
            <th scope="col" className="p-3 font-medium">Aprovado por</th>
            <th scope="col" className="p-3 font-medium"><span className="sr-only">Ações</span></th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course.id} className="border-t" data-testid="approved-course">
              <td className="p-3 font-medium">{course.title}</td>
              <td className="p-3">{course.instructorName}</td>
              <td className="p-3">{CATEGORY_LABELS[course.category]}</td>
              <td className="p-3">{course.approvedAt ? formatDate(course.approvedAt) : '—'}</td>
              <td className="p-3">{course.approvedByName ?? '—'}</td>
              <td className="p-3">
                <Button variant="outline" size="sm" onClick={() => setUnpublishing(course)}>
                  <EyeOff aria-hidden="true" /> Retirar do catálogo <span className="sr-only">{course.title}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    <RejectionDialog
      open={unpublishing !== null}
      onOpenChange={(open) => !open && setUnpublishing(null)}
      title="Retirar curso do catálogo"
      description={
        unpublishing
          ? `${unpublishing.title} sairá do catálogo e da busca. Os alunos matriculados mantêm o histórico e os certificados, mas não continuam o curso. O motivo será enviado a ${unpublishing.instructorName}.`
          : ''
      }
      schema={UnpublishSchema}
      reasonLabel="Motivo da retirada"
      confirmLabel="Retirar do catálogo"
      pending={unpublish.isPending}
      onReject={onUnpublish}
    />
    </>
  );
}
