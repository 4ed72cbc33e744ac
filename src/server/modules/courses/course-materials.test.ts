import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authoringEndpoints as e, MATERIAL_TYPE_MESSAGE, type TeacherMaterial } from '#contracts/authoring';
import { courseEndpoints } from '#contracts/courses';
import { CSRF_HEADER } from '#contracts/endpoint';
import { DEFAULT_SETTINGS } from '#contracts/settings';
import { SESSION_COOKIE } from '#server/plugins/session';
import { buildDocx, buildPdfLike, buildZip, docxParts } from '#server/testing/office-files';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let teacher: string;
let otherTeacher: string;
let aluno: string;
let outsider: string;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.signInAs('professor');
  const other = await t.insertUser({ role: 'professor' });
  otherTeacher = await t.signIn(other.email, other.password);
  aluno = await t.signInAs('aluno');
  const student = await t.insertUser({ role: 'aluno' });
  outsider = await t.signIn(student.email, student.password);
});
afterAll(async () => t.close());

const BOUNDARY = '----eduia-material-boundary';
const head = (fileName: string, contentType: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const headers = (cookie: string) => ({
  [CSRF_HEADER]: '1',
  cookie: `${SESSION_COOKIE}=${cookie}`,
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
});
const uploadUrl = (courseId: string, title?: string) => `/api/teacher/courses/${courseId}/materials${title === undefined ? '' : `?title=${encodeURIComponent(title)}`}`;

/** POSTs one file as multipart/form-data; `stream` sends it without a Content-Length (chunked). */
async function upload(cookie: string, courseId: string, fileName: string, bytes: Buffer, options: { title?: string; contentType?: string; stream?: boolean; payload?: Buffer } = {}) {
  const body = options.payload ?? Buffer.concat([head(fileName, options.contentType ?? 'application/octet-stream'), bytes, tail]);
  const res = await t.app.inject({
    method: 'POST',
    url: uploadUrl(courseId, options.title),
    headers: headers(cookie),
    payload: options.stream ? Readable.from([body.subarray(0, 1000), body.subarray(1000)]) : body,
  });
  return { status: res.statusCode, body: res.json() as TeacherMaterial & { message: string }, headers: res.headers };
}

const uploadDir = () => t.app.ctx.config.UPLOAD_DIR;
const filesNow = () => new Set(readdirSync(uploadDir()));
const materialRows = async () => Number((await t.db.selectFrom('courseMaterials').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** Nothing of a refused upload remains: same files on disk (no temporary one), same rows. */
async function expectNothingLeft(filesBefore: Set<string>, rowsBefore: number) {
  expect(filesNow()).toEqual(filesBefore);
  expect(await materialRows()).toBe(rowsBefore);
}

const PDF = buildPdfLike(4096);
const DOCX = buildDocx('Exercícios da semana');

describe('uploading a material', () => {
  it('stores a PDF under a generated name, lists it, and the enrolled student downloads it at once', async () => {
    const res = await upload(teacher, '1', 'Exercícios Módulo 1.pdf', PDF, { title: 'Lista de exercícios', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ courseId: '1', title: 'Lista de exercícios', fileName: 'Exercícios Módulo 1.pdf', sizeBytes: PDF.length });
    const row = await t.db.selectFrom('courseMaterials').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(row.mimeType).toBe('application/pdf');
    expect(existsSync(join(uploadDir(), row.storedName))).toBe(true);

    const list = await t.call(e.listMaterials, { cookie: teacher, query: { pageSize: 50 } });
    expect(list.body.items.map((m) => m.id)).toContain(res.body.id);
    const courses = await t.call(e.listCourses, { cookie: teacher, query: { pageSize: 50 } });
    const counted = await t.db.selectFrom('courseMaterials').select((eb) => eb.fn.countAll<number>().as('n')).where('courseId', '=', '1').executeTakeFirstOrThrow();
    expect(courses.body.items.find((c) => c.id === '1')!.materials).toBe(Number(counted.n));

    const detail = await t.call(courseEndpoints.detail, { params: { id: '1' }, cookie: aluno });
    expect(detail.body.materials.map((m) => m.title)).toContain('Lista de exercícios');
    const download = await t.call(courseEndpoints.downloadMaterial, { params: { id: '1', materialId: res.body.id }, cookie: aluno });
    expect(download.status).toBe(200);
    expect(download.raw.headers['content-type']).toBe('application/pdf');
    expect(download.raw.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Exercícios Módulo 1.pdf')}`);
    expect(download.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(download.raw.rawPayload.equals(PDF)).toBe(true);
  });

  it('accepts a real .docx (a ZIP package with [Content_Types].xml and word/), titled after the file by default', async () => {
    const res = await upload(teacher, '1', 'Roteiro de estudo.docx', DOCX);
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('Roteiro de estudo');
    const download = await t.call(courseEndpoints.downloadMaterial, { params: { id: '1', materialId: res.body.id }, cookie: aluno });
    expect(download.raw.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(download.raw.rawPayload.equals(DOCX)).toBe(true);
  });

  it('refuses other types, checked by name and by content, with a Portuguese message and nothing kept', async () => {
    const files = filesNow();
    const rows = await materialRows();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0)]);
    const cases: Array<[string, Buffer]> = [
      ['foto.png', png], // a .png by name
      ['foto.pdf', png], // a .png renamed .pdf
      ['programa.exe', exe],
      ['programa.pdf', exe], // a renamed .exe
      ['programa.docx', exe],
      ['planilha.docx', buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'xl/workbook.xml', data: '<workbook/>' }])], // a ZIP, not Word
      ['documento.docx', PDF], // a PDF renamed .docx
      ['texto.txt', Buffer.from('apenas texto')],
      ['sem-extensao', PDF],
    ];
    for (const [name, bytes] of cases) {
      const res = await upload(teacher, '1', name, bytes);
      expect(res.status, name).toBe(415);
      // A ZIP that is not a Word package also says why.
      expect(res.body.message.startsWith(MATERIAL_TYPE_MESSAGE), name).toBe(true);
    }
    // A Word file list with a web page beside it, and a 1 GB expansion: refused, saying why.
    const withPage = await upload(teacher, '1', 'pagina.docx', buildZip([...docxParts(), { name: 'index.html', data: '<script>alert(1)</script>' }]));
    expect(withPage.status).toBe(415);
    expect(withPage.body.message).toBe(`${MATERIAL_TYPE_MESSAGE} Este .docx não é um documento do Word válido: a parte index.html não pertence a um documento do Word.`);
    const bomb = await upload(teacher, '1', 'bomba.docx', buildZip([...docxParts(), { name: 'word/media/a.bin', data: 'x', deflate: true, declaredSize: 1024 * 1024 * 1024 }]));
    expect(bomb.status).toBe(415);
    expect(bomb.body.message).toContain('o conteúdo descompactado passa de 100 MB');
    const empty = await upload(teacher, '1', 'vazio.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('O arquivo enviado está vazio.');
    await expectNothingLeft(files, rows);
  });

  it('refuses a file over the admin setting maxUploadSize with 413, cut off while streaming, nothing kept', async () => {
    await t.app.ctx.settings.update('platform', { ...DEFAULT_SETTINGS.platform, maxUploadSize: 1 });
    try {
      const files = filesNow();
      const rows = await materialRows();
      const big = buildPdfLike(1024 * 1024 + 10);
      // Declared size over the limit: refused before reading the body.
      const declared = await upload(teacher, '1', 'grande.pdf', big);
      expect(declared.status).toBe(413);
      expect(declared.body.message).toBe('O arquivo é maior que o limite de 1 MB definido pela plataforma.');
      expect(declared.headers.connection).toBe('close');
      // No Content-Length (chunked): the stream is cut at the limit.
      const streamed = await upload(teacher, '1', 'grande.pdf', big, { stream: true });
      expect(streamed.status).toBe(413);
      expect(streamed.body.message).toBe('O arquivo é maior que o limite de 1 MB definido pela plataforma.');
      // Exactly at the limit passes.
      const fits = await upload(teacher, '1', 'no-limite.pdf', buildPdfLike(1024 * 1024), { stream: true });
      expect(fits.status).toBe(201);
      await t.call(e.deleteMaterial, { params: { id: fits.body.id }, cookie: teacher });
      await expectNothingLeft(files, rows);
    } finally {
      await t.app.ctx.settings.update('platform', DEFAULT_SETTINGS.platform);
    }
  });

  it('answers 413 while the client is still sending: the rest of a too-large upload is never read', async () => {
    await t.app.ctx.settings.update('platform', { ...DEFAULT_SETTINGS.platform, maxUploadSize: 1 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const files = filesNow();
      const rows = await materialRows();
      const { port } = new URL(address);
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: Number(port), method: 'POST', path: uploadUrl('1'), headers: { ...headers(teacher), 'transfer-encoding': 'chunked' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', (error) => ((error as { code?: string }).code === 'ECONNRESET' ? undefined : reject(error)));
        // 2 MB of a file announced as much larger; the request is never ended.
        req.write(head('enorme.pdf', 'application/pdf'));
        req.write(buildPdfLike(2 * 1024 * 1024));
      });
      expect(status).toBe(413);
      await vi.waitFor(async () => expectNothingLeft(files, rows));
    } finally {
      await t.app.ctx.settings.update('platform', DEFAULT_SETTINGS.platform);
    }
  });

  it('an interrupted upload leaves no row and no file', async () => {
    const files = filesNow();
    const rows = await materialRows();
    // A body that ends in the middle of the file (no closing boundary).
    const truncated = await upload(teacher, '1', 'x.pdf', PDF, { payload: Buffer.concat([head('metade.pdf', 'application/pdf'), PDF.subarray(0, 2000)]) });
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe('O envio do arquivo foi interrompido. Tente novamente.');
    await expectNothingLeft(files, rows);

    // A client that disconnects half-way, over a real socket.
    const address = t.app.server.listening ? `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const req = httpRequest({ host: '127.0.0.1', port: Number(port), method: 'POST', path: uploadUrl('1'), headers: { ...headers(teacher), 'transfer-encoding': 'chunked' } });
    req.on('error', () => undefined);
    req.write(head('caiu.pdf', 'application/pdf'));
    req.write(buildPdfLike(256 * 1024));
    // The temporary file exists while the upload runs…
    await vi.waitFor(() => expect([...filesNow()].some((name) => name.startsWith('.upload-'))).toBe(true));
    req.destroy();
    // …and is gone once the client is.
    await vi.waitFor(async () => expectNothingLeft(files, rows));
  });

  it('refuses a multipart that is not exactly one file in the field "file" (400, nothing kept)', async () => {
    const files = filesNow();
    const rows = await materialRows();
    const part = (field: string, name: string) => Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`), PDF, Buffer.from('\r\n')]);
    const end = Buffer.from(`--${BOUNDARY}--\r\n`);
    const wrongField = await upload(teacher, '1', '', PDF, { payload: Buffer.concat([part('arquivo', 'a.pdf'), end]) });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Envie apenas um arquivo, no campo "file".');
    const twoFiles = await upload(teacher, '1', '', PDF, { payload: Buffer.concat([part('file', 'a.pdf'), part('file', 'b.pdf'), end]) });
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.message).toBe('Envie apenas um arquivo, no campo "file".');
    await expectNothingLeft(files, rows);
  });

  it('drops bidirectional-override characters from the file name (no "fdp.exe" spoofing of the download name)', async () => {
    const res = await upload(teacher, '1', 'aula\u202Efdp.exe\u202C.pdf', PDF);
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe('aulafdp.exe.pdf');
  });

  it('validates the title (400 in Portuguese)', async () => {
    const res = await upload(teacher, '1', 'a.pdf', PDF, { title: 'x'.repeat(121) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('O título do material deve ter no máximo 120 caracteres.');
  });

  it('is refused on another teacher\'s course (404), a course in review (409), to students (403) and anonymous (401)', async () => {
    const files = filesNow();
    const rows = await materialRows();
    expect((await upload(otherTeacher, '1', 'a.pdf', PDF)).status).toBe(404);
    expect((await upload(teacher, '3', 'a.pdf', PDF)).status).toBe(404); // Dra. Maria's course
    const pending = await upload(teacher, 'prof-visao-computacional', 'a.pdf', PDF);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toMatch(/em análise/);
    expect((await upload(aluno, '1', 'a.pdf', PDF)).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: uploadUrl('1'), headers: { [CSRF_HEADER]: '1', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.concat([head('a.pdf', 'application/pdf'), PDF, tail]) });
    expect(anonymous.statusCode).toBe(401);
    await expectNothingLeft(files, rows);
  });
});

