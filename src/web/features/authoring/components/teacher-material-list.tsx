import type { TeacherMaterial } from '#contracts/authoring';
import { formatDate } from '#web/lib/format.ts';

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The materials tab: read-only until the upload dialog lands (docs/decisions.md). */
export function TeacherMaterialList({ materials }: { materials: TeacherMaterial[] }) {
  if (materials.length === 0) return <p className="text-muted-foreground">Nenhum material enviado ainda.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">Materiais dos seus cursos</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-3 font-medium">Material</th>
            <th scope="col" className="p-3 font-medium">Curso</th>
            <th scope="col" className="p-3 font-medium">Tamanho</th>
            <th scope="col" className="p-3 font-medium">Enviado em</th>
          </tr>
        </thead>
        <tbody>
          {materials.map((material) => (
            <tr key={material.id} className="border-t">
              <td className="p-3">
                <span className="font-medium">{material.title}</span>
                <span className="block text-xs text-muted-foreground">{material.fileName}</span>
              </td>
              <td className="p-3">{material.courseTitle}</td>
              <td className="p-3">{sizeOf(material.sizeBytes)}</td>
              <td className="p-3">{formatDate(material.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
