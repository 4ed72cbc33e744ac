import { learningEndpoints } from '#contracts/learning';
import { downloadFile, endpointUrl } from '#web/lib/api-client.ts';

/** Downloads the course's notes as Markdown (one section per lesson), named after the course. */
export function exportNotes(courseId: string): Promise<void> {
  return downloadFile(endpointUrl(learningEndpoints.exportNotes, { params: { id: courseId } }), 'anotacoes.md');
}
