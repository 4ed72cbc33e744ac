import { queryOptions, useQuery } from '@tanstack/react-query';
import { authoringEndpoints } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { authoringQueryKey } from './get-teacher-courses.ts';

/** The server's rendering of a lesson's Markdown (the browser has no Markdown parser). */
export const previewMarkdown = (content: string) => apiRequest(authoringEndpoints.previewMarkdown, { body: { content } });

export const markdownPreviewQueryOptions = (content: string) =>
  // A text's rendering never changes while the page is open: asked once per text.
  queryOptions({ queryKey: [...authoringQueryKey, 'markdown-preview', content], queryFn: () => previewMarkdown(content), staleTime: Infinity });

export const useMarkdownPreview = (content: string) => useQuery(markdownPreviewQueryOptions(content));
