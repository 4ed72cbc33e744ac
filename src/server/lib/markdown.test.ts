import { beforeAll, describe, expect, it } from 'vitest';
import { LESSON_CONTENT_MAX } from '#contracts/authoring';
import { POLICY_TEXT_MAX } from '#contracts/settings';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, lists, quotes, code, emphasis and links', () => {
    const html = renderMarkdown(
      ['### Introdução', '', 'Primeira linha', 'continua aqui.', '', '- um', '- dois', '', '1. primeiro', '', '> uma citação', '', '```ts', 'const x = 1;', '```', '',
        'Use **sempre** o *modo* _estrito_ com `tsc --strict`, veja [a documentação](https://react.dev/learn).'].join('\n'),
      'lesson',
    );
    expect(html).toBe([
      '<h3>Introdução</h3>',
      '<p>Primeira linha\ncontinua aqui.</p>',
      '<ul>\n<li>um</li>\n<li>dois</li>\n</ul>',
      '<ol>\n<li>primeiro</li>\n</ol>',
      '<blockquote>\n<p>uma citação</p>\n</blockquote>',
      '<pre><code class="language-ts">const x = 1;\n</code></pre>',
      '<p>Use <strong>sempre</strong> o <em>modo</em> <em>estrito</em> com <code>tsc --strict</code>, veja ' +
        '<a href="https://react.dev/learn" target="_blank" rel="noopener noreferrer">a documentação</a>.</p>',
      '',
    ].join('\n'));
  });

  it('keeps # and ## at different levels, under the page title (issue 22: both were h2)', () => {
    // A lesson sits under the lesson's h2 title; a policy under the page's h1.
    expect(renderMarkdown('# Um\n\n## Dois\n\n### Três', 'lesson')).toBe('<h3>Um</h3>\n<h4>Dois</h4>\n<h5>Três</h5>\n');
    expect(renderMarkdown('# Um\n\n## Dois\n\n### Três', 'policy')).toBe('<h2>Um</h2>\n<h3>Dois</h3>\n<h4>Três</h4>\n');
    // A text whose top level is ## or ### starts at the same place: the outline has no gap.
    expect(renderMarkdown('## Seção\n\n### Parte', 'policy')).toBe('<h2>Seção</h2>\n<h3>Parte</h3>\n');
    expect(renderMarkdown('### Exercícios', 'lesson')).toBe('<h3>Exercícios</h3>\n');
    expect(renderMarkdown('# a\n\n###### f', 'lesson')).toBe('<h3>a</h3>\n<h6>f</h6>\n');
  });

  it('keeps http(s), e-mail and same-site links; they open in a new tab', () => {
    const html = renderMarkdown('[a](http://example.com) [b](mailto:x@example.com) [c](/aluno/cursos) <https://example.com/x>', 'lesson');
    expect(html.match(/<a href="[^"]*" target="_blank" rel="noopener noreferrer">/g)).toHaveLength(4);
    for (const href of ['http://example.com', 'mailto:x@example.com', '/aluno/cursos', 'https://example.com/x']) expect(html).toContain(`href="${href}"`);
  });

  it.each([
    ['javascript:', '[clique](javascript:alert(document.cookie))'],
    ['JavaScript: with entities', '[clique](&#106;avascript:alert(1))'],
    ['javascript: autolink', '<javascript:alert(1)>'],
    ['data:', '[clique](data:text/html;base64,PHNjcmlwdD4=)'],
    ['vbscript:', '[clique](vbscript:msgbox(1))'],
    ['protocol-relative', '[clique](//evil.example)'],
    ['backslash host', '[clique](/\\evil.example)'],
    ['reference to javascript:', '[clique][x]\n\n[x]: javascript:alert(1)'],
  ])('refuses a %s link: no anchor is made', (_kind, markdown) => {
    const html = renderMarkdown(markdown, 'lesson');
    expect(html).not.toContain('<a ');
    expect(html).not.toMatch(/href=/);
  });

  it('never turns HTML into markup: tags stay text', () => {
    for (const markdown of ['<script>alert(1)</script>', '<img src=x onerror="alert(1)">', '<a href="javascript:alert(1)">x</a>', '<div>\n<iframe src="https://evil"></iframe>\n</div>']) {
      const html = renderMarkdown(markdown, 'lesson');
      expect(html).not.toMatch(/<(script|img|a|div|iframe)\b/);
      expect(html).toContain('&lt;');
    }
  });

  it('makes no image: ![…](…) is not an <img> (no onerror, no tracking pixel)', () => {
    const html = renderMarkdown('![x" onerror="alert(1)](https://evil.example/p.png) ![y](javascript:alert(1))', 'lesson');
    expect(html).not.toContain('<img');
    // What was the alt text is escaped text now: its quote cannot open an attribute.
    expect(html).toContain('x&quot; onerror=&quot;alert(1)');
    expect(html).not.toContain('" onerror');
  });

  it('escapes a code block\'s language and content', () => {
    expect(renderMarkdown('```"><script>\n<b>\n```', 'lesson')).toBe('<pre><code class="language-&quot;&gt;&lt;script&gt;">&lt;b&gt;\n</code></pre>\n');
  });
});