describe('each teacher\'s upload quota (setting teacherUploadQuotaMb)', () => {
  const MiB = 1024 * 1024;
  async function teacherWithCourse() {
    const user = await t.insertUser({ role: 'professor' });
    const cookie = await t.signIn(user.email, user.password);
    const course = await t.call(e.createCourse, { cookie, body: { title: 'Curso com Cota', description: 'Descrição', category: 'tecnologia', isPremium: false } });
    return { id: user.id, cookie, courseId: course.body.id };
  }
  /** Space already taken: a material row of `bytes` (no file needed for the sum). */
  const taken = (teacherId: string, courseId: string, bytes: number) =>
    t.db.insertInto('courseMaterials').values({ id: `ocupado-${teacherId}-${bytes}`, courseId, title: 'Antigo', fileName: 'antigo.pdf', storedName: 'nao-existe.pdf', mimeType: 'application/pdf', sizeBytes: bytes, uploadedBy: teacherId, createdAt: t.clock.now().toISOString() }).execute();

  it('refuses with 413 an upload that would pass it, saying how much is used; what fits is stored; others are not affected', async () => {
    await t.app.ctx.settings.update('platform', { ...DEFAULT_SETTINGS.platform, teacherUploadQuotaMb: 10 });
    try {
      const full = await teacherWithCourse();
      const other = await teacherWithCourse();
      await taken(full.id, full.courseId, 9.5 * MiB);
      const files = filesNow();
      const rows = await materialRows();
      const over = await upload(full.cookie, full.courseId, 'grande.pdf', buildPdfLike(MiB));
      expect(over.status).toBe(413);
      expect(over.body.message).toBe('Sua cota de armazenamento de materiais é de 10 MB e você já usa 9,5 MB; este arquivo tem 1 MB. Exclua materiais que não usa mais ou peça à administração para aumentar a cota.');
      await expectNothingLeft(files, rows);

      const fits = await upload(full.cookie, full.courseId, 'pequeno.pdf', buildPdfLike(400 * 1024));
      expect(fits.status).toBe(201);
      expect((await upload(other.cookie, other.courseId, 'outro.pdf', buildPdfLike(MiB))).status).toBe(201);

      // Once full, refused before the file is read.
      await taken(full.id, full.courseId, MiB);
      const none = await upload(full.cookie, full.courseId, 'mais.pdf', buildPdfLike(1000));
      expect(none.status).toBe(413);
      expect(none.body.message).toMatch(/^Sua cota de armazenamento de materiais é de 10 MB e você já usa 10,9 MB\. /);
    } finally {
      await t.app.ctx.settings.update('platform', DEFAULT_SETTINGS.platform);
    }
  });

  it('two uploads at once never both fit in the space left', async () => {
    await t.app.ctx.settings.update('platform', { ...DEFAULT_SETTINGS.platform, teacherUploadQuotaMb: 10 });
    try {
      const teacherNow = await teacherWithCourse();
      await taken(teacherNow.id, teacherNow.courseId, 9 * MiB);
      const results = await Promise.all([0, 1].map((i) => upload(teacherNow.cookie, teacherNow.courseId, `par-${i}.pdf`, buildPdfLike(700 * 1024))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 413]);
    } finally {
      await t.app.ctx.settings.update('platform', DEFAULT_SETTINGS.platform);
    }
  });
});

