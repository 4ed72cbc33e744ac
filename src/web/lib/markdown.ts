// A small Markdown parser for lesson content (the course player and the teacher's editor
// preview). It returns plain data that the component turns into React elements — never
// HTML — so text written by a teacher cannot inject markup: `<script>` stays text, and a
// link is kept only when it points to http(s). Supports headings, paragraphs, lists,
// block quotes, fenced code, **bold**, *italic* / _italic_, `code` and [links](https://…).

export type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'code'; text: string };

export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

const LIST_ITEM = /^\s*([-*+]|\d+\.)\s+/;

/** The blocks of a Markdown text, in order. */
export function parseMarkdownBlocks(markdown: string): MarkdownBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    if (line.startsWith('```')) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !lines[i].startsWith('```')) code.push(lines[i++]);
      i++;
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
      i++;
      continue;
    }
    if (LIST_ITEM.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (i < lines.length && LIST_ITEM.test(lines[i])) items.push(lines[i++].replace(LIST_ITEM, ''));
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.startsWith('>')) {
      const quote: string[] = [];
      while (i < lines.length && lines[i].startsWith('>')) quote.push(lines[i++].replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', text: quote.join(' ') });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i].trim() && !/^(#{1,6}\s|```|>|\s*([-*+]|\d+\.)\s+)/.test(lines[i])) paragraph.push(lines[i++].trim());
    blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

const INLINE = /(\*\*[^*]+\*\*|\*[^*]+\*|_[^_]+_|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;
/** Only web links leave the page; `javascript:`, `data:` and relative targets are refused. */
const SAFE_HREF = /^https?:\/\//;

/** The inline pieces of one block's text (emphasis, code, links, plain text). */
export function parseMarkdownInline(text: string): MarkdownInline[] {
  const pieces: MarkdownInline[] = [];
  for (const part of text.split(INLINE)) {
    if (!part) continue;
    const link = LINK.exec(part);
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) pieces.push({ kind: 'strong', text: part.slice(2, -2) });
    else if (((part.startsWith('*') && part.endsWith('*')) || (part.startsWith('_') && part.endsWith('_'))) && part.length > 2) pieces.push({ kind: 'em', text: part.slice(1, -1) });
    else if (part.startsWith('`') && part.endsWith('`') && part.length > 2) pieces.push({ kind: 'code', text: part.slice(1, -1) });
    else if (link) pieces.push(SAFE_HREF.test(link[2]) ? { kind: 'link', text: link[1], href: link[2] } : { kind: 'text', text: link[1] });
    else pieces.push({ kind: 'text', text: part });
  }
  return pieces;
}
