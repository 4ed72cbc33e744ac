import { useMutation } from '@tanstack/react-query';
import { billingEndpoints } from '#contracts/billing';
import { downloadFile, endpointUrl } from '#web/lib/api-client.ts';

export const receiptUrl = (paymentId: string) => endpointUrl(billingEndpoints.receipt, { params: { id: paymentId } });

/** 'Nota Fiscal': saves the payment's PDF receipt. */
export const downloadReceipt = (paymentId: string) => downloadFile(receiptUrl(paymentId), `nota-fiscal-${paymentId}.pdf`);

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