describe('a crash mid-upload', () => {
  it('leaves a temporary file that the next start removes (never a row)', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'eduia-crash-'));
    writeFileSync(join(dir, '.upload-0b1c2d3e.part'), PDF.subarray(0, 100));
    writeFileSync(join(dir, 'kept.pdf'), PDF);
    const restarted = await buildTestApp({ seed: false, config: { UPLOAD_DIR: dir } });
    try {
      expect(readdirSync(dir)).toEqual(['kept.pdf']);
    } finally {
      await restarted.close();
    }
  });
});

describe('downloading', () => {
  it('a student not enrolled gets 403, a premium course without subscription its lock, another course\'s id 404', async () => {
    const res = await upload(teacher, '1', 'Apoio.pdf', PDF);
    expect((await t.call(courseEndpoints.downloadMaterial, { params: { id: '1', materialId: res.body.id }, cookie: outsider })).status).toBe(403);
    expect((await t.call(courseEndpoints.downloadMaterial, { params: { id: '2', materialId: res.body.id }, cookie: aluno })).status).toBe(404);
    expect((await t.call(courseEndpoints.downloadMaterial, { params: { id: '1', materialId: res.body.id }, cookie: teacher })).status).toBe(403);
    const premium = await upload(teacher, '2', 'Premium.pdf', PDF);
    const locked = await t.call(courseEndpoints.downloadMaterial, { params: { id: '2', materialId: premium.body.id }, cookie: outsider });
    expect(locked.status).toBe(403);
    expect(locked.body.reason).toBe('premium');
  });
});

