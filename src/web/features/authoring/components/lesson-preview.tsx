import { ExternalLink } from 'lucide-react';
import type { AuthoringLesson } from '#contracts/authoring';
import { Button } from '#web/components/ui/button.tsx';
import { Markdown } from '#web/components/ui/markdown.tsx';

/** A lesson's body exactly as the player (/aluno/curso/{id}) draws it: the video link, then the Markdown. */
export function LessonBody({ lesson }: { lesson: Pick<AuthoringLesson, 'content' | 'videoUrl'> }) {
  return (
    <>
      {lesson.videoUrl ? (
        <Button asChild variant="outline" className="mb-4">
          <a href={lesson.videoUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> Assistir ao vídeo da aula
          </a>
        </Button>
      ) : null}
      <Markdown markdown={lesson.content} />
    </>
  );
}
