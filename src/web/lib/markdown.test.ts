import { describe, expect, it } from 'vitest';
import { parseMarkdownBlocks, parseMarkdownInline } from './markdown.ts';

describe('parseMarkdownBlocks', () => {
  it('reads headings, paragraphs, lists, quotes and fenced code in order', () => {
    const markdown = [
      '# Introdução',
      '',
      'Primeira linha',
      'continua aqui.',
      '',
      '- um',
      '* dois',
      '',
      '1. primeiro',
      '2. segundo',
      '> uma citação',
      '> em duas linhas',
      '```',
      'const x = 1;',
      '  indentado',
      '```',
      '### Fim',
    ].join('\r\n');
    expect(parseMarkdownBlocks(markdown)).toEqual([
      { kind: 'heading', level: 1, text: 'Introdução' },
      { kind: 'paragraph', text: 'Primeira linha continua aqui.' },
      { kind: 'list', ordered: false, items: ['um', 'dois'] },
      { kind: 'list', ordered: true, items: ['primeiro', 'segundo'] },
      { kind: 'quote', text: 'uma citação em duas linhas' },
      { kind: 'code', text: 'const x = 1;\n  indentado' },
      { kind: 'heading', level: 3, text: 'Fim' },
    ]);
  });

  it('keeps Markdown inside a code block as text', () => {
    expect(parseMarkdownBlocks('```\n# não é título\n- nem lista\n```')).toEqual([{ kind: 'code', text: '# não é título\n- nem lista' }]);
  });

  it('does not take "#texto" without a space for a heading', () => {
    expect(parseMarkdownBlocks('#hashtag')).toEqual([{ kind: 'paragraph', text: '#hashtag' }]);
  });

  it('keeps HTML as the text of a paragraph', () => {
    expect(parseMarkdownBlocks('<script>alert(1)</script>')).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>' }]);
  });
});

describe('parseMarkdownInline', () => {
  it('reads bold, italic, inline code and plain text', () => {
    expect(parseMarkdownInline('Use **sempre** o *modo* _estrito_ com `tsc --strict`.')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'strong', text: 'sempre' },
      { kind: 'text', text: ' o ' },
      { kind: 'em', text: 'modo' },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'estrito' },
      { kind: 'text', text: ' com ' },
      { kind: 'code', text: 'tsc --strict' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps http and https links', () => {
    expect(parseMarkdownInline('Veja [a documentação](https://react.dev/learn) e [isto](http://example.com).')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'a documentação', href: 'https://react.dev/learn' },
      { kind: 'text', text: ' e ' },
      { kind: 'link', text: 'isto', href: 'http://example.com' },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([
    ['javascript:', '[clique](javascript:alert(document.cookie))'],
    ['data:', '[clique](data:text/html;base64,PHNjcmlwdD4=)'],
    ['relative', '[clique](/admin)'],
    ['protocol-relative', '[clique](//evil.example)'],
  ])('refuses a %s link: only its text remains', (_kind, markdown) => {
    const pieces = parseMarkdownInline(markdown);
    expect(pieces.some((piece) => piece.kind === 'link')).toBe(false);
    expect(pieces[0]).toEqual({ kind: 'text', text: 'clique' });
  });

  it('never turns HTML into markup: tags stay plain text', () => {
    for (const html of ['<script>alert(1)</script>', '<img src=x onerror="alert(1)">', '<a href="javascript:alert(1)">x</a>']) {
      expect(parseMarkdownInline(html)).toEqual([{ kind: 'text', text: html }]);
    }
  });

  it('keeps a lone asterisk as text', () => {
    expect(parseMarkdownInline('5 * 3')).toEqual([{ kind: 'text', text: '5 * 3' }]);
  });
});
