import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationApi } from './endpoints.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { apiRequest, errorMessageOf } from '#web/lib/api-client.ts';
import { notificationsQueryKey } from './list-notifications.ts';

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
}

const showError = (error: unknown) => toast({ title: 'Não foi possível atualizar', description: errorMessageOf(error), variant: 'destructive' });

export function useMarkAllNotificationsRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({ mutationFn: () => apiRequest(notificationApi.readAll), onSuccess: invalidate, onError: showError });
}

export function useMarkNotificationRead() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: string) => apiRequest(notificationApi.readOne, { params: { id } }),
    onSuccess: invalidate,
    onError: showError,
  });
}
