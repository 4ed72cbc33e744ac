import { Send, Upload } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { TEACHER_PAGE_SIZE } from '#contracts/authoring';
import { PageContainer } from '#web/components/layout/page-container.tsx';
import { BackLink } from '#web/components/layout/back-link.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Pagination, pagesOf } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useEditOutline } from '#web/features/authoring/api/edit-outline.ts';
import { useAuthoringCourse } from '#web/features/authoring/api/get-authoring-course.ts';
import { useTeacherMaterials } from '#web/features/authoring/api/get-teacher-materials.ts';
import { MaterialUploadDialog } from '#web/features/authoring/components/material-upload-dialog.tsx';
import { TeacherMaterialList } from '#web/features/authoring/components/teacher-material-list.tsx';
import { usePublicSettings } from '#web/features/settings/api/get-public-settings.ts';
import { CourseForm } from '#web/features/authoring/components/course-form.tsx';
import { CourseOutlineEditor } from '#web/features/authoring/components/course-outline-editor.tsx';
import { CourseStatusBadge } from '#web/features/authoring/components/course-status-badge.tsx';
import { CourseThumbnailEditor } from '#web/features/authoring/components/course-thumbnail-editor.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';

function NewCourse() {
  const [, navigate] = useLocation();
  return (
    <div className="space-y-6">
      <BackLink href={paths.professor.dashboard}>Voltar ao Painel</BackLink>
      <h1 className="text-3xl font-bold tracking-tight">Novo curso</h1>
      <Card>
        <CardContent className="pt-6">
          <CourseForm course={null} onSaved={(course) => navigate(paths.professor.courseEditor(course.id), { replace: true })} />
        </CardContent>
      </Card>
    </div>
  );
}

/** The course's materials, with the upload dialog set to this course. */
function CourseMaterials({ course, disabled }: { course: { id: string; title: string }; disabled: boolean }) {
  const courseId = course.id;
  const [page, setPage] = useState(1);
  const materials = useTeacherMaterials({ courseId, page, pageSize: TEACHER_PAGE_SIZE });
  const settings = usePublicSettings();
  return (
    <section className="space-y-4" aria-labelledby="materiais-curso">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="materiais-curso" className="text-2xl font-semibold">
          Materiais
        </h2>
        {disabled ? (
          <Button disabled aria-describedby="materiais-bloqueados">
            <Upload aria-hidden="true" /> Enviar material
          </Button>
        ) : settings.data ? (
          <MaterialUploadDialog maxUploadSizeMb={settings.data.maxUploadSize} defaultCourse={course} />
        ) : null}
      </div>
      {disabled ? (
        <p id="materiais-bloqueados" className="text-sm text-muted-foreground">
          O curso está em análise: os materiais e o simulado fazem parte do que a moderação avalia e não podem ser alterados até a decisão.
        </p>
      ) : null}
      {materials.isError ? (
        <p role="alert">Não foi possível carregar os materiais. {errorMessageOf(materials.error)}</p>
      ) : materials.data ? (
        <div className="space-y-4">
          <TeacherMaterialList materials={materials.data.items} />
          <Pagination page={page} pages={pagesOf(materials.data)} onPage={setPage} disabled={materials.isFetching} />
        </div>
      ) : (
        <Skeleton className="h-24" aria-hidden="true" />
      )}
    </section>
  );
}

