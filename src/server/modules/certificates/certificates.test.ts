import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateEndpoints } from '#contracts/certificates';
import { examEndpoints } from '#contracts/exams';
import { PDFDocument } from 'pdf-lib';
import { DEMO_COMPLETED } from '#server/db/seed/assessment.seed';
import { extractPdfText } from '#server/testing/pdf-text';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { completeLessons, enroll, insertAttempt, insertCourse, insertLessons, insertQuiz } from '#server/testing/assessment-factories';
import { rightAnswersOf } from '#server/testing/exam-answers';
import { issueCertificateIfComplete } from './certificate-issuer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function student(name = 'Estudante de Teste') {
  const user = await t.insertUser({ role: 'aluno', name });
  return { ...user, cookie: await t.signIn(user.email, user.password) };
}

/** The PDF and the text drawn on its pages, one line per text operator. */
async function pdfText(bytes: Buffer): Promise<{ doc: PDFDocument; text: string; fonts: string[] }> {
  const { strings, fonts } = await extractPdfText(bytes);
  return { doc: await PDFDocument.load(bytes), text: strings.join('\n'), fonts };
}

/** A course with lessons and a quiz, the student enrolled. */
async function courseFor(userId: string, options: { lessons?: number; quiz?: boolean; enrolled?: boolean } = {}) {
  const courseId = await insertCourse(t.db, { title: 'Contabilidade Básica', durationMinutes: 510 });
  const lessonIds = await insertLessons(t.db, courseId, options.lessons ?? 3);
  const quiz = options.quiz === false ? null : await insertQuiz(t.db, courseId);
  if (options.enrolled !== false) await enroll(t.db, userId, courseId);
  return { courseId, lessonIds, quiz };
}

const certificatesOf = (userId: string) => t.db.selectFrom('certificates').selectAll().where('userId', '=', userId).execute();
const certificateNotificationsOf = (userId: string) => t.db.selectFrom('notifications').selectAll().where('userId', '=', userId).where('type', '=', 'certificate').execute();

