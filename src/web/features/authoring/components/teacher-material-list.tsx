import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Download, Pencil, Trash2 } from 'lucide-react';
import { MaterialRenameSchema, type MaterialRename, type TeacherMaterial } from '#contracts/authoring';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { downloadOwnMaterial } from '../api/download-material.ts';
import { useDeleteMaterial, useRenameMaterial } from '../api/edit-material.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function RenameMaterialDialog({ material, onClose }: { material: TeacherMaterial; onClose: () => void }) {
  const rename = useRenameMaterial();
  const form = useForm<MaterialRename>({ resolver: formResolver(MaterialRenameSchema), defaultValues: { title: material.title } });
  const save = (values: MaterialRename) =>
    rename.mutateAsync({ id: material.id, title: values.title }).then(
      () => {
        toast({ title: 'Material renomeado' });
        onClose();
      },
      (error) => form.setError('root', { message: errorMessageOf(error) }),
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Renomear material</DialogTitle>
          <DialogDescription>O novo título aparece para os alunos; o arquivo baixado mantém o nome "{material.fileName}".</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="title"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Título</FormLabel>
                  <FormControl>
                    <Input {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormRootMessage />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" disabled={rename.isPending}>
                Salvar
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** The materials tab: every material of the teacher's courses, renamed or deleted here. */
export function TeacherMaterialList({ materials }: { materials: TeacherMaterial[] }) {
  const [renaming, setRenaming] = useState<TeacherMaterial | null>(null);
  const [deleting, setDeleting] = useState<TeacherMaterial | null>(null);
  const remove = useDeleteMaterial();
  const download = (material: TeacherMaterial) =>
    downloadOwnMaterial(material).catch((error: unknown) => toast({ title: 'Não foi possível baixar o material', description: errorMessageOf(error), variant: 'destructive' }));
  if (materials.length === 0) return <p className="text-muted-foreground">Nenhum material enviado ainda. Use 'Enviar material' para anexar um PDF ou Word a um curso.</p>;
  return (
    <>
      {/* relative: the sr-only texts stay inside the scroll box (no page-wide overflow on phones). */}
      <div className="relative overflow-x-auto rounded-xl border">
        <table className="w-full text-sm">
          <caption className="sr-only">Materiais dos seus cursos</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-3 font-medium">Material</th>
              <th scope="col" className="p-3 font-medium">Curso</th>
              <th scope="col" className="hidden p-3 font-medium sm:table-cell">Tamanho</th>
              <th scope="col" className="hidden p-3 font-medium sm:table-cell">Enviado em</th>
              <th scope="col" className="p-3 font-medium"><span className="sr-only">Ações</span></th>
            </tr>
          </thead>
          <tbody>
            {materials.map((material) => (
              <tr key={material.id} className="border-t" data-testid="teacher-material">
                <td className="p-3">
                  <span className="font-medium">{material.title}</span>
                  <span className="block break-words text-xs text-muted-foreground">{material.fileName}</span>
                  <span className="block text-xs text-muted-foreground sm:hidden">
                    {sizeOf(material.sizeBytes)} · {formatDate(material.createdAt)}
                  </span>
                  {material.courseInReview ? (
                    <span className="block text-xs text-muted-foreground" id={`material-lock-${material.id}`}>
                      Curso em análise: o material não pode ser alterado até a decisão da moderação.
                    </span>
                  ) : null}
                </td>
                <td className="p-3">{material.courseTitle}</td>
                <td className="hidden whitespace-nowrap p-3 sm:table-cell">{sizeOf(material.sizeBytes)}</td>
                <td className="hidden p-3 sm:table-cell">{formatDate(material.createdAt)}</td>
                <td className="p-3">
                  <div className="flex flex-col gap-1 sm:flex-row">
                    <Button variant="ghost" size="sm" onClick={() => void download(material)} aria-label={`Baixar ${material.title}`}>
                      <Download aria-hidden="true" /> <span className="hidden sm:inline">Baixar</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setRenaming(material)}
                      disabled={material.courseInReview}
                      aria-describedby={material.courseInReview ? `material-lock-${material.id}` : undefined}
                      aria-label={`Renomear ${material.title}`}
                    >
                      <Pencil aria-hidden="true" /> <span className="hidden sm:inline">Renomear</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDeleting(material)}
                      disabled={material.courseInReview}
                      aria-describedby={material.courseInReview ? `material-lock-${material.id}` : undefined}
                      aria-label={`Excluir ${material.title}`}
                    >
                      <Trash2 aria-hidden="true" /> <span className="hidden sm:inline">Excluir</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {renaming && <RenameMaterialDialog material={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir material?"
        description={`"${deleting?.title ?? ''}" (${deleting?.fileName ?? ''}) será excluído e deixará de estar disponível para os alunos de ${deleting?.courseTitle ?? ''}.`}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Material excluído' });
              setDeleting(null);
            },
            onError: (error) => {
              toast({ title: 'Não foi possível excluir', description: errorMessageOf(error), variant: 'destructive' });
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}
