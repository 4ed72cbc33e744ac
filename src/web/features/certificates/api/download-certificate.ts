import { useMutation } from '@tanstack/react-query';
import { certificateEndpoints } from '#contracts/certificates';
import { toast } from '#web/components/ui/use-toast.ts';
import { downloadFile, endpointUrl, errorMessageOf } from '#web/lib/api-client.ts';

/** Saves the certificate's PDF (the server names the file after the course). */
export const downloadCertificate = (id: string) => downloadFile(endpointUrl(certificateEndpoints.download, { params: { id } }), 'certificado.pdf');

export const useDownloadCertificate = () =>
  useMutation({
    mutationFn: downloadCertificate,
    onError: (error) => toast({ title: 'Não foi possível baixar o certificado', description: errorMessageOf(error), variant: 'destructive' }),
  });