describe('issuing', () => {
  it('waits for every lesson and a passing attempt, then issues once with a notification', async () => {
    const s = await student();
    const { courseId, lessonIds, quiz } = await courseFor(s.id);
    await completeLessons(t.db, s.id, courseId, lessonIds.slice(0, 2));
    await insertAttempt(t.db, s.id, quiz!.id, { score: 100, passed: true });
    expect((await issueCertificateIfComplete(t.app.ctx, s.id, courseId)).certificate).toBeNull();

    await completeLessons(t.db, s.id, courseId, lessonIds.slice(2));
    const first = await issueCertificateIfComplete(t.app.ctx, s.id, courseId);
    expect(first.issued).toBe(true);
    expect(first.certificate).toMatchObject({ userId: s.id, courseId, minutes: 510, score: 100, issuedAt: t.clock.now().toISOString() });

    const second = await issueCertificateIfComplete(t.app.ctx, s.id, courseId);
    expect(second.issued).toBe(false);
    expect(second.certificate?.id).toBe(first.certificate?.id);
    expect(await certificatesOf(s.id)).toHaveLength(1);
    const notes = await certificateNotificationsOf(s.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Certificado disponível', link: '/aluno/certificados', description: 'Seu certificado de Contabilidade Básica está pronto para download.', readAt: null });
  });

  it('needs a passing attempt where the course has an exam', async () => {
    const s = await student();
    const { courseId, lessonIds, quiz } = await courseFor(s.id);
    await completeLessons(t.db, s.id, courseId, lessonIds);
    await insertAttempt(t.db, s.id, quiz!.id, { score: 60, passed: false });
    expect((await issueCertificateIfComplete(t.app.ctx, s.id, courseId)).certificate).toBeNull();
    // Another student's pass does not count.
    const other = await student();
    await insertAttempt(t.db, other.id, quiz!.id, { score: 100, passed: true });
    expect((await issueCertificateIfComplete(t.app.ctx, s.id, courseId)).certificate).toBeNull();
    expect(await certificatesOf(s.id)).toHaveLength(0);
  });

  it('a course without an exam completes with its lessons; a course with neither never does', async () => {
    const s = await student();
    const { courseId, lessonIds } = await courseFor(s.id, { quiz: false });
    await completeLessons(t.db, s.id, courseId, lessonIds);
    expect((await issueCertificateIfComplete(t.app.ctx, s.id, courseId)).issued).toBe(true);

    const empty = await courseFor(s.id, { quiz: false, lessons: 0 });
    expect((await issueCertificateIfComplete(t.app.ctx, s.id, empty.courseId)).certificate).toBeNull();
  });

  it('needs an enrollment', async () => {
    const s = await student();
    const { courseId, lessonIds, quiz } = await courseFor(s.id, { enrolled: false });
    await completeLessons(t.db, s.id, courseId, lessonIds);
    await insertAttempt(t.db, s.id, quiz!.id, { score: 90, passed: true });
    expect((await issueCertificateIfComplete(t.app.ctx, s.id, courseId)).certificate).toBeNull();
  });

  it('needs every quiz of the course passed; the score is the best passing one', async () => {
    const s = await student();
    const { courseId, lessonIds, quiz } = await courseFor(s.id);
    const finalQuiz = await insertQuiz(t.db, courseId, { title: 'Simulado Final' });
    await completeLessons(t.db, s.id, courseId, lessonIds);
    await insertAttempt(t.db, s.id, quiz!.id, { score: 95, passed: true });
    await insertAttempt(t.db, s.id, finalQuiz.id, { score: 50, passed: false });
    expect((await issueCertificateIfComplete(t.app.ctx, s.id, courseId)).certificate).toBeNull();
    await insertAttempt(t.db, s.id, finalQuiz.id, { score: 75, passed: true });
    expect((await issueCertificateIfComplete(t.app.ctx, s.id, courseId)).certificate).toMatchObject({ courseId, score: 95 });
  });

  it('only completions of the course’s own lessons count', async () => {
    const s = await student();
    const { courseId, lessonIds } = await courseFor(s.id, { quiz: false });
    const elsewhere = await courseFor(s.id, { lessons: 1, quiz: false });
    await completeLessons(t.db, s.id, courseId, lessonIds.slice(0, 2));
    // Filed under this course, but the lesson is another course's: still two of three.
    await completeLessons(t.db, s.id, courseId, elsewhere.lessonIds);
    expect((await issueCertificateIfComplete(t.app.ctx, s.id, courseId)).certificate).toBeNull();
    await completeLessons(t.db, s.id, courseId, lessonIds.slice(2));
    expect((await issueCertificateIfComplete(t.app.ctx, s.id, courseId)).issued).toBe(true);
  });

  it('exactly one certificate and one notification when completions race', async () => {
    const s = await student();
    const { courseId, lessonIds, quiz } = await courseFor(s.id);
    await completeLessons(t.db, s.id, courseId, lessonIds);
    await insertAttempt(t.db, s.id, quiz!.id, { score: 80, passed: true });
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => issueCertificateIfComplete(t.app.ctx, s.id, courseId)));
    expect(outcomes.filter((o) => o.issued)).toHaveLength(1);
    const rows = await certificatesOf(s.id);
    expect(rows).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.certificate?.id))).toEqual(new Set([rows[0].id]));
    expect(await certificateNotificationsOf(s.id)).toHaveLength(1);
  });

  it('exactly one certificate when two passing attempts are submitted at the same time', async () => {
    const s = await student();
    const { courseId, lessonIds, quiz } = await courseFor(s.id);
    await completeLessons(t.db, s.id, courseId, lessonIds);
    const attempts = [];
    for (let i = 0; i < 2; i++) attempts.push((await t.call(examEndpoints.start, { params: { id: quiz!.id }, cookie: s.cookie })).body.id);
    // Each attempt has its own option order: the right answers differ per attempt.
    const answers = await Promise.all(attempts.map((id) => rightAnswersOf(t.db, id)));
    const results = await Promise.all(attempts.map((id, i) => t.call(examEndpoints.submit, { params: { id: id }, cookie: s.cookie, body: { answers: answers[i] } })));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0].body.certificate!.id).toBe(results[1].body.certificate!.id);
    expect(await certificatesOf(s.id)).toHaveLength(1);
    expect(await certificateNotificationsOf(s.id)).toHaveLength(1);
  });

  it('inside a caller’s transaction, the push waits for announce()', async () => {
    const s = await student();
    const { courseId, lessonIds } = await courseFor(s.id, { quiz: false });
    await completeLessons(t.db, s.id, courseId, lessonIds);
    const pushed: string[] = [];
    const listener = (n: { userId: string; title: string }) => n.userId === s.id && pushed.push(n.title);
    t.app.ctx.notificationBus.on('created', listener);
    const outcome = await t.db.transaction().execute((trx) => issueCertificateIfComplete(t.app.ctx, s.id, courseId, trx));
    expect(pushed).toEqual([]);
    outcome.announce();
    t.app.ctx.notificationBus.off('created', listener);
    expect(pushed).toEqual(['Certificado disponível']);
  });
});

