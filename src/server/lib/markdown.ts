import { LRUCache } from 'lru-cache';
import MarkdownIt from 'markdown-it';
import type { StateCore } from 'markdown-it';

// Lesson and policy Markdown, rendered here to HTML that the browser only inserts
// (docs/decisions/markdown-rendered-on-the-server.md). markdown-it parses CommonMark in time
// linear in its input, so no text an author can write slows the process for everyone (a
// hand-written regex took 8 s on 50 000 '['; markdown.test.ts keeps the adversarial inputs).
// The output is inert: raw HTML stays text, images are off, and a link is kept only when
// its target is on the allow-list below.

/** Where the text is shown: the heading level its top-level headings take on that page. */
export type MarkdownPlace = 'lesson' | 'policy';

/**
 * The player's lesson title is an h2 (the course title is the h1), so a lesson's own
 * headings start at h3; a policy page's title is the h1, so its headings start at h2.
 */
const TOP_HEADING_LEVEL: Record<MarkdownPlace, number> = { lesson: 3, policy: 2 };

/**
 * http(s) and e-mail links, and paths on this site (`/aluno/…`). A protocol-relative `//host`
 * or `/\host` leaves the site and is refused; so are `javascript:`, `data:`, `vbscript:` and
 * any other scheme. markdown-it has percent-encoded the target before it asks.
 */
const ALLOWED_LINK = /^(?:https?:\/\/|mailto:|\/(?![/\\]|%5c))/i;

function createRenderer(place: MarkdownPlace): MarkdownIt {
  // maxNesting 20 (CommonMark preset's value, 100 in 'default'): an unclosed '[' looks that far
  // ahead, so 50 000 of them cost 20 steps each instead of 100; no lesson nests lists 20 deep.
  const md = new MarkdownIt('default', { html: false, linkify: false, typographer: false, ...{ maxNesting: 20 } });
  md.disable(['image']);
  md.validateLink = (url) => ALLOWED_LINK.test(url);
  md.core.ruler.push('heading_scale', (state: StateCore) => keepOutline(state, TOP_HEADING_LEVEL[place]));
  const renderToken = md.renderer.renderToken.bind(md.renderer);
  md.renderer.rules.link_open = (tokens, index, options) => {
    const token = tokens[index];
    // As before: a link opens in a new tab, so the student keeps the lesson.
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
    return renderToken(tokens, index, options);
  };
  return md;
}

/**
 * `#` and `##` stay different levels, and the text's outline sits under the page's own
 * title: its highest heading takes `top`, the others keep their distance from it (at most h6).
 */
function keepOutline(state: StateCore, top: number): void {
  const levelOf = (tag: string) => Number(tag.slice(1));
  const headings = state.tokens.filter((token) => token.type === 'heading_open' || token.type === 'heading_close');
  if (headings.length === 0) return;
  let highest = 6;
  for (const token of headings) highest = Math.min(highest, levelOf(token.tag));
  for (const token of headings) token.tag = `h${Math.min(6, top + levelOf(token.tag) - highest)}`;
}

const renderers: Record<MarkdownPlace, MarkdownIt> = { lesson: createRenderer('lesson'), policy: createRenderer('policy') };

/**
 * Rendered texts by place and text, bounded by size (characters of text and HTML, about
 * 16 MB at most): a lesson opened by a class is parsed once, not once per student.
 */
const rendered = new LRUCache<string, string>({ maxSize: 8_000_000, sizeCalculation: (html, key) => html.length + key.length });

/** Safe HTML for a Markdown text written by a teacher or an admin. */
export function renderMarkdown(markdown: string, place: MarkdownPlace): string {
  const key = `${place}:${markdown}`;
  const cached = rendered.get(key);
  if (cached !== undefined) return cached;
  const html = renderers[place].render(markdown);
  rendered.set(key, html);
  return html;
}
