import * as React from 'react';
import { CheckCircle2, ChevronLeft, ChevronRight, ClipboardCheck, Download, ExternalLink, Loader2, SearchX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'wouter';
import { CATEGORY_LABELS, EXAM_PENDING_MESSAGE, type CourseDetail, type CourseMaterial } from '#contracts/courses';
import { paths } from '#web/lib/paths.ts';
import { BlockingOverlay } from '#web/components/layout/blocking-overlay.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#web/components/ui/dropdown-menu.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useSupportDialog } from '#web/features/billing/components/use-support-dialog.tsx';
import { downloadMaterial } from '#web/features/courses/api/download-material.ts';
import { useCourse } from '#web/features/courses/api/get-course.ts';
import { useLesson } from '#web/features/courses/api/get-lesson.ts';
import { LessonList } from '#web/features/courses/components/lesson-list.tsx';
import { RenderedMarkdown } from '#web/components/ui/markdown.tsx';
import { useCompleteLesson } from '#web/features/learning/api/complete-lesson.ts';
import { useEnrollCourse } from '#web/features/learning/api/enroll-course.ts';
import { NotesPanel } from '#web/features/learning/components/notes-panel.tsx';
import { useStudyTime } from '#web/features/learning/components/use-study-time.ts';
import { ApiError, errorMessageOf } from '#web/lib/api-client.ts';
import { formatHours } from '#web/lib/format.ts';
import { BackLink } from '#web/components/layout/back-link.tsx';
import { plural } from '#contracts/plural';

/** /aluno/curso/{id}: the course player (spec "Course player"). */
export default function CoursePlayerPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <div className="space-y-6">
      <BackLink href={paths.aluno.dashboard}>Voltar ao Dashboard</BackLink>
      <CoursePlayer key={id} courseId={id} />
    </div>
  );
}

