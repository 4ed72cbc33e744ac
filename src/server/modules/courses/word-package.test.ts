import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocx, buildZip, docxParts } from '#server/testing/office-files';
import { checkWordPackage } from '#server/lib/file-types';

// The .docx content check against crafted archives (issue 22 item 5): a file list that only
// names the Word parts, foreign parts, escaping names, and ZIP bombs (declared and hidden).

const dir = mkdtempSync(join(tmpdir(), 'eduia-docx-'));
let count = 0;
async function check(bytes: Buffer, maxExpandedBytes?: number) {
  count += 1;
  const path = join(dir, `f${count}.docx`);
  writeFileSync(path, bytes);
  return checkWordPackage(path, bytes.length, maxExpandedBytes);
}

const MB = 1024 * 1024;

describe('checkWordPackage', () => {
  it('accepts a Word package, stored or deflated, with the usual parts', async () => {
    expect(await check(buildDocx())).toMatchObject({ ok: true });
    const full = [
      ...docxParts('Texto longo '.repeat(500)).map((p) => ({ ...p, deflate: true })),
      { name: 'docProps/core.xml', data: '<cp:coreProperties/>', deflate: true },
      { name: 'word/_rels/document.xml.rels', data: '<Relationships/>' },
      { name: 'word/media/', data: '' },
      { name: 'customXml/item1.xml', data: '<b/>' },
    ];
    expect(await check(buildZip(full))).toMatchObject({ ok: true });
  });

  it('needs real [Content_Types].xml and word/document.xml entries, not names that merely start alike', async () => {
    const namesOnly = buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'word/', data: '' }, { name: 'word/styles.xml', data: '<s/>' }]);
    expect(await check(namesOnly)).toEqual({ ok: false, reason: 'falta a parte word/document.xml' });
    const noTypes = buildZip(docxParts().filter((p) => p.name !== '[Content_Types].xml'));
    expect(await check(noTypes)).toEqual({ ok: false, reason: 'falta a parte [Content_Types].xml' });
    const directoryOnly = buildZip([...docxParts().filter((p) => p.name !== 'word/document.xml'), { name: 'word/document.xml/', data: '' }]);
    expect(await check(directoryOnly)).toMatchObject({ ok: false });
  });

  it('refuses parts outside the Word layout: an index.html at the root, other folders', async () => {
    for (const name of ['index.html', 'xl/workbook.xml', 'ppt/slide1.xml', 'word.xml', 'Word/document2.xml']) {
      const verdict = await check(buildZip([...docxParts(), { name, data: '<html><script>alert(1)</script></html>' }]));
      expect(verdict, name).toEqual({ ok: false, reason: `a parte ${name} não pertence a um documento do Word` });
    }
  });

  it('refuses absolute names, .. segments, backslashes and duplicated parts', async () => {
    for (const name of ['/etc/passwd', 'word/../../evil.xml', 'word\\document2.xml', 'C:/word/x.xml', 'word/./x.xml']) {
      const verdict = await check(buildZip([...docxParts(), { name, data: 'x' }]));
      expect(verdict.ok, name).toBe(false);
    }
    const twice = buildZip([...docxParts(), { name: 'word/document.xml', data: '<outro/>' }]);
    expect(await check(twice)).toEqual({ ok: false, reason: 'a parte word/document.xml aparece duas vezes' });
  });

  it('refuses a declared expansion past the cap (a 1 GB part) without inflating anything', async () => {
    const declared = buildZip([...docxParts(), { name: 'word/media/image1.png', data: 'pequeno', deflate: true, declaredSize: 1024 * MB }]);
    expect(await check(declared)).toEqual({ ok: false, reason: 'o conteúdo descompactado passa de 100 MB' });
    // The cap is the sum of the parts, not each one.
    const many = buildZip([...docxParts(), ...Array.from({ length: 3 }, (_, i) => ({ name: `word/media/p${i}.bin`, data: 'x', deflate: true, declaredSize: 40 * MB }))]);
    expect(await check(many)).toMatchObject({ ok: false, reason: 'o conteúdo descompactado passa de 100 MB' });
  });

  it('refuses a part that inflates past its declared size (a hidden bomb), reading no further than declared', async () => {
    const liar = buildZip([...docxParts(), { name: 'word/media/zeros.bin', data: Buffer.alloc(4 * MB), deflate: true, declaredSize: 1000 }]);
    expect(await check(liar)).toEqual({ ok: false, reason: 'uma parte não se descompacta no tamanho declarado' });
  });

  it('refuses an honest but extreme compression ratio past 10 MB expanded', async () => {
    const bomb = buildZip([...docxParts(), { name: 'word/media/zeros.bin', data: Buffer.alloc(12 * MB), deflate: true }]);
    expect(await check(bomb)).toEqual({ ok: false, reason: 'a taxa de compressão é de uma bomba ZIP' });
  });

  it('refuses what is not a ZIP at all, or a truncated one', async () => {
    expect(await check(Buffer.from('PK\x03\x04 não é um zip de verdade', 'latin1'))).toEqual({ ok: false, reason: 'não é um pacote ZIP legível' });
    const docx = buildDocx();
    expect((await check(docx.subarray(0, docx.length - 30))).ok).toBe(false);
  });
});
