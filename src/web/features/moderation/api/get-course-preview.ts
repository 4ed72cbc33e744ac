import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationEndpoints } from '#contracts/moderation';
import { apiRequest } from '#web/lib/api-client.ts';
import { moderationQueryKey } from './get-moderation-courses.ts';

export const getCoursePreview = (id: string) => apiRequest(moderationEndpoints.previewCourse, { params: { id } });

export const coursePreviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...moderationQueryKey, 'preview', id], queryFn: () => getCoursePreview(id) });

/** Loaded only while the preview is open (`id` null: closed). */
export const useCoursePreview = (id: string | null) => useQuery({ ...coursePreviewQueryOptions(id ?? ''), enabled: id !== null });
