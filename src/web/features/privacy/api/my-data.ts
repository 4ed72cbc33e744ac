import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { privacyEndpoints } from '#contracts/privacy';
import { apiRequest, downloadFromEndpoint } from '#web/lib/api-client.ts';

export const myDataQueryOptions = queryOptions({
  queryKey: ['privacy', 'me'],
  queryFn: () => apiRequest(privacyEndpoints.myData),
});

/** While an export is being prepared the page asks again every few seconds. */
export const useMyData = () =>
  useQuery({
    ...myDataQueryOptions,
    refetchInterval: (query) => (query.state.data?.requests.some((r) => r.kind === 'export' && (r.status === 'pendente' || r.status === 'preparando')) ? 4000 : false),
  });

function useInvalidatingMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: myDataQueryOptions.queryKey }) });
}

export const useRequestExport = () => useInvalidatingMutation(() => apiRequest(privacyEndpoints.requestExport));
export const useRequestErasure = () =>
  useInvalidatingMutation((body: { currentPassword: string; code?: string }) => apiRequest(privacyEndpoints.requestErasure, { body }));
export const useCancelErasure = () => useInvalidatingMutation(() => apiRequest(privacyEndpoints.cancelErasure));
export const useDownloadExport = () =>
  useMutation({
    mutationFn: ({ id, currentPassword }: { id: string; currentPassword: string }) =>
      downloadFromEndpoint(privacyEndpoints.downloadExport, { params: { id }, body: { currentPassword } }, 'meus-dados.zip'),
  });