// Issue 22: a regex backtracked quadratically on unclosed '[' (50 000 of them blocked the
// process for 8 s). Each input below is at the largest size a lesson or policy may have and
// must render in under 50 ms. The budget is CPU time, the best of a few runs, and it only grows
// on a machine measured to be slow: the same length of ordinary lesson text is rendered too, and
// an input may cost three times that when that is over 50 ms (on a shared, overloaded machine wall time
// measures the neighbours). The old regex took seconds; a quadratic parser would on any machine.
describe('renderMarkdown on adversarial input at the length limit', () => {
  const max = Math.max(LESSON_CONTENT_MAX, POLICY_TEXT_MAX);
  const fill = (unit: string) => unit.repeat(Math.floor(max / unit.length));
  const ordinary = fill(
    '### Exercícios\n\nA **Inteligência Artificial** é a área que estuda *agentes* e usa `modelos` ([veja](https://example.com)).\n\n- um item\n- outro item\n\n```py\nprint(1)\n```\n\n',
  );
  const inputs: Array<[string, string]> = [
    ['unclosed [', fill('[')],
    ['unclosed [x](', fill('[x](')],
    ['unclosed [a', fill('[a')],
    ['unclosed ![', fill('![')],
    ['run of (', fill('(')],
    ['run of *', fill('*')],
    ['run of _', fill('_')],
    ['run of `', fill('`')],
    ['run of <', fill('<')],
    ['unclosed *a', fill('*a')],
    ['unclosed **a', fill('**a')],
    ['unclosed _a', fill('_a')],
    ['unmatched code spans a`', fill('a`')],
    ['code spans of growing length', Array.from({ length: 300 }, (_, i) => `${'`'.repeat(i + 1)}a`).join('').slice(0, max)],
    ['nested emphasis', `${'*_'.repeat(max / 4 - 1)}a${'_*'.repeat(max / 4 - 1)}`],
    ['unclosed nested emphasis', fill('*a _b **c ')],
    ['nested quotes and lists', fill('> - ')],
    ['unclosed < autolinks', fill('<a')],
  ];

  const cpuMilliseconds = (run: () => void) => {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const start = process.cpuUsage();
      run();
      const used = process.cpuUsage(start);
      best = Math.min(best, (used.user + used.system) / 1000);
    }
    return best;
  };

  let budget = 50;
  beforeAll(() => {
    let run = 0;
    const reference = cpuMilliseconds(() => renderMarkdown(`${ordinary}${run++}`, 'lesson'));
    budget = Math.max(50, 3 * reference);
  });

  it.each(inputs)('%s: rendered in under 50 ms, as inert text', (_name, markdown) => {
    expect(markdown.length).toBeLessThanOrEqual(max);
    expect(markdown.length).toBeGreaterThan(max * 0.9);
    let html = '';
    // Not the cache's answer: a new text each run (one trailing character differs).
    let run = 0;
    const ms = cpuMilliseconds(() => {
      html = renderMarkdown(`${markdown.slice(0, -1)}${String.fromCharCode(97 + run++)}`, 'lesson');
    });
    expect(html).not.toMatch(/<(script|img|iframe)\b|href="(?!https?:|mailto:|\/)/);
    expect(ms).toBeLessThan(budget);
  });
});
