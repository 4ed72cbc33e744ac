import * as React from 'react';
import { Download, Loader2 } from 'lucide-react';
import { NOTE_MAX_LENGTH, NOTES_AUTOSAVE_DELAY_MS } from '#contracts/learning';
import { storageKeys } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { exportNotes } from '../api/export-notes.ts';
import { useNotes } from '../api/list-notes.ts';
import { useSaveNote } from '../api/save-note.ts';
import { intlOnce } from '#web/lib/format.ts';

type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

const RETRY_MS = 5000;

function readMirror(courseId: string, lessonId: string): string | null {
  try {
    return localStorage.getItem(storageKeys.courseNotes(courseId, lessonId));
  } catch {
    return null;
  }
}

function writeMirror(courseId: string, lessonId: string, content: string) {
  try {
    localStorage.setItem(storageKeys.courseNotes(courseId, lessonId), content);
  } catch {
    // the server keeps the note
  }
}

/** Text typed but not yet confirmed by the server, per course/lesson: survives the panel unmounting (tab switch) mid-save. */
const unsaved = new Map<string, string>();
const keyOf = (courseId: string, lessonId: string) => `${courseId}/${lessonId}`;

const timeFormat = intlOnce(() => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }));

/**
 * The lesson's notes: saved on the server 1000 ms after typing stops ('Salvando...'
 * meanwhile), mirrored in local storage under course-notes-{courseId}-{lessonId}. A note
 * typed while offline is restored from the mirror and saved when the server has none.
 */
export function NotesPanel({ courseId, lessonId, lessonTitle }: { courseId: string; lessonId: string; lessonTitle: string }) {
  const notes = useNotes(courseId);
  const save = useSaveNote(courseId);
  const [text, setText] = React.useState('');
  const [status, setStatus] = React.useState<SaveStatus>('idle');
  const [savedAt, setSavedAt] = React.useState<string | null>(null);
  const [isExporting, setIsExporting] = React.useState(false);
  const pending = React.useRef<{ lessonId: string; content: string } | null>(null);
  const timer = React.useRef<number | undefined>(undefined);
  const currentLesson = React.useRef(lessonId);
  currentLesson.current = lessonId;
  const loadedFor = React.useRef<string | null>(null);

  // Saves run one after another (never two requests in flight), so they reach the server in typing order.
  const queue = React.useRef<Promise<void>>(Promise.resolve());

  const flush = React.useCallback((): Promise<void> => {
    window.clearTimeout(timer.current);
    const run = async () => {
      const job = pending.current;
      if (!job) return;
      pending.current = null;
      try {
        const note = await save(job.lessonId, job.content);
        if (unsaved.get(keyOf(courseId, job.lessonId)) === job.content) unsaved.delete(keyOf(courseId, job.lessonId));
        if (currentLesson.current === job.lessonId && !pending.current) {
          setStatus('saved');
          setSavedAt(note.updatedAt);
        }
      } catch (error) {
        pending.current ??= job;
        if (currentLesson.current === job.lessonId) setStatus('error');
        toast({ title: 'Não foi possível salvar suas anotações', description: `${errorMessageOf(error)} Elas continuam guardadas neste navegador.`, variant: 'destructive' });
        timer.current = window.setTimeout(() => void flushRef.current(), RETRY_MS);
      }
    };
    queue.current = queue.current.then(run);
    return queue.current;
  }, [save, courseId]);
  // The latest flush, for the timer and the unmount cleanup: an effect that depended on
  // flush itself would run its cleanup (a save) whenever flush changed identity.
  const flushRef = React.useRef(flush);
  flushRef.current = flush;

  const schedule = React.useCallback(
    (content: string) => {
      pending.current = { lessonId: currentLesson.current, content };
      unsaved.set(keyOf(courseId, currentLesson.current), content);
      setStatus('saving');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flushRef.current(), NOTES_AUTOSAVE_DELAY_MS);
    },
    [courseId],
  );

  // Load the lesson's note once per lesson (later cache updates must not overwrite typing).
  React.useEffect(() => {
    if (!notes.data || loadedFor.current === lessonId) return;
    loadedFor.current = lessonId;
    const server = notes.data.find((n) => n.lessonId === lessonId);
    const mirror = readMirror(courseId, lessonId);
    const pendingText = unsaved.get(keyOf(courseId, lessonId));
    if (pendingText !== undefined) {
      setText(pendingText);
      schedule(pendingText);
    } else if (server) {
      setText(server.content);
      writeMirror(courseId, lessonId, server.content);
      setStatus('saved');
      setSavedAt(server.updatedAt);
    } else if (mirror) {
      setText(mirror);
      schedule(mirror);
    } else {
      setText('');
      setStatus('idle');
      setSavedAt(null);
    }
  }, [notes.data, lessonId, courseId, schedule]);

  // Leaving a lesson (or the page) saves what is pending at once.
  React.useEffect(() => () => void flushRef.current(), [lessonId]);

  const onExport = async () => {
    setIsExporting(true);
    try {
      await flush();
      await exportNotes(courseId);
      toast({ title: 'Anotações exportadas!', description: 'O arquivo Markdown foi baixado.' });
    } catch (error) {
      toast({ title: 'Não foi possível exportar as anotações', description: errorMessageOf(error), variant: 'destructive' });
    } finally {
      setIsExporting(false);
    }
  };

  const textareaId = `anotacoes-${lessonId}`;
  return (
    <div className="space-y-3">
      <Label htmlFor={textareaId} className="block leading-snug">
        Anotações da aula: <span className="font-normal text-muted-foreground">{lessonTitle}</span>
      </Label>
      {notes.isError ? <p className="text-sm text-destructive">Não foi possível carregar suas anotações. {errorMessageOf(notes.error)}</p> : null}
      <Textarea
        id={textareaId}
        value={text}
        disabled={notes.isLoading}
        maxLength={NOTE_MAX_LENGTH}
        placeholder={notes.isLoading ? 'Carregando anotações…' : 'Escreva suas anotações sobre esta aula…'}
        onChange={(event) => {
          setText(event.target.value);
          writeMirror(courseId, lessonId, event.target.value);
          schedule(event.target.value);
        }}
        className="min-h-64 resize-y"
        aria-describedby={`${textareaId}-status`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${textareaId}-status`} className="text-xs text-muted-foreground" role="status" aria-live="polite" data-testid="notes-status">
          {status === 'saving' ? 'Salvando...' : status === 'error' ? 'Não salvo — tentando novamente' : status === 'saved' && savedAt ? `Salvo às ${timeFormat().format(new Date(savedAt))}` : 'As anotações são salvas automaticamente.'}
        </p>
        <Button variant="outline" size="sm" onClick={() => void onExport()} disabled={isExporting}>
          {isExporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          Exportar anotações
        </Button>
      </div>
    </div>
  );
}
