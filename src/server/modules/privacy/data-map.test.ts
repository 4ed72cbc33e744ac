import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATA_CATEGORIES } from '#contracts/privacy';

// The data map in docs/security.md is the export's categories (issue 26 item 6).
describe('data map', () => {
  it('docs/security.md names every category of "Meus dados" and the export', () => {
    const doc = readFileSync(new URL('../../../../docs/security.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('**Data map**'));
    const rows = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(rows).toEqual(DATA_CATEGORIES.map((c) => c.key));
  });
});
