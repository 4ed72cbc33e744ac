import { ExternalLink } from 'lucide-react';
import type { AuthoringLesson } from '#contracts/authoring';
import { Button } from '#web/components/ui/button.tsx';
import { RenderedMarkdown } from '#web/components/ui/markdown.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useMarkdownPreview } from '../api/preview-markdown.ts';

/**
 * A lesson's body exactly as the player (/aluno/curso/{id}) draws it: the video link, then
 * the Markdown, rendered by the server as the player receives it.
 */
export function LessonBody({ lesson }: { lesson: Pick<AuthoringLesson, 'content' | 'videoUrl'> }) {
  const preview = useMarkdownPreview(lesson.content);
  return (
    <>
      {lesson.videoUrl ? (
        <Button asChild variant="outline" className="mb-4">
          <a href={lesson.videoUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> Assistir ao vídeo da aula
          </a>
        </Button>
      ) : null}
      {preview.isError ? (
        <p role="alert" className="text-sm text-destructive">Não foi possível gerar a pré-visualização. {errorMessageOf(preview.error)}</p>
      ) : preview.data ? (
        <RenderedMarkdown html={preview.data.html} />
      ) : (
        <Skeleton className="h-40" aria-label="Gerando a pré-visualização" />
      )}
    </>
  );
}
