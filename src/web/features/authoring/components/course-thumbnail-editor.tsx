import { useRef } from 'react';
import { ImageUp, RotateCcw } from 'lucide-react';
import { THUMBNAIL_ACCEPT, THUMBNAIL_MAX_BYTES, type AuthoringCourse } from '#contracts/authoring';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useRemoveThumbnail, useUploadThumbnail } from '../api/course-thumbnail.ts';

const ACCEPTED = THUMBNAIL_ACCEPT.split(',');
/** An uploaded image (not the category's illustration) can be removed. */
const isUploaded = (thumbnail: string) => !thumbnail.startsWith('/thumbnails/');

/** The course card's image: the category's illustration until the teacher sends one (PNG/JPEG/WebP ≤ 2 MB). */
export function CourseThumbnailEditor({ course, disabled = false }: { course: AuthoringCourse; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadThumbnail();
  const remove = useRemoveThumbnail();
  const busy = disabled || upload.isPending || remove.isPending;

  function onFile(file: File | undefined) {
    if (!file) return;
    if (input.current) input.current.value = '';
    if (file.type && !ACCEPTED.includes(file.type)) {
      return toast({ title: 'Formato não suportado', description: 'Envie uma imagem PNG, JPEG ou WebP.', variant: 'destructive' });
    }
    if (file.size > THUMBNAIL_MAX_BYTES) {
      return toast({ title: 'Imagem muito grande', description: 'A imagem deve ter no máximo 2 MB.', variant: 'destructive' });
    }
    upload.mutate(
      { courseId: course.id, file },
      {
        onSuccess: () => toast({ title: 'Capa atualizada', description: 'A nova capa aparece no cartão do curso.' }),
        onError: (error) => toast({ title: 'Não foi possível enviar a capa', description: errorMessageOf(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <img src={course.thumbnail} alt={`Capa do curso ${course.title}`} width={280} height={158} className="aspect-video w-full max-w-[280px] rounded-lg border object-cover" data-testid="course-thumbnail" />
      <div className="space-y-2">
        <p className="text-sm text-muted-foreground">PNG, JPEG ou WebP de até 2 MB, de preferência 16:9 (por exemplo 1280 × 720).</p>
        <input ref={input} type="file" accept={THUMBNAIL_ACCEPT} className="sr-only" tabIndex={-1} aria-hidden="true" data-testid="thumbnail-input" onChange={(e) => onFile(e.target.files?.[0])} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" /> {upload.isPending ? 'Enviando...' : 'Trocar capa'}
          </Button>
          {isUploaded(course.thumbnail) ? (
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() =>
                remove.mutate(course.id, {
                  onSuccess: () => toast({ title: 'Capa removida', description: 'O curso volta a usar a ilustração da categoria.' }),
                  onError: (error) => toast({ title: 'Não foi possível remover a capa', description: errorMessageOf(error), variant: 'destructive' }),
                })
              }
            >
              <RotateCcw aria-hidden="true" /> Usar ilustração da categoria
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
