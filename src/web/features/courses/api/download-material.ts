import { courseEndpoints, type CourseMaterial } from '#contracts/courses';
import { downloadFile, endpointUrl } from '#web/lib/api-client.ts';

/** Saves one of the course's materials under its own file name. */
export function downloadMaterial(courseId: string, material: CourseMaterial): Promise<void> {
  return downloadFile(endpointUrl(courseEndpoints.downloadMaterial, { params: { id: courseId, materialId: material.id } }), material.fileName);
}