function CoursePlayer({ courseId }: { courseId: string }) {
  const course = useCourse(courseId);
  const enroll = useEnrollCourse();
  const access = course.data?.access;

  // Opening a course enrolls the student (once per visit; the server makes it idempotent).
  const enrollCourse = enroll.mutate;
  React.useEffect(() => {
    if (access === 'granted') enrollCourse(courseId);
  }, [access, courseId, enrollCourse]);

  if (course.isLoading) {
    return (
      <div className="space-y-4" role="status" aria-label="Carregando curso">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (course.isError) {
    const notFound = course.error instanceof ApiError && course.error.status === 404;
    return (
      <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-10 text-center" data-testid="course-not-found">
        <SearchX className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{notFound ? 'Curso não encontrado' : 'Não foi possível abrir o curso'}</h1>
        <p className="text-muted-foreground">{notFound ? 'O curso que você procura não existe ou não está mais disponível.' : errorMessageOf(course.error)}</p>
        <div className="flex gap-2">
          {notFound ? null : (
            <Button variant="outline" onClick={() => void course.refetch()}>
              Tentar novamente
            </Button>
          )}
          <Button asChild>
            <Link href={paths.aluno.dashboard}>Voltar ao Dashboard</Link>
          </Button>
        </div>
      </Card>
    );
  }
  const detail = course.data!;
  return (
    <>
      <CourseHeader detail={detail} />
      {detail.access === 'granted' ? <Player detail={detail} /> : <LockedCourse access={detail.access} courseId={detail.course.id} />}
    </>
  );
}

function LockedCourse({ access, courseId }: { access: 'premium' | 'expired'; courseId: string }) {
  const support = useSupportDialog(`curso-${courseId}`);
  return (
    <>
      <BlockingOverlay type={access} inline onContactSupport={support.open} />
      {support.dialog}
    </>
  );
}

function CourseHeader({ detail }: { detail: CourseDetail }) {
  const { course } = detail;
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{CATEGORY_LABELS[course.category]}</Badge>
        {course.isPremium ? <Badge variant="outline">Premium</Badge> : null}
        <span className="text-sm text-muted-foreground">{formatHours(course.durationMinutes)}</span>
      </div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{course.title}</h1>
      <p className="text-muted-foreground">{course.instructorName}</p>
      {detail.access === 'granted' ? (
        <div className="max-w-md space-y-1">
          <div className="flex justify-between text-sm">
            <span>
              {detail.completedLessons} de {plural(detail.totalLessons, 'aula concluída', 'aulas concluídas')}
            </span>
            <span className="font-semibold" data-testid="course-progress">
              {course.progress}%
            </span>
          </div>
          <Progress value={course.progress} aria-label="Progresso do curso" />
        </div>
      ) : null}
      {/* Every lesson done, exam pending: taking the exam is the page's main action (issue 11 item 4). */}
      {detail.access === 'granted' && course.state === 'simulado-pendente' && detail.quizId ? (
        <div className="flex max-w-2xl flex-col gap-3 rounded-xl border border-primary/40 bg-primary/10 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="exam-pending-callout">
          <div>
            <p className="font-semibold">{EXAM_PENDING_MESSAGE}</p>
            <p className="text-sm text-muted-foreground">Você concluiu todas as aulas. Seja aprovado no simulado para receber o certificado.</p>
          </div>
          <Button asChild size="lg" className="shrink-0">
            <Link href={paths.aluno.exam(detail.quizId)}>
              <ClipboardCheck aria-hidden="true" /> Fazer simulado
            </Link>
          </Button>
        </div>
      ) : null}
    </header>
  );
}

function Player({ detail }: { detail: CourseDetail }) {
  const courseId = detail.course.id;
  const lessons = React.useMemo(() => detail.modules.flatMap((module) => module.lessons.map((lesson) => ({ ...lesson, moduleTitle: module.title }))), [detail.modules]);
  const [params, setParams] = useSearchParams();
  const requested = params.get('aula');
  const current = lessons.find((l) => l.id === requested) ?? lessons.find((l) => !l.completed) ?? lessons[0];
  const index = current ? lessons.indexOf(current) : -1;
  const previous = index > 0 ? lessons[index - 1] : undefined;
  const next = index >= 0 && index < lessons.length - 1 ? lessons[index + 1] : undefined;
  const lesson = useLesson(courseId, current?.id);
  const complete = useCompleteLesson(courseId);
  const contentRef = React.useRef<HTMLDivElement>(null);
  useStudyTime(courseId, Boolean(current));

  // Pin the opened lesson in the URL, so completing it does not jump to the next one.
  const currentId = current?.id;
  React.useEffect(() => {
    if (currentId && requested !== currentId) setParams({ aula: currentId }, { replace: true });
  }, [currentId, requested, setParams]);

  const select = (lessonId: string) => {
    setParams({ aula: lessonId }, { replace: true });
    contentRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  if (!current) {
    return <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">Este curso ainda não tem aulas publicadas.</p>;
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div ref={contentRef} className="min-w-0 scroll-mt-20 space-y-6">
        <Card className="p-5 sm:p-8">
          <p className="text-sm text-muted-foreground">
            {current.moduleTitle} · Aula {index + 1} de {lessons.length} · {formatHours(current.durationMinutes)}
          </p>
          <h2 className="mt-1 flex items-start gap-2 text-2xl font-bold" data-testid="lesson-title">
            {current.title}
            {current.completed ? <CheckCircle2 className="mt-1 h-5 w-5 shrink-0 text-success" aria-label="Aula concluída" /> : null}
          </h2>
          <div className="mt-6" aria-live="polite" aria-busy={lesson.isLoading}>
            {lesson.isLoading ? (
              // The lesson's height, reserved while it loads: the buttons and the lesson list below
              // would otherwise be drawn in view and pushed down (CLS 0.244 on a phone, issue 15).
              <div className="min-h-[60vh] space-y-3" aria-hidden="true">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            ) : lesson.isError ? (
              <p className="text-destructive">Não foi possível carregar a aula. {errorMessageOf(lesson.error)}</p>
            ) : lesson.data ? (
              <>
                {lesson.data.videoUrl ? (
                  <Button asChild variant="outline" className="mb-4">
                    <a href={lesson.data.videoUrl} target="_blank" rel="noopener noreferrer">
                      <ExternalLink aria-hidden="true" /> Assistir ao vídeo da aula
                    </a>
                  </Button>
                ) : null}
                <RenderedMarkdown html={lesson.data.contentHtml} />
              </>
            ) : null}
          </div>
        </Card>

        <div className="flex flex-wrap items-center gap-2">
          {/* One row on a phone too: previous/next keep their names but show only the arrow there. */}
          <div className="flex w-full items-center gap-2 sm:w-auto">
            <Button variant="outline" disabled={!previous} onClick={() => previous && select(previous.id)}>
              <ChevronLeft aria-hidden="true" /> <span className="sr-only sm:not-sr-only">Aula anterior</span>
            </Button>
            <Button className="flex-1 sm:flex-none" onClick={() => complete.mutate(current.id)} disabled={current.completed || complete.isPending} data-testid="complete-lesson">
              {complete.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
              {current.completed ? 'Aula concluída' : 'Concluir aula'}
            </Button>
            <Button variant="outline" disabled={!next} onClick={() => next && select(next.id)}>
              <span className="sr-only sm:not-sr-only">Próxima aula</span> <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <MaterialsButton courseId={courseId} materials={detail.materials} />
            {detail.quizId && detail.course.state !== 'simulado-pendente' ? (
              <Button asChild variant="secondary">
                <Link href={paths.aluno.exam(detail.quizId)}>
                  <ClipboardCheck aria-hidden="true" /> Fazer simulado
                </Link>
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      <Card className="h-fit p-4 lg:sticky lg:top-20">
        <Tabs defaultValue="aulas">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="aulas">Aulas</TabsTrigger>
            <TabsTrigger value="anotacoes">Anotações</TabsTrigger>
          </TabsList>
          {/* Its own scroll only beside the lesson (wide screens); stacked on a phone, the page scrolls. */}
          <TabsContent value="aulas" className="lg:max-h-[70vh] lg:overflow-y-auto lg:pr-1">
            <LessonList modules={detail.modules} currentLessonId={current.id} onSelect={select} />
          </TabsContent>
          <TabsContent value="anotacoes">
            <NotesPanel courseId={courseId} lessonId={current.id} lessonTitle={current.title} />
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}

function MaterialsButton({ courseId, materials }: { courseId: string; materials: CourseMaterial[] }) {
  const [isDownloading, setIsDownloading] = React.useState(false);
  if (materials.length === 0) return null;
  const download = async (material: CourseMaterial) => {
    setIsDownloading(true);
    try {
      await downloadMaterial(courseId, material);
    } catch (error) {
      toast({ title: 'Não foi possível baixar o material', description: errorMessageOf(error), variant: 'destructive' });
    } finally {
      setIsDownloading(false);
    }
  };
  const icon = isDownloading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />;
  if (materials.length === 1) {
    return (
      <Button variant="outline" onClick={() => void download(materials[0])} disabled={isDownloading} title={materials[0].fileName}>
        {icon} Baixar material
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={isDownloading}>
          {icon} Baixar material
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {materials.map((material) => (
          <DropdownMenuItem key={material.id} onSelect={() => void download(material)}>
            {material.title}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
