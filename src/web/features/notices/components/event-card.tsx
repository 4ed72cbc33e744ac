import { Bell, BellRing, CalendarDays, Check, Clock, MonitorPlay, Presentation, Radio, Users, Wrench } from 'lucide-react';
import { REMINDER_LEAD_MINUTES, type EventType, type NoticeEvent } from '#contracts/notices';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate, formatHours, formatTime } from '#web/lib/format.ts';
import { useToggleRegistration } from '../api/event-registration.ts';
import { useToggleReminder } from '../api/event-reminder.ts';
import { plural } from '#contracts/plural';

const TYPES: Record<EventType, { label: string; icon: typeof Radio }> = {
  live: { label: 'Ao Vivo', icon: Radio },
  webinar: { label: 'Webinar', icon: Presentation },
  workshop: { label: 'Workshop', icon: Wrench },
};


const leadText = REMINDER_LEAD_MINUTES % 60 === 0 ? `${REMINDER_LEAD_MINUTES / 60} hora antes` : `${REMINDER_LEAD_MINUTES} minutos antes`;

export function EventCard({ event }: { event: NoticeEvent }) {
  const registration = useToggleRegistration();
  const reminder = useToggleReminder();
  const type = TYPES[event.type];
  const TypeIcon = type.icon;
  const participantsLabel = plural(event.participants, 'participante', 'participantes');
  // Seats: 'Participar' is off once they are taken (the server refuses it too, race-safely).
  const full = event.capacity !== null && event.participants >= event.capacity && !event.registered;
  const seatsLabel = event.capacity === null ? null : full ? 'Vagas esgotadas' : `${event.capacity - event.participants} de ${event.capacity} vagas livres`;

  function onParticipate() {
    registration.mutate(event, {
      onSuccess: (updated) =>
        toast(
          updated.registered
            ? { title: 'Inscrição confirmada', description: `Você está inscrito em "${event.title}".` }
            : { title: 'Inscrição cancelada', description: `Você não participará de "${event.title}".` },
        ),
      onError: (error) => toast({ title: 'Não foi possível atualizar a inscrição', description: errorMessageOf(error), variant: 'destructive' }),
    });
  }

  function onReminder() {
    reminder.mutate(event, {
      onSuccess: (updated) =>
        toast(
          updated.reminderAt
            ? { title: 'Lembrete agendado', description: updated.reminderSent ? 'O evento está próximo: enviamos o lembrete agora.' : `Você receberá uma notificação ${leadText} do início.` }
            : { title: 'Lembrete cancelado' },
        ),
      onError: (error) => toast({ title: 'Não foi possível atualizar o lembrete', description: errorMessageOf(error), variant: 'destructive' }),
    });
  }

  return (
    <Card data-testid={`event-${event.id}`}>
      <CardContent className="flex flex-col gap-4 p-5 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={event.type === 'live' ? 'destructive' : 'secondary'} className="gap-1">
              <TypeIcon className="h-3 w-3" aria-hidden="true" /> {type.label}
            </Badge>
            {event.status === 'live' ? (
              <Badge variant="outline" className="gap-1">
                <MonitorPlay className="h-3 w-3" aria-hidden="true" /> Acontecendo agora
              </Badge>
            ) : null}
          </div>
          <h2 className="text-lg font-semibold leading-snug">{event.title}</h2>
          <p className="text-sm text-muted-foreground">
            com {event.instructorName}
            {event.courseTitle ? ` · ${event.courseTitle}` : ''}
          </p>
          {event.description ? <p className="text-sm">{event.description}</p> : null}
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <li className="flex items-center gap-1">
              <CalendarDays className="h-4 w-4" aria-hidden="true" /> {formatDate(event.startsAt)}
            </li>
            <li className="flex items-center gap-1">
              <Clock className="h-4 w-4" aria-hidden="true" /> {formatTime(event.startsAt)} · {formatHours(event.durationMinutes)}
            </li>
            <li className="flex items-center gap-1" data-testid="event-participants">
              <Users className="h-4 w-4" aria-hidden="true" /> {participantsLabel}
            </li>
            {seatsLabel ? <li data-testid="event-seats">{seatsLabel}</li> : null}
          </ul>
          {event.reminderAt && !event.reminderSent ? (
            <p className="text-xs text-muted-foreground">
              Lembrete em {formatDate(event.reminderAt)} às {formatTime(event.reminderAt)}.
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 md:flex-col">
          <Button
            variant={event.registered ? 'secondary' : 'default'}
            aria-pressed={event.registered}
            onClick={onParticipate}
            disabled={registration.isPending || full}
            title={event.registered ? 'Clique para cancelar a inscrição' : undefined}
          >
            {event.registered ? <Check aria-hidden="true" /> : null}
            {event.registered ? 'Inscrito' : full ? 'Esgotado' : 'Participar'}
          </Button>
          {event.status === 'upcoming' ? (
            <Button
              variant="outline"
              aria-pressed={Boolean(event.reminderAt)}
              onClick={onReminder}
              disabled={reminder.isPending || event.reminderSent}
              title={event.reminderAt && !event.reminderSent ? 'Clique para cancelar o lembrete' : `Receba uma notificação ${leadText} do início`}
            >
              {event.reminderAt ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
              {event.reminderSent ? 'Lembrete enviado' : event.reminderAt ? 'Lembrete agendado' : 'Lembrar-me'}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
