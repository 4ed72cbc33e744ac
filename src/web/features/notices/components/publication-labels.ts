import type { AnnouncementInput, EventInput, TaskInput } from '#contracts/notice-publishing';
import type { Option } from './publication-fields.tsx';

// Portuguese labels of the publishing forms' choices.

export const EVENT_TYPE_LABELS: Record<EventInput['type'], string> = { live: 'Aula ao vivo', webinar: 'Webinar', workshop: 'Workshop' };
export const TASK_PRIORITY_LABELS: Record<TaskInput['priority'], string> = { alta: 'Alta', média: 'Média', baixa: 'Baixa' };
export const ANNOUNCEMENT_TYPE_LABELS: Record<AnnouncementInput['type'], string> = { feature: 'Novidade', maintenance: 'Manutenção', content: 'Conteúdo' };
export const ANNOUNCEMENT_PRIORITY_LABELS: Record<AnnouncementInput['priority'], string> = { info: 'Informativo', warning: 'Atenção', success: 'Sucesso' };

export const optionsOf = (labels: Record<string, string>): Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));