function EditCourse({ id }: { id: string }) {
  const course = useAuthoringCourse(id);
  const submit = useEditOutline(id);

  if (course.isError) {
    return (
      <div className="space-y-6">
        <BackLink href={paths.professor.dashboard}>Voltar ao Painel</BackLink>
        <p role="alert">Não foi possível abrir o curso. {errorMessageOf(course.error)}</p>
      </div>
    );
  }
  if (!course.data) return <Skeleton className="h-96" aria-hidden="true" />;
  const data = course.data;
  const inReview = data.inReview;
  const revision = data.revision;
  const canSubmit =
    data.status === 'draft' || data.status === 'rejected' || data.status === 'unpublished' || (data.status === 'approved' && revision !== null && revision.status !== 'pending');

  return (
    <div className="space-y-6">
      <BackLink href={paths.professor.dashboard}>Voltar ao Painel</BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{data.title}</h1>
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <CourseStatusBadge status={data.status} />
            <span>
              {inReview
                ? 'Em análise pela moderação: o curso não pode ser alterado até a decisão.'
                : data.status === 'approved'
                  ? 'No catálogo: suas alterações formam uma nova versão, que os alunos só veem depois de aprovada pela moderação.'
                  : 'Só cursos aprovados aparecem no catálogo.'}
            </span>
          </div>
        </div>
        {canSubmit ? (
          <Button
            disabled={submit.isPending}
            onClick={() =>
              submit.mutate(
                { kind: 'submit' },
                {
                  onSuccess: () => toast({ title: 'Curso enviado para análise', description: 'Você será avisado quando a moderação decidir.' }),
                  onError: (error) => toast({ title: 'Não foi possível enviar', description: errorMessageOf(error), variant: 'destructive' }),
                },
              )
            }
          >
            <Send aria-hidden="true" /> Enviar para análise
          </Button>
        ) : null}
      </div>
      {data.status === 'rejected' && data.rejectionReason ? (
        <div role="status" className="rounded-xl border border-destructive/50 p-4 text-sm" data-testid="rejection-reason">
          <p className="font-medium">O curso foi rejeitado pela moderação.</p>
          <p>Motivo: {data.rejectionReason}</p>
          <p className="mt-1 text-muted-foreground">Corrija o que foi pedido e envie novamente para análise.</p>
        </div>
      ) : null}
      {revision ? (
        <div role="status" className="rounded-xl border p-4 text-sm" data-testid="revision-state">
          <p className="font-medium">
            {revision.status === 'pending'
              ? 'Nova versão em análise pela moderação: ela não pode ser alterada até a decisão.'
              : revision.status === 'rejected'
                ? 'A nova versão foi rejeitada pela moderação.'
                : 'Nova versão em edição: envie para análise quando terminar.'}
          </p>
          {revision.status === 'rejected' && revision.rejectionReason ? <p>Motivo: {revision.rejectionReason}</p> : null}
          <p className="mt-1 text-muted-foreground">Os alunos continuam vendo a versão aprovada, "{revision.liveTitle}".</p>
        </div>
      ) : null}
      {data.status === 'unpublished' && data.unpublishedReason ? (
        <div role="status" className="rounded-xl border border-destructive/50 p-4 text-sm" data-testid="unpublished-reason">
          <p className="font-medium">O curso foi retirado do catálogo pela moderação.</p>
          <p>Motivo: {data.unpublishedReason}</p>
          <p className="mt-1 text-muted-foreground">Os alunos matriculados mantêm o histórico e os certificados. Corrija o que foi pedido e envie novamente para análise.</p>
        </div>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Dados do curso</CardTitle>
        </CardHeader>
        <CardContent>
          <CourseForm course={data} disabled={inReview} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Capa do curso</CardTitle>
        </CardHeader>
        <CardContent>
          <CourseThumbnailEditor course={data} disabled={inReview} />
        </CardContent>
      </Card>
      <section className="space-y-4" aria-labelledby="conteudo-curso">
        <h2 id="conteudo-curso" className="text-2xl font-semibold">
          Módulos e aulas
        </h2>
        <CourseOutlineEditor course={data} disabled={inReview} />
      </section>
      <CourseMaterials course={data} disabled={inReview} />
    </div>
  );
}

/** /professor/cursos (a new course) and /professor/cursos/{id}: the teacher's course editor. */
export default function CourseEditorPage() {
  const { id } = useParams<{ id?: string }>();
  return <PageContainer kind="wide">{id ? <EditCourse id={id} /> : <NewCourse />}</PageContainer>;
}