describe('renaming and deleting', () => {
  it('renames the title shown to students; the download keeps the original file name', async () => {
    const res = await upload(teacher, '1', 'original.pdf', PDF);
    const renamed = await t.call(e.renameMaterial, { params: { id: res.body.id }, body: { title: '  Apostila revisada  ' }, cookie: teacher });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: res.body.id, title: 'Apostila revisada', fileName: 'original.pdf' });
    const detail = await t.call(courseEndpoints.detail, { params: { id: '1' }, cookie: aluno });
    expect(detail.body.materials.find((m) => m.id === res.body.id)?.title).toBe('Apostila revisada');
    const empty = await t.callRaw(e.renameMaterial, { params: { id: res.body.id }, body: { title: '   ' }, cookie: teacher });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Informe o título do material.');
  });

  it('refuses a NUL byte in a title or a material id with 400 (a 500 on PostgreSQL before)', async () => {
    const material = await upload(teacher, '1', 'nul.pdf', PDF);
    const rename = await t.call(e.renameMaterial, { cookie: teacher, params: { id: material.body.id }, body: { title: 'a\u0000b' } });
    expect(rename.status).toBe(400);
    expect(rename.body.message).toBe('O texto enviado contém um caractere inválido (NUL).');
    const byId = await t.call(e.deleteMaterial, { cookie: teacher, params: { id: '\u0000' } });
    expect(byId.status).toBe(400);
    const files = filesNow();
    const rows = await materialRows();
    const titled = await upload(teacher, '1', 'nul.pdf', PDF, { title: 'a\u0000b' });
    expect(titled.status).toBe(400);
    expect(titled.body.message).toBe('O texto enviado contém um caractere inválido (NUL).');
    await expectNothingLeft(files, rows);
  });

  it('deletes the row and the file from disk', async () => {
    const res = await upload(teacher, '1', 'apagar.pdf', PDF);
    const row = await t.db.selectFrom('courseMaterials').select('storedName').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    const deleted = await t.call(e.deleteMaterial, { params: { id: res.body.id }, cookie: teacher });
    expect(deleted.status).toBe(200);
    expect(existsSync(join(uploadDir(), row.storedName))).toBe(false);
    expect(await t.db.selectFrom('courseMaterials').select('id').where('id', '=', res.body.id).executeTakeFirst()).toBeUndefined();
    expect((await t.call(courseEndpoints.downloadMaterial, { params: { id: '1', materialId: res.body.id }, cookie: aluno })).status).toBe(404);
    expect((await t.call(e.deleteMaterial, { params: { id: res.body.id }, cookie: teacher })).status).toBe(404);
  });

  it('another teacher gets 404 and changes nothing; students 403; anonymous 401', async () => {
    const res = await upload(teacher, '1', 'meu.pdf', PDF);
    expect((await t.call(e.renameMaterial, { params: { id: res.body.id }, body: { title: 'Roubado' }, cookie: otherTeacher })).status).toBe(404);
    expect((await t.call(e.deleteMaterial, { params: { id: res.body.id }, cookie: otherTeacher })).status).toBe(404);
    expect((await t.call(e.deleteMaterial, { params: { id: res.body.id }, cookie: aluno })).status).toBe(403);
    expect((await t.call(e.deleteMaterial, { params: { id: res.body.id } })).status).toBe(401);
    const row = await t.db.selectFrom('courseMaterials').select(['title', 'storedName']).where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.title).toBe('meu');
    expect(existsSync(join(uploadDir(), row.storedName))).toBe(true);
  });

  it('a course in review keeps its materials (409)', async () => {
    await t.db
      .insertInto('courseMaterials')
      .values({ id: 'material-em-analise', courseId: 'prof-visao-computacional', title: 'Em análise', fileName: 'a.pdf', storedName: 'nao-existe.pdf', mimeType: 'application/pdf', sizeBytes: 10, uploadedBy: null, createdAt: t.clock.now().toISOString() })
      .execute();
    expect((await t.call(e.deleteMaterial, { params: { id: 'material-em-analise' }, cookie: teacher })).status).toBe(409);
    expect((await t.call(e.renameMaterial, { params: { id: 'material-em-analise' }, body: { title: 'Outro' }, cookie: teacher })).status).toBe(409);
  });
});

describe('demo data', () => {
  it('the demo teacher\'s draft, pending and rejected courses have a real PDF handout and an uploaded thumbnail', async () => {
    const materials = await t.call(e.listMaterials, { cookie: teacher, query: { pageSize: 50 } });
    for (const courseId of ['prof-python-iniciantes', 'prof-visao-computacional', 'prof-nlp-fundamentos']) {
      const material = materials.body.items.find((m) => m.id === `material-${courseId}-1`);
      expect(material, courseId).toBeDefined();
      const row = await t.db.selectFrom('courseMaterials').select('storedName').where('id', '=', material!.id).executeTakeFirstOrThrow();
      expect(readFileSync(join(uploadDir(), row.storedName)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const course = await t.call(e.getCourse, { params: { id: courseId }, cookie: teacher });
      expect(material!.courseId).toBe(courseId);
      expect(course.body.thumbnail).toMatch(/^\/api\/course-thumbnails\/[0-9a-f-]{36}\.png$/);
      const image = await t.app.inject({ method: 'GET', url: course.body.thumbnail });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
  });
});
