import { useMutation } from '@tanstack/react-query';
import { billingEndpoints, type SupportMessageBody } from '#contracts/billing';
import { apiRequest } from '#web/lib/api-client.ts';

export const contactSupport = (body: SupportMessageBody) => apiRequest(billingEndpoints.contactSupport, { body });

export const useContactSupport = () => useMutation({ mutationFn: contactSupport });
