import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authoringEndpoints } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { authoringQueryKey } from './get-teacher-courses.ts';

export const renameMaterial = ({ id, title }: { id: string; title: string }) =>
  apiRequest(authoringEndpoints.renameMaterial, { params: { id }, body: { title } });

export const deleteMaterial = (id: string) => apiRequest(authoringEndpoints.deleteMaterial, { params: { id } });

export function useRenameMaterial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameMaterial, onSuccess: () => queryClient.invalidateQueries({ queryKey: authoringQueryKey }) });
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMaterial, onSuccess: () => queryClient.invalidateQueries({ queryKey: authoringQueryKey }) });
}
