import * as React from 'react';
import { parseMarkdownBlocks, parseMarkdownInline } from '#web/lib/markdown.ts';
import { cn } from '#web/lib/utils.ts';

function Inline({ text }: { text: string }) {
  return parseMarkdownInline(text).map((piece, index) => {
    switch (piece.kind) {
      case 'strong':
        return <strong key={index}>{piece.text}</strong>;
      case 'em':
        return <em key={index}>{piece.text}</em>;
      case 'code':
        return (
          <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {piece.text}
          </code>
        );
      case 'link':
        return (
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2">
            {piece.text}
          </a>
        );
      default:
        return <React.Fragment key={index}>{piece.text}</React.Fragment>;
    }
  });
}

/**
 * Markdown as React elements (never raw HTML; see `lib/markdown.ts`). Headings start at
 * h2 (the page has the h1), whatever the Markdown level.
 */
export function Markdown({ markdown, className }: { markdown: string; className?: string }) {
  const blocks = React.useMemo(() => parseMarkdownBlocks(markdown), [markdown]);
  return (
    <div className={cn('space-y-4 leading-relaxed', className)}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const level = Math.min(6, Math.max(2, block.level)) as 2 | 3 | 4 | 5 | 6;
            const Tag = `h${level}` as const;
            return (
              <Tag key={index} className={level === 2 ? 'pt-2 text-2xl font-bold' : 'pt-2 text-lg font-semibold'}>
                <Inline text={block.text} />
              </Tag>
            );
          }
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={index} className={cn('space-y-1 pl-6', block.ordered ? 'list-decimal' : 'list-disc')}>
                {block.items.map((item, i) => (
                  <li key={i}>
                    <Inline text={item} />
                  </li>
                ))}
              </Tag>
            );
          }
          case 'quote':
            return (
              <blockquote key={index} className="border-l-4 border-primary/60 bg-muted/50 px-4 py-2 text-muted-foreground">
                <Inline text={block.text} />
              </blockquote>
            );
          case 'code':
            return (
              <pre key={index} className="overflow-x-auto rounded-md bg-muted p-4 font-mono text-sm">
                <code>{block.text}</code>
              </pre>
            );
          default:
            return (
              <p key={index}>
                <Inline text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}
