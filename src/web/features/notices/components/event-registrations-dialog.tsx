import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import type { PublishedEvent } from '#contracts/notice-publishing';
import { useEventRegistrations } from '../api/list-event-registrations.ts';
import type { Publisher } from '../api/list-publications.ts';
import { plural } from '#contracts/plural';

/** Who clicked 'Participar' on one of the publisher's events. */
export function EventRegistrationsDialog({ publisher, event, onClose }: { publisher: Publisher; event: PublishedEvent | null; onClose: () => void }) {
  const registrations = useEventRegistrations(publisher, event?.id ?? null);
  return (
    <Dialog open={event !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Inscritos</DialogTitle>
          <DialogDescription>
            {event ? `${event.title}: ${plural(event.participants, 'inscrito', 'inscritos')}${event.capacity !== null ? ` de ${event.capacity} vagas` : ''}.` : ''}
          </DialogDescription>
        </DialogHeader>
        {registrations.isError ? (
          <p role="alert" className="text-sm text-destructive">Não foi possível carregar os inscritos. {errorMessageOf(registrations.error)}</p>
        ) : registrations.data === undefined ? (
          <Skeleton className="h-24" aria-hidden="true" />
        ) : registrations.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Ninguém se inscreveu ainda.</p>
        ) : (
          <ul className="divide-y" data-testid="event-registrations">
            {registrations.data.map((r) => (
              <li key={r.userId} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{r.name}</span> <span className="break-all text-muted-foreground">{r.email}</span>
                </span>
                <span className="text-xs text-muted-foreground">inscrito em {formatDate(r.registeredAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
