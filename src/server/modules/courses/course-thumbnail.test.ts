import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringEndpoints as e, type AuthoringCourse } from '#contracts/authoring';
import { courseEndpoints } from '#contracts/courses';
import { CSRF_HEADER } from '#contracts/endpoint';
import { SESSION_COOKIE } from '#server/plugins/session';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let teacher: string;
let otherTeacher: string;
let aluno: string;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.signInAs('professor');
  const other = await t.insertUser({ role: 'professor' });
  otherTeacher = await t.signIn(other.email, other.password);
  aluno = await t.signInAs('aluno');
});
afterAll(async () => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

async function uploadThumbnail(cookie: string | null, courseId: string, fileName: string, bytes: Buffer) {
  const boundary = '----eduia-thumbnail';
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/teacher/courses/${courseId}/thumbnail`,
    headers: { [CSRF_HEADER]: '1', ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return { status: res.statusCode, body: res.json() as AuthoringCourse & { message: string } };
}

const storedPath = (thumbnail: string) => join(t.app.ctx.config.UPLOAD_DIR, 'thumbnails', thumbnail.split('/').pop()!);

describe('course thumbnail', () => {
  it('an uploaded image (checked by content) becomes the thumbnail of the course card in the catalogue', async () => {
    const res = await uploadThumbnail(teacher, '1', 'capa.png', PNG);
    expect(res.status).toBe(200);
    expect(res.body.thumbnail).toMatch(/^\/api\/course-thumbnails\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.thumbnail });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const catalogue = await t.call(courseEndpoints.catalogue, { cookie: aluno, query: {} });
    expect(catalogue.body.items.find((c) => c.id === '1')?.thumbnail).toBe(res.body.thumbnail);

    // A new image replaces the file; removing goes back to the category's illustration.
    const jpeg = await uploadThumbnail(teacher, '1', 'capa.png', JPEG);
    expect(jpeg.body.thumbnail).toMatch(/\.jpg$/);
    expect(existsSync(storedPath(res.body.thumbnail))).toBe(false);
    const removed = await t.call(e.removeThumbnail, { params: { id: '1' }, cookie: teacher });
    expect(removed.body.thumbnail).toBe(`/thumbnails/${removed.body.category}.svg`);
    expect(existsSync(storedPath(jpeg.body.thumbnail))).toBe(false);
  });

  it('refuses what is not an image by content (415), another teacher (404), students (403), anonymous (401)', async () => {
    const text = await uploadThumbnail(teacher, '1', 'capa.png', Buffer.from('isto não é uma imagem'));
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Formato não suportado. Envie uma imagem PNG, JPEG ou WebP.');
    const exe = await uploadThumbnail(teacher, '1', 'capa.png', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]));
    expect(exe.status).toBe(415);
    expect((await uploadThumbnail(otherTeacher, '1', 'capa.png', PNG)).status).toBe(404);
    expect((await uploadThumbnail(aluno, '1', 'capa.png', PNG)).status).toBe(403);
    expect((await uploadThumbnail(null, '1', 'capa.png', PNG)).status).toBe(401);
    expect((await uploadThumbnail(teacher, 'prof-visao-computacional', 'capa.png', PNG)).status).toBe(409);
    const big = await uploadThumbnail(teacher, '1', 'capa.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('A imagem deve ter no máximo 2 MB.');
  });

  it('refuses a multipart that is not exactly one image in the field "file" (400)', async () => {
    const boundary = '----eduia-thumbnail';
    const part = (field: string) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="capa.png"\r\nContent-Type: image/png\r\n\r\n`), PNG, Buffer.from('\r\n')]);
    const send = (payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/teacher/courses/2/thumbnail',
        headers: { [CSRF_HEADER]: '1', cookie: `${SESSION_COOKIE}=${teacher}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    const before = (await t.call(e.getCourse, { params: { id: '2' }, cookie: teacher })).body.thumbnail;
    for (const payload of [Buffer.concat([part('imagem'), Buffer.from(`--${boundary}--\r\n`)]), Buffer.concat([part('file'), part('file'), Buffer.from(`--${boundary}--\r\n`)])]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Envie apenas uma imagem, no campo "file".');
    }
    expect((await t.call(e.getCourse, { params: { id: '2' }, cookie: teacher })).body.thumbnail).toBe(before);
  });

  it('serves only generated names (404 otherwise)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/course-thumbnails/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/course-thumbnails/00000000-0000-0000-0000-000000000000.png' })).statusCode).toBe(404);
  });
});
