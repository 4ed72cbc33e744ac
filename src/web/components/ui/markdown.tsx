import { cn } from '#web/lib/utils.ts';

/**
 * Lesson or policy text as the server rendered it from Markdown (`src/server/lib/markdown.ts`:
 * markdown-it without raw HTML, links only to http(s), e-mail and this site's paths). The
 * browser only inserts that HTML: no Markdown parser ships to it, and no text is parsed twice.
 * Its look (headings, lists, quotes, code, links) is the `.markdown-content` rules in styles.css.
 */
export function RenderedMarkdown({ html, className }: { html: string; className?: string }) {
  // The HTML is the server's own rendering of the text, never the author's markup.
  return <div className={cn('markdown-content', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
