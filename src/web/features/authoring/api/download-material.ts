import { authoringEndpoints, type TeacherMaterial } from '#contracts/authoring';
import { downloadFile, endpointUrl } from '#web/lib/api-client.ts';

/** Saves one of the teacher's own materials under its file name. */
export function downloadOwnMaterial(material: TeacherMaterial): Promise<void> {
  return downloadFile(endpointUrl(authoringEndpoints.downloadMaterial, { params: { id: material.id } }), material.fileName);
}
