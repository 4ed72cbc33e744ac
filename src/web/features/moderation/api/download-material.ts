import { moderationEndpoints } from '#contracts/moderation';
import { downloadFile, endpointUrl } from '#web/lib/api-client.ts';

/** Saves a material of the course under review, for the moderator to open. */
export function downloadMaterialForReview(courseId: string, material: { id: string; fileName: string }): Promise<void> {
  return downloadFile(endpointUrl(moderationEndpoints.downloadMaterial, { params: { id: courseId, materialId: material.id } }), material.fileName);
}
