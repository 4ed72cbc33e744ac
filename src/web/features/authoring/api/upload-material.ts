import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authoringEndpoints, type TeacherMaterial } from '#contracts/authoring';
import { CSRF_HEADER } from '#contracts/http';
import { ApiError, endpointUrl } from '#web/lib/api-client.ts';
import { authoringQueryKey } from './get-teacher-courses.ts';

export interface MaterialUpload {
  courseId: string;
  title: string;
  file: File;
  /** 0–100, as the browser sends the file. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/**
 * Sends the file with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). Errors are the same `ApiError` as every other call.
 */
export function uploadMaterial({ courseId, title, file, onProgress, signal }: MaterialUpload): Promise<TeacherMaterial> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpointUrl(authoringEndpoints.uploadMaterial, { params: { id: courseId }, query: { title } }));
    xhr.withCredentials = true;
    xhr.setRequestHeader(CSRF_HEADER, '1');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(body) as TeacherMaterial);
      else reject(new ApiError(xhr.status, `${xhr.status}: ${body || xhr.statusText}`, body));
    };
    xhr.onerror = () => reject(new TypeError('network'));
    xhr.onabort = () => reject(new DOMException('Envio cancelado.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export function useUploadMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMaterial,
    // The materials tab and the courses' material counts.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authoringQueryKey }),
  });
}
