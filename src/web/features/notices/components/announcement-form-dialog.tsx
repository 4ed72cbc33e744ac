import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AnnouncementInputSchema, type AnnouncementInput, type PublishedAnnouncement } from '#contracts/notice-publishing';
import { AudienceField, firstAudience, SelectField, TextField, type Audiences } from './publication-fields.tsx';
import { ANNOUNCEMENT_PRIORITY_LABELS, ANNOUNCEMENT_TYPE_LABELS, optionsOf } from './publication-labels.ts';
import { PublicationDialog } from './publication-dialog.tsx';
import { formResolver } from '#web/components/ui/form.tsx';

const toForm = (announcement: PublishedAnnouncement | null, audience: string): AnnouncementInput =>
  announcement
    ? { audience: announcement.audience.key, title: announcement.title, message: announcement.message, type: announcement.type, priority: announcement.priority, scheduledFor: announcement.scheduledFor }
    : { audience, title: '', message: '', type: 'content', priority: 'info', scheduledFor: null };

/** Publishes or edits an announcement; a maintenance one may carry the date the maintenance starts. */
export function AnnouncementFormDialog({ open, onOpenChange, announcement, audiences, audienceLabel, pending, serverError, onSubmit }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  announcement: PublishedAnnouncement | null;
  audiences: Audiences;
  audienceLabel: string;
  pending: boolean;
  serverError: string | null;
  onSubmit: (values: AnnouncementInput) => void;
}) {
  const form = useForm<AnnouncementInput>({ resolver: formResolver(AnnouncementInputSchema), defaultValues: toForm(announcement, firstAudience(audiences)) });
  useEffect(() => {
    if (open) form.reset(toForm(announcement, firstAudience(audiences)));
  }, [open, announcement, audiences, form]);
  const type = useWatch({ control: form.control, name: 'type' });
  useEffect(() => {
    if (type !== 'maintenance' && form.getValues('scheduledFor') !== null) form.setValue('scheduledFor', null);
  }, [type, form]);
  return (
    <PublicationDialog
      open={open} onOpenChange={onOpenChange} form={form} onSubmit={onSubmit} pending={pending} serverError={serverError} label="Aviso"
      title={announcement ? 'Editar aviso' : 'Novo aviso'}
      description="O aviso aparece na aba Avisos do mural; ao publicar, o público recebe uma notificação."
      submitLabel={announcement ? 'Salvar alterações' : 'Publicar aviso'}
    >
      <AudienceField control={form.control} name="audience" label={audienceLabel} audiences={audiences} current={announcement?.audience} className="sm:col-span-2" />
      <TextField control={form.control} name="title" label="Título" className="sm:col-span-2" />
      <TextField control={form.control} name="message" label="Mensagem" multiline className="sm:col-span-2" />
      <SelectField control={form.control} name="type" label="Tipo" options={optionsOf(ANNOUNCEMENT_TYPE_LABELS)} />
      <SelectField control={form.control} name="priority" label="Prioridade" options={optionsOf(ANNOUNCEMENT_PRIORITY_LABELS)} />
      {type === 'maintenance' ? (
        <TextField
          control={form.control} name="scheduledFor" label="Início da manutenção (opcional)" type="datetime-local" nullable className="sm:col-span-2"
          description="Horário de Brasília. Avise antes de ligar o modo de manutenção nas configurações."
        />
      ) : null}
    </PublicationDialog>
  );
}
