import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { EVENT_CAPACITY_MAX, EVENT_DURATION, EventInputSchema, type EventInput, type PublishedEvent } from '#contracts/notice-publishing';
import { AudienceField, firstAudience, NumberField, SelectField, TextField, type Audiences } from './publication-fields.tsx';
import { EVENT_TYPE_LABELS, optionsOf } from './publication-labels.ts';
import { PublicationDialog } from './publication-dialog.tsx';
import { formResolver } from '#web/components/ui/form.tsx';

const toForm = (event: PublishedEvent | null, audience: string, date: string): EventInput =>
  event
    ? { audience: event.audience.key, type: event.type, title: event.title, description: event.description, date: event.date, time: event.time, durationMinutes: event.durationMinutes, capacity: event.capacity }
    : { audience, type: 'live', title: '', description: '', date, time: '19:00', durationMinutes: 60, capacity: null };

/** Publishes or edits an event (live, webinar or workshop) with an optional number of seats. */
export function EventFormDialog({ open, onOpenChange, event, audiences, audienceLabel, defaultDate, pending, serverError, onSubmit }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: PublishedEvent | null;
  audiences: Audiences;
  audienceLabel: string;
  defaultDate: string;
  pending: boolean;
  serverError: string | null;
  onSubmit: (values: EventInput) => void;
}) {
  const form = useForm<EventInput>({ resolver: formResolver(EventInputSchema), defaultValues: toForm(event, firstAudience(audiences), defaultDate) });
  useEffect(() => {
    if (open) form.reset(toForm(event, firstAudience(audiences), defaultDate));
  }, [open, event, audiences, defaultDate, form]);
  return (
    <PublicationDialog
      open={open} onOpenChange={onOpenChange} form={form} onSubmit={onSubmit} pending={pending} serverError={serverError} label="Evento"
      title={event ? 'Editar evento' : 'Novo evento'}
      description={event ? 'As inscrições são mantidas; lembretes acompanham a nova data.' : 'O público vê o evento no mural, com o botão Participar, e recebe uma notificação.'}
      submitLabel={event ? 'Salvar alterações' : 'Publicar evento'}
    >
      <AudienceField control={form.control} name="audience" label={audienceLabel} audiences={audiences} current={event?.audience} className="sm:col-span-2" />
      <SelectField control={form.control} name="type" label="Tipo" options={optionsOf(EVENT_TYPE_LABELS)} />
      <TextField control={form.control} name="title" label="Título" />
      <TextField control={form.control} name="description" label="Descrição (opcional)" multiline className="sm:col-span-2" />
      <TextField control={form.control} name="date" label="Data" type="date" />
      <TextField control={form.control} name="time" label="Horário (Brasília)" type="time" />
      <NumberField control={form.control} name="durationMinutes" label="Duração (minutos)" min={EVENT_DURATION.min} max={EVENT_DURATION.max} />
      <NumberField control={form.control} name="capacity" label="Vagas (opcional)" description="Em branco: sem limite." min={1} max={EVENT_CAPACITY_MAX} nullable />
    </PublicationDialog>
  );
}