describe('listing', () => {
  it("lists the demo student's five certificates with course, date, hours and instructor", async () => {
    const cookie = await t.signInAs('aluno');
    const res = await t.call(certificateEndpoints.list, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(5);
    const byCourse = new Map(res.body.items.map((c: { courseId: string }) => [c.courseId, c]));
    expect(byCourse.get('3')).toMatchObject({ courseTitle: 'Gestão de Projetos Ágeis', instructorName: 'Dra. Maria Santos', minutes: 15 * 60, score: 90, code: 'EDU-4GPA-7KQX-3M2D' });
    expect(byCourse.get('4')).toMatchObject({ courseTitle: 'Inglês para Negócios', instructorName: 'Prof. João Oliveira', minutes: 30 * 60 });
    expect([...byCourse.keys()].sort()).toEqual(DEMO_COMPLETED.map((c) => c.courseId).sort());
    const dates = res.body.items.map((c: { issuedAt: string }) => c.issuedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists only the caller’s own certificates', async () => {
    const s = await student();
    const res = await t.call(certificateEndpoints.list, { cookie: s.cookie });
    expect(res.body.items).toEqual([]);
  });
});

describe('the PDF', () => {
  it('A4 landscape with platform name, student, course, hours, date in pt-BR, instructor and code', async () => {
    const s = await student('Joana D’Arc Conceição');
    const { courseId, lessonIds } = await courseFor(s.id, { quiz: false });
    await completeLessons(t.db, s.id, courseId, lessonIds);
    t.clock.set(new Date('2026-03-05T15:00:00.000Z'));
    const { certificate } = await issueCertificateIfComplete(t.app.ctx, s.id, courseId);
    const res = await t.call(certificateEndpoints.download, { params: { id: certificate!.id }, cookie: s.cookie });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    expect(res.raw.headers['content-disposition']).toBe('attachment; filename="certificado-contabilidade-basica.pdf"');
    const bytes = res.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { doc, text } = await pdfText(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    for (const expected of ['EduIA', 'Joana D’Arc Conceição', 'Contabilidade Básica', 'com carga horária de 8 horas e 30 minutos, em 5 de março de 2026.', 'Dra. Maria Santos', `Código de verificação: ${certificate!.code}`]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`/certificados/verificar/${certificate!.code}`);
    expect(text).not.toContain('Lucas Almeida');
    expect(doc.getTitle()).toContain('Contabilidade Básica');
    expect(doc.getKeywords()).toContain(certificate!.code);
    expect(doc.getSubject()).toContain(certificate!.code);
    t.clock.set(new Date());
  });

  it.each(['Łukasz Żółć', 'Ana 😀 Souza', 'Zoë 👩‍💻 Ναταλία Ñuñez'])('prints a name outside WinAnsi exactly: %s', async (name) => {
    const s = await student(name);
    const { courseId, lessonIds } = await courseFor(s.id, { quiz: false });
    await completeLessons(t.db, s.id, courseId, lessonIds);
    const { certificate } = await issueCertificateIfComplete(t.app.ctx, s.id, courseId);
    const res = await t.call(certificateEndpoints.download, { params: { id: certificate!.id }, cookie: s.cookie });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    const { text, fonts, doc } = await pdfText(res.raw.rawPayload);
    // Runs of one name may use two fonts (DejaVu, Noto Emoji): join the lines of the name's run.
    expect(text.replaceAll('\n', '')).toContain(name);
    expect(fonts).toEqual(expect.arrayContaining(['DejaVuSans-Bold', 'DejaVuSans']));
    // DejaVu draws the emoticons block (😀); Noto Emoji the rest (👩, 💻).
    if (name.includes('👩')) expect(fonts).toContain('NotoEmoji-Regular');
    expect(doc.getTitle()).toContain(name);
    // Subset fonts: the file stays small (whole DejaVu Sans alone is over 700 KB).
    expect(res.raw.rawPayload.length).toBeLessThan(150_000);
  });

  it('uses the platform name from the settings', async () => {
    const cookie = await t.signInAs('aluno');
    await t.app.ctx.settings.update('platform', { ...(await t.app.ctx.settings.get()).platform, platformName: 'Academia Horizonte' });
    try {
      const res = await t.call(certificateEndpoints.download, { params: { id: 'cert-demo-curso-3' }, cookie });
      const { text, doc } = await pdfText(res.raw.rawPayload);
      expect(text).toContain('Academia Horizonte');
      expect(text).toContain('Lucas Almeida');
      expect(text).toContain('Gestão de Projetos Ágeis');
      expect(text).toContain('EDU-4GPA-7KQX-3M2D');
      expect(doc.getAuthor()).toBe('Academia Horizonte');
    } finally {
      await t.app.ctx.settings.update('platform', { ...(await t.app.ctx.settings.get()).platform, platformName: 'EduIA' });
    }
  });

  it("another student's certificate cannot be downloaded; unknown ids are 404", async () => {
    const intruder = await student();
    const res = await t.call(certificateEndpoints.download, { params: { id: 'cert-demo-curso-3' }, cookie: intruder.cookie });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Certificado não encontrado.');
    expect(res.raw.headers['content-type']).not.toContain('pdf');
    expect((await t.call(certificateEndpoints.download, { params: { id: 'nao-existe' }, cookie: intruder.cookie })).status).toBe(404);
  });
});

describe('the verification link (issue 10 item 4)', () => {
  it('comes from PUBLIC_URL, whatever Host or X-Forwarded-Host the request forges', async () => {
    const configured = await buildTestApp({ config: { PUBLIC_URL: 'https://cursos.eduia.com.br' } });
    try {
      const cookie = await configured.signInAs('aluno');
      const res = await configured.call(certificateEndpoints.download, {
        params: { id: 'cert-demo-curso-3' }, cookie, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      });
      expect(res.status).toBe(200);
      const { text } = await pdfText(res.raw.rawPayload);
      expect(text).toContain('https://cursos.eduia.com.br/certificados/verificar/EDU-4GPA-7KQX-3M2D');
      // Neither the drawn link nor anything else in the file (the QR payload included) names the forged host.
      expect(text).not.toContain('evil.example');
      expect(res.raw.rawPayload.toString('latin1')).not.toContain('evil.example');
    } finally {
      await configured.close();
    }
  });
});

describe('public verification', () => {
  it('verifies a code without signing in and says whose certificate it is', async () => {
    const res = await t.call(certificateEndpoints.verify, { params: { code: 'EDU-4GPA-7KQX-3M2D' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'EDU-4GPA-7KQX-3M2D', studentName: 'Lucas Almeida', courseTitle: 'Gestão de Projetos Ágeis', instructorName: 'Dra. Maria Santos',
      issuedAt: expect.any(String), minutes: 900, platformName: 'EduIA',
    });
    expect(JSON.stringify(res.body)).not.toContain('@');
  });

  it('accepts the code typed in lower case with spaces', async () => {
    const res = await t.call(certificateEndpoints.verify, { params: { code: ' edu-4gpa-7kqx-3m2d ' } });
    expect(res.status).toBe(200);
    expect(res.body.studentName).toBe('Lucas Almeida');
  });

  it('an unknown code says so', async () => {
    const res = await t.call(certificateEndpoints.verify, { params: { code: 'EDU-XXXX-XXXX-XXXX' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Nenhum certificado encontrado com este código.');
  });
});
