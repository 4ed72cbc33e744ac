import { hashPassword } from '#server/lib/passwords';
import { DEMO_ACCOUNTS } from '#server/modules/auth/demo-accounts';
import { createAuditAnchor } from '#server/modules/audit/audit-anchor';
import { chainHash, CHECKPOINT_ACTION, GENESIS_HASH } from '#server/modules/audit/audit-chain';
import { SettingsService } from '#server/modules/settings/settings.service';
import { dialectOf, openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { seedDatabase } from '../index.ts';
import { SEED_IDS } from '../foundation.seed.ts';
import { openPostgresWriter, openSqliteWriter, type BulkWriter, type Row } from './bulk-writer.ts';
import { asciiSlug, createRandom, FIRST_NAMES, LESSON_WORDS, pad, SPECIALTIES, SUBJECTS, SURNAMES, TITLE_FORMS, zipf } from './population.ts';

// `npm run db:seed:large`: a platform of 100 000 students on the database of DATABASE_URL
// (docs/performance.md). The demo data first (its accounts are part of the population),
// then every table in bulk from one seeded random sequence: the same seed and day give the
// same rows. Sizes scale with `students` (100 000 → the sizes).

export interface LargeSeedOptions {
  url: string;
  pgSchema?: string;
  students: number;
  /** The PRNG seed. */
  seed: number;
  /** The day the data ends on (YYYY-MM-DD, UTC): two years of history up to it. */
  today: string;
  /** The audit chain's HMAC key (AUDIT_HMAC_KEY or its file): the generated rows are keyed like the app's. */
  auditKey: Buffer;
  log?: (line: string) => void;
}

export interface LargeSeedSummary {
  counts: Record<string, number>;
  seconds: number;
  /** The big course of the demo teacher. */
  bigCourseId: string;
  /** A generated student who can sign in with the demo student's password. */
  sampleStudentEmail: string;
  /** The audit chain's last place (for the head kept outside the database). */
  lastAuditSeq: number;
}

const DAY = 86_400_000;
const CATEGORIES = Object.keys(SUBJECTS);
const LARGE_PREFIX = 'lg-';

export const BIG_COURSE_ID = `${LARGE_PREFIX}c-00000`;
const largeStudentId = (n: number) => `${LARGE_PREFIX}s-${pad(n, 6)}`;

interface CourseInfo {
  id: string;
  title: string;
  instructorId: string;
  status: string;
  createdAt: number;
  lessons: string[];
  minutes: number;
  quizId: string | null;
  questions: number[];
}

export async function seedLarge(options: LargeSeedOptions): Promise<LargeSeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const scale = options.students / 100_000;
  const sized = (full: number, min = 1) => Math.max(min, Math.round(full * scale));
  const now = Date.parse(`${options.today}T15:00:00.000Z`);
  if (Number.isNaN(now)) throw new Error(`--today ${options.today}: use YYYY-MM-DD`);
  const iso = (ms: number) => new Date(ms).toISOString();
  const dayOf = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10); // São Paulo (UTC−3)
  const random = createRandom(options.seed);

  // 1. Schema and the demo data through the app's own code (accounts, settings, plans).
  const db = openDatabase({ url: options.url, pgSchema: options.pgSchema });
  let plans: Array<{ id: string; billingPriceCents: number; periodMonths: number }>;
  let alunoCourses: Set<string>;
  let head: { seq: number; hash: string };
  let keyed: boolean;
  try {
    await migrateToLatest(db);
    if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) {
      throw new Error('o banco já tem dados: o conjunto grande só é gerado num banco vazio (npm run db:reset antes, ou outro DATABASE_URL)');
    }
    log('esquema e dados de demonstração…');
    const audit = createAuditAnchor({ key: options.auditKey, db, headFile: null, log: { info: () => {}, error: () => {} } });
    await seedDatabase({ db, now: new Date(now), settings: new SettingsService(db, { now: () => new Date(now) }), audit });
    await audit.settle();
    plans = await db.selectFrom('plans').select(['id', 'billingPriceCents', 'periodMonths']).orderBy('position').execute();
    alunoCourses = new Set((await db.selectFrom('enrollments').select('courseId').where('userId', '=', SEED_IDS.student).execute()).map((r) => r.courseId));
    const last = await db.selectFrom('auditLog').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
    head = last ? { seq: Number(last.seq), hash: last.hash } : { seq: 0, hash: GENESIS_HASH };
    keyed = Boolean(await db.selectFrom('auditLog').select('seq').where('action', '=', CHECKPOINT_ACTION).limit(1).executeTakeFirst());
  } finally {
    await db.destroy();
  }

  const writer: BulkWriter = dialectOf(options.url) === 'postgres'
    ? await openPostgresWriter(options.url, options.pgSchema, log)
    : openSqliteWriter(options.url.slice('file:'.length));
  const counts: Record<string, number> = {};
  const add = async (table: string, row: Row, parents?: string[]) => {
    await writer.table(table, parents).add(row);
    counts[table] = (counts[table] ?? 0) + 1;
  };
  let phaseStarted = Date.now();
  const phase = async (name: string) => {
    await writer.flush();
    const rows = Object.entries(counts).map(([t, n]) => `${t} ${n.toLocaleString('pt-BR')}`).join(', ');
    log(`${name} pronto em ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s (total ${((Date.now() - started) / 1000).toFixed(0)} s) — ${rows}`);
    phaseStarted = Date.now();
  };

  try {
    // 2. People: one password hash each for students and teachers (argon2 per row would take hours).
    const studentHash = await hashPassword(DEMO_ACCOUNTS.find((a) => a.role === 'aluno')!.password);
    const teacherHash = await hashPassword(DEMO_ACCOUNTS.find((a) => a.role === 'professor')!.password);
    const personName = () => {
      const first = FIRST_NAMES[zipfFirst(random)];
      const last1 = SURNAMES[zipfLast(random)];
      const last2 = random.chance(0.6) ? ` ${SURNAMES[zipfLast(random)]}` : '';
      return `${first} ${last1}${last2}`;
    };
    const zipfFirst = zipf(FIRST_NAMES.length, 0.7);
    const zipfLast = zipf(SURNAMES.length, 0.8);
    const teacherIds: string[] = [SEED_IDS.teacher];
    const teacherCount = sized(1_000, 3);
    for (let t = 1; t < teacherCount; t++) {
      const id = `${LARGE_PREFIX}t-${pad(t, 5)}`;
      const name = personName();
      const title = random.pick(['Prof.', 'Profa.', 'Dr.', 'Dra.', '']);
      const created = now - (365 + random.int(1000)) * DAY;
      teacherIds.push(id);
      await add('users', {
        id, name: title ? `${title} ${name}` : name, email: `${asciiSlug(name)}.prof${t}@eduia.com.br`, passwordHash: teacherHash, role: 'professor',
        status: 'ativo', phone: null, bio: `Professor(a) de ${random.pick(SPECIALTIES).toLowerCase()} com experiência em sala de aula e no mercado.`,
        cpf: null, avatarFile: null, specialties: JSON.stringify([random.pick(SPECIALTIES), random.pick(SPECIALTIES)]),
        qualification: random.pick(['Mestrado em Educação', 'Doutorado em Ciência da Computação', 'Especialização em Gestão', 'Licenciatura em Letras']),
        mustChangePassword: 0, passwordChangedAt: iso(now - random.int(60) * DAY), emailVerifiedAt: iso(created), totpSecret: null, totpEnabled: 0, failedLoginCount: 0,
        lockedUntil: null, createdAt: iso(created), lastAccessAt: iso(now - random.int(30) * DAY), version: 1,
      });
    }
    const studentCount = options.students;
    let sampleStudentEmail = '';
    const studentCreated: number[] = new Array<number>(studentCount);
    for (let s = 0; s < studentCount; s++) {
      const id = largeStudentId(s);
      const name = personName();
      const created = now - (random.next() ** 0.7) * 900 * DAY;
      studentCreated[s] = created;
      if (s === 0) sampleStudentEmail = `${asciiSlug(name)}.${s}@exemplo.com.br`;
      const roll = random.next();
      const status = roll < 0.005 ? 'suspenso' : roll < 0.01 ? 'pendente' : 'ativo';
      const identity = random.next();
      await add('users', {
        id, name, email: `${asciiSlug(name)}.${s}@exemplo.com.br`, passwordHash: studentHash, role: 'aluno', status,
        phone: random.chance(0.5) ? `(${11 + random.int(80)}) 9${pad(random.int(10_000), 4)}-${pad(random.int(10_000), 4)}` : null,
        bio: null, cpf: null, avatarFile: null, mustChangePassword: 0, passwordChangedAt: iso(now - random.int(60) * DAY),
        emailVerifiedAt: status === 'pendente' ? null : iso(created + 3_600_000), totpSecret: null, totpEnabled: 0, failedLoginCount: 0, lockedUntil: null,
        createdAt: iso(created), lastAccessAt: iso(Math.max(created, now - random.exp(20) * DAY)), version: 1,
        identityStatus: identity < 0.01 ? 'pendente' : identity < 0.6 ? 'verificado' : identity < 0.62 ? 'rejeitado' : null,
        identitySubmittedAt: identity < 0.62 ? iso(created + DAY) : null,
        identityReviewedAt: identity >= 0.01 && identity < 0.62 ? iso(created + 2 * DAY) : null,
        identityReviewedBy: identity >= 0.01 && identity < 0.62 ? SEED_IDS.admin : null,
        identityRejectionReason: identity >= 0.6 && identity < 0.62 ? 'Documento ilegível: envie uma foto nítida da frente do documento.' : null,
        suspendedReason: status === 'suspenso' ? 'Compartilhamento de conta com terceiros.' : null,
        suspendedAt: status === 'suspenso' ? iso(now - random.int(200) * DAY) : null,
      });
    }
    await phase('usuários');

    // 3. Courses (a few teachers hold most of them), modules, lessons, materials, quizzes.
    const courseCount = sized(5_000, 30);
    const teacherOf = zipf(teacherIds.length, 1.1);
    const courses: CourseInfo[] = [];
    let lessonNumber = 0;
    let questionNumber = 0;
    for (let c = 0; c < courseCount; c++) {
      const big = c === 0;
      const id = `${LARGE_PREFIX}c-${pad(c, 5)}`;
      const category = big ? 'tecnologia' : random.pick(CATEGORIES);
      const subject = big ? 'Programação em Python' : random.pick(SUBJECTS[category]!);
      const title = big ? 'Programação em Python do Zero ao Avançado' : random.pick(TITLE_FORMS).replace('{s}', subject);
      const roll = random.next();
      // Every status at any size (courses 1–4), then mostly approved ones.
      const fixed = ['approved', 'draft', 'pending', 'rejected', 'unpublished'][c];
      const status = fixed ?? (roll < 0.84 ? 'approved' : roll < 0.9 ? 'draft' : roll < 0.94 ? 'pending' : roll < 0.97 ? 'rejected' : 'unpublished');
      const instructorId = big ? SEED_IDS.teacher : teacherIds[teacherOf(random)]!;
      const createdAt = now - (30 + random.int(800)) * DAY - (big ? 800 * DAY : 0);
      const course: CourseInfo = { id, title, instructorId, status, createdAt, lessons: [], minutes: 0, quizId: null, questions: [] };
      const moduleCount = big ? 6 : 2 + random.int(5);
      const lessonCount = big ? 36 : Math.max(4, Math.min(60, Math.round(random.exp(16)) + 4));
      const lessonMinutes = Array.from({ length: lessonCount }, () => 5 + random.int(40));
      course.minutes = lessonMinutes.reduce((a, b) => a + b, 0);
      await add('courses', {
        id, title, description: `Curso de ${subject.toLowerCase()} com aulas práticas, exercícios comentados e certificado de conclusão. Ideal para quem busca crescer na carreira.`,
        thumbnail: `/thumbnails/${category}.svg`, category, instructorId, durationMinutes: course.minutes, rating: Math.round((3.5 + random.next() * 1.5) * 10) / 10,
        isPremium: random.chance(0.3) ? 1 : 0, status, rejectionReason: status === 'rejected' ? 'O conteúdo das aulas precisa de exemplos e de uma avaliação final.' : null,
        submittedAt: status === 'draft' ? null : iso(createdAt + DAY), approvedAt: status === 'approved' || status === 'unpublished' ? iso(createdAt + 3 * DAY) : null,
        approvedBy: status === 'approved' || status === 'unpublished' ? SEED_IDS.admin : null, createdAt: iso(createdAt),
        unpublishedReason: status === 'unpublished' ? 'Conteúdo desatualizado, retirado do catálogo a pedido do professor.' : null,
        unpublishedAt: status === 'unpublished' ? iso(now - random.int(100) * DAY) : null, unpublishedBy: status === 'unpublished' ? SEED_IDS.admin : null,
      });
      for (let m = 0; m < moduleCount; m++) {
        const moduleId = `${id}-m${m}`;
        await add('course_modules', { id: moduleId, courseId: id, title: `Módulo ${m + 1}: ${random.pick(LESSON_WORDS)} de ${subject}`, position: m }, ['courses']);
        const inModule = Math.floor(lessonCount / moduleCount) + (m < lessonCount % moduleCount ? 1 : 0);
        for (let l = 0; l < inModule; l++) {
          const lessonId = `${LARGE_PREFIX}l-${pad(lessonNumber++, 7)}`;
          const minutes = lessonMinutes[course.lessons.length]!;
          course.lessons.push(lessonId);
          await add('lessons', {
            id: lessonId, moduleId, courseId: id, title: `${random.pick(LESSON_WORDS)}: ${subject} — parte ${l + 1}`, durationMinutes: minutes,
            content: `## ${subject}\n\nNesta aula você vai estudar **${random.pick(LESSON_WORDS).toLowerCase()}** com exemplos do cotidiano brasileiro.\n\n- Leitura orientada\n- Exercício prático\n- Revisão com questões comentadas\n`,
            videoUrl: random.chance(0.5) ? `https://videos.eduia.com.br/${lessonId}.mp4` : null, position: l,
          }, ['course_modules']);
        }
      }
      for (let k = 0, n = random.int(3); k < n; k++) {
        await add('course_materials', {
          id: `${id}-mat${k}`, courseId: id, title: `Apostila ${k + 1} — ${subject}`, fileName: `apostila-${k + 1}.pdf`, storedName: `${id}-mat${k}.pdf`,
          mimeType: 'application/pdf', sizeBytes: 50_000 + random.int(2_000_000), uploadedBy: instructorId, createdAt: iso(createdAt + DAY),
        }, ['courses']);
      }
      if (status !== 'draft') {
        course.quizId = `${id}-q`;
        await add('quizzes', {
          id: course.quizId, courseId: id, title: `Simulado final: ${subject}`, durationMinutes: 30, passingScore: 70, createdBy: instructorId,
          createdAt: iso(createdAt + DAY), updatedAt: iso(createdAt + DAY), questionsPerAttempt: null, retryWaitMinutes: 10,
        }, ['courses']);
        for (let q = 0; q < 10; q++) {
          const correct = random.int(4);
          course.questions.push(correct);
          await add('quiz_questions', {
            id: `${LARGE_PREFIX}qq-${pad(questionNumber++, 7)}`, quizId: course.quizId, position: q, question: `Questão ${q + 1}: qual afirmação sobre ${subject.toLowerCase()} está correta?`,
            options: JSON.stringify(['Alternativa A', 'Alternativa B', 'Alternativa C', 'Alternativa D'].map((o, i) => `${o}${i === correct ? ' (correta)' : ''}`)),
            correctIndex: correct, explanation: 'A alternativa correta resume o conceito principal da aula.',
          }, ['quizzes']);
        }
      }
      courses.push(course);
    }
    await phase('cursos');

    // 4. Each student's learning: enrolments (a few courses hold most), lessons done,
    // study time over two years, quizzes, certificates, favourites, notes, notifications,
    // subscription and payments.
    const open = courses.filter((c) => c.status === 'approved' && c.id !== BIG_COURSE_ID);
    const courseOf = zipf(open.length, 0.85);
    const bigStudents = Math.round(50_000 * scale);
    const big = courses[0]!;
    let enrolNumber = 0;
    let attemptNumber = 0;
    let certNumber = 0;
    let notifNumber = 0;
    let paymentNumber = 0;
    let receiptNumber = 0;
    const CODE = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
    const certCode = (n: number) => {
      let x = n * 7_919 + 104_729;
      let code = '';
      for (let i = 0; i < 12; i++) {
        code += CODE[x % CODE.length];
        x = Math.floor(x / CODE.length) + i * 17;
      }
      return `EDU-${code.slice(0, 4)}-${code.slice(4, 8)}-${pad(n, 8).slice(-4)}`;
    };

    const learn = async (userId: string, course: CourseInfo, enrolledAt: number, fraction: number, studyDays: number) => {
      const total = course.lessons.length;
      const done = Math.min(total, Math.round(fraction * total));
      const span = Math.max(DAY, now - enrolledAt - DAY);
      const completedTimes: number[] = [];
      for (let l = 0; l < done; l++) completedTimes.push(enrolledAt + ((l + 1) / (done + 1)) * span * (done === total ? 0.9 : 1));
      const finished = done === total && total > 0;
      const last = done ? completedTimes[done - 1]! : enrolledAt;
      await add('enrollments', {
        id: `${LARGE_PREFIX}e-${pad(enrolNumber++, 8)}`, userId, courseId: course.id, enrolledAt: iso(enrolledAt), lastAccessedAt: iso(Math.max(last, now - random.exp(30) * DAY)),
        progressPercent: total ? Math.round((done * 100) / total) : 0, completedAt: finished ? iso(last) : null,
      });
      for (let l = 0; l < done; l++) {
        await add('lesson_completions', { userId, lessonId: course.lessons[l]!, courseId: course.id, completedAt: iso(completedTimes[l]!) });
      }
      if (done > 0 && random.chance(0.1)) {
        await add('notes', { userId, lessonId: course.lessons[random.int(done)]!, courseId: course.id, content: 'Revisar este conceito antes do simulado. Anotação: exemplos práticos ajudam muito!', updatedAt: iso(last) });
      }
      if (done > 0 && studyDays > 0) {
        const first = enrolledAt;
        const step = Math.max(DAY, Math.floor((Math.max(last, first + DAY) - first) / studyDays));
        let previous = '';
        for (let d = 0; d < studyDays; d++) {
          const day = dayOf(first + d * step);
          if (day === previous || first + d * step > now) continue;
          previous = day;
          await add('study_time', { userId, courseId: course.id, day, seconds: 300 + random.int(5_400) });
        }
      }
      let passed = false;
      if (course.quizId && fraction > 0.3) {
        for (let a = 0, attempts = random.chance(0.3) ? 2 : 1; a < attempts; a++) {
          const startedAt = Math.min(now - 3_600_000, last + (a + 1) * DAY);
          const answers = course.questions.map((correct) => (random.chance(0.55 + 0.1 * a + 0.3 * fraction) ? correct : (correct + 1 + random.int(3)) % 4));
          const score = Math.round((answers.filter((x, i) => x === course.questions[i]).length / course.questions.length) * 100);
          passed ||= score >= 70;
          await add('quiz_attempts', {
            id: `${LARGE_PREFIX}a-${pad(attemptNumber++, 8)}`, quizId: course.quizId, userId, startedAt: iso(startedAt), deadlineAt: iso(startedAt + 30 * 60_000),
            submittedAt: iso(startedAt + (5 + random.int(20)) * 60_000), answers: JSON.stringify(answers), score, passed: score >= 70 ? 1 : 0,
            questionIds: null, optionOrders: null, answerKey: null,
          });
        }
      }
      if (finished) {
        await add('certificates', {
          id: `${LARGE_PREFIX}cert-${pad(certNumber, 8)}`, userId, courseId: course.id, code: certCode(certNumber), issuedAt: iso(last), minutes: course.minutes,
          score: passed ? 70 + random.int(31) : null,
        });
        certNumber += 1;
      }
      return { finished, last };
    };

    const progressFraction = () => {
      const roll = random.next();
      return roll < 0.35 ? 0 : roll < 0.45 ? 1 : random.next() ** 2;
    };

    const notify = async (userId: string, createdAt: number) => {
      const kind = random.pick(['course', 'certificate', 'reminder', 'system'] as const);
      const texts = {
        course: ['Novo curso lançado', 'Um novo curso de negócios já está disponível no catálogo.', '/aluno/catalogo'],
        certificate: ['Certificado disponível', 'Seu certificado de conclusão está pronto para download.', '/aluno/certificados'],
        reminder: ['Continue estudando!', 'Você está a poucas aulas de concluir seu curso. Não pare agora!', '/aluno'],
        system: ['Manutenção concluída', 'A plataforma foi atualizada com melhorias de desempenho e acessibilidade.', null],
      }[kind];
      await add('notifications', {
        id: `${LARGE_PREFIX}n-${pad(notifNumber++, 8)}`, userId, type: kind, title: texts[0]!, description: texts[1]!, link: texts[2],
        readAt: random.chance(0.8) ? iso(createdAt + 3_600_000) : null, createdAt: iso(createdAt),
      });
    };

    const subscribe = async (userId: string, created: number) => {
      const plan = plans[random.int(plans.length)]!;
      const months = plan.periodMonths;
      const start = Math.max(created, now - random.next() * 730 * DAY);
      const roll = random.next();
      const intended = roll < 0.6 ? 'active' : roll < 0.7 ? 'canceled' : 'expired';
      const method = random.pick(['card', 'card', 'card', 'pix', 'boleto'] as const);
      const subscriptionId = `${LARGE_PREFIX}sub-${userId.slice(LARGE_PREFIX.length + 2)}`;
      const periodMs = months * 30 * DAY;
      let periodStart = start;
      let periods = 0;
      // Active and cancelled ones reach today; expired ones stop a few periods in.
      const maxPeriods = intended === 'expired' ? 1 + random.int(8) : Number.POSITIVE_INFINITY;
      const payments: Row[] = [];
      for (;;) {
        const periodEnd = periodStart + periodMs;
        const kind = periods === 0 ? 'checkout' : 'renewal';
        const common = {
          userId, subscriptionId, planId: plan.id, kind, method, instalments: method === 'card' && months >= 12 ? 12 : 1, interestCents: 0,
          listPriceCents: plan.billingPriceCents, discountCents: 0, amountCents: plan.billingPriceCents, monthsCovered: months, couponId: null,
          cardBrand: method === 'card' ? 'Visa' : null, cardLast4: method === 'card' ? '4242' : null, provider: 'sandbox',
          pixPayload: null, boletoBarcode: null, refundReference: null,
        };
        if (random.chance(0.05)) {
          payments.push({
            ...common, id: `${LARGE_PREFIX}p-${pad(paymentNumber++, 8)}`, status: method === 'card' ? 'recusado' : 'expirado', expiresAt: method === 'card' ? null : iso(periodStart - DAY),
            paidAt: null, refundedAt: null, periodStart: null, periodEnd: null, providerReference: null,
            failureReason: method === 'card' ? 'Cartão recusado pelo emissor.' : 'Pagamento não identificado até o vencimento.', receiptNumber: null, createdAt: iso(periodStart - 2 * DAY),
          });
        }
        const refunded = periods === 0 && random.chance(0.01);
        payments.push({
          ...common, id: `${LARGE_PREFIX}p-${pad(paymentNumber++, 8)}`, status: refunded ? 'reembolsado' : 'pago', expiresAt: null, paidAt: iso(periodStart),
          refundedAt: refunded ? iso(periodStart + 3 * DAY) : null, periodStart: iso(periodStart), periodEnd: iso(periodEnd),
          providerReference: `sbx_lg_${paymentNumber}`, failureReason: null, receiptNumber: `NF-LG-${pad(receiptNumber++, 9)}`, createdAt: iso(periodStart),
        });
        periods += 1;
        if (refunded || periods >= maxPeriods || periodEnd > now) {
          const ended = refunded ? periodStart + 3 * DAY : periodEnd;
          const status = refunded || ended <= now ? 'expired' : intended === 'expired' ? 'canceled' : intended;
          await add('subscriptions', {
            id: subscriptionId, userId, planId: plan.id, status, startedAt: iso(start), currentPeriodStart: iso(periodStart), currentPeriodEnd: iso(ended),
            cancelAtPeriodEnd: status === 'active' ? 0 : 1, pendingPlanId: null, paymentMethod: method, createdAt: iso(start), updatedAt: iso(periodStart),
          });
          // A Pix or boleto subscriber's next charge, issued before the period ends and not paid yet.
          if (status === 'active' && method !== 'card' && ended - now < 5 * DAY) {
            payments.push({
              ...common, kind: 'renewal', id: `${LARGE_PREFIX}p-${pad(paymentNumber++, 8)}`, status: 'pendente', expiresAt: iso(ended), paidAt: null, refundedAt: null,
              periodStart: iso(ended), periodEnd: iso(ended + periodMs), providerReference: null, failureReason: null, receiptNumber: null, createdAt: iso(now - DAY),
              pixPayload: method === 'pix' ? `00020126580014br.gov.bcb.pix0136${subscriptionId}` : null,
              boletoBarcode: method === 'boleto' ? `34191.79001 01043.510047 91020.150008 ${pad(paymentNumber, 1)} 0000000${plan.billingPriceCents}` : null,
            });
          }
          break;
        }
        periodStart = periodEnd;
      }
      for (const payment of payments) await add('payments', payment, ['subscriptions']);
    };

    // The demo student: 20 courses (the demo ones included) over two years of history.
    let alunoTotal = alunoCourses.size;
    for (let i = 0, added = 0; alunoTotal < 20 && i < open.length; i++) {
      const course = open[i * 7 % open.length]!;
      if (alunoCourses.has(course.id)) continue;
      alunoCourses.add(course.id);
      alunoTotal += 1;
      added += 1;
      // The first one two years ago, then one about every month.
      const enrolledAt = now - (730 - (added - 1) * 30) * DAY;
      await learn(SEED_IDS.student, course, enrolledAt, added % 3 === 0 ? 1 : 0.3 + (added % 5) * 0.15, 120);
    }
    for (let k = 0; k < 200; k++) await notify(SEED_IDS.student, now - random.next() * 730 * DAY);

    for (let s = 0; s < studentCount; s++) {
      const userId = largeStudentId(s);
      const created = studentCreated[s]!;
      const chosen = new Set<CourseInfo>();
      if (s < bigStudents) chosen.add(big);
      const wanted = Math.min(40, 1 + Math.floor(random.exp(9)));
      for (let tries = 0; chosen.size < wanted && tries < wanted * 3; tries++) chosen.add(open[courseOf(random)]!);
      const mine = [...chosen];
      for (const course of mine) {
        const enrolledAt = Math.max(created, course.createdAt + 3 * DAY) + random.next() * Math.max(DAY, now - Math.max(created, course.createdAt + 3 * DAY)) * 0.9;
        const fraction = progressFraction();
        await learn(userId, course, Math.min(enrolledAt, now - DAY), fraction, Math.round(fraction * course.lessons.length * 0.3) + (fraction > 0 ? 1 : 0));
      }
      for (let k = 0, n = Math.min(mine.length, random.int(4)); k < n; k++) {
        await add('favorites', { userId, courseId: mine[k]!.id, createdAt: iso(created + DAY * (k + 1)) });
      }
      for (let k = 0, n = Math.round(random.exp(10)); k < n; k++) await notify(userId, created + random.next() * (now - created));
      if (random.chance(0.4)) await subscribe(userId, created);
      if (s % 10_000 === 9_999) log(`  alunos ${(s + 1).toLocaleString('pt-BR')} / ${studentCount.toLocaleString('pt-BR')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    await phase('matrículas, progresso, simulados, pagamentos e notificações');

    // 5. The notice board: course tasks and events from teachers, platform announcements.
    const taskCount = sized(10_000, 20);
    for (let k = 0; k < taskCount; k++) {
      const course = k === 0 ? big : open[courseOf(random)]!;
      const createdAt = now - random.int(120) * DAY;
      const id = `${LARGE_PREFIX}task-${pad(k, 6)}`;
      await add('course_tasks', {
        id, courseId: course.id, authorId: course.instructorId, title: `Entregar exercício: ${course.title}`, description: 'Resolva os exercícios da última aula e envie suas dúvidas no fórum.',
        dueDate: dayOf(createdAt + (7 + random.int(30)) * DAY), priority: random.pick(['alta', 'média', 'baixa']), createdAt: iso(createdAt), updatedAt: iso(createdAt),
      });
      await add('notice_sends', { id: `${id}-send`, senderId: course.instructorId, kind: 'task', createdAt: iso(createdAt) });
    }
    for (let s = 0; s < Math.min(studentCount, sized(20_000)); s++) {
      if (s < bigStudents && random.chance(0.5)) await add('task_completions', { taskId: `${LARGE_PREFIX}task-${pad(0, 6)}`, userId: largeStudentId(s), completedAt: iso(now - random.int(10) * DAY) }, ['course_tasks']);
    }
    const eventCount = sized(2_000, 10);
    for (let k = 0; k < eventCount; k++) {
      const course = k === 0 ? big : open[courseOf(random)]!;
      const startsAt = now + (random.int(120) - 60) * DAY;
      const id = `${LARGE_PREFIX}ev-${pad(k, 5)}`;
      await add('events', {
        id, type: random.pick(['live', 'webinar', 'workshop']), title: `Aula ao vivo: ${course.title}`, description: 'Tire suas dúvidas ao vivo com o professor do curso.',
        instructorId: course.instructorId, courseId: course.id, startsAt: iso(startsAt), durationMinutes: 60 + 30 * random.int(3), audience: 'course', planId: null,
        capacity: random.chance(0.5) ? 100 : null, createdAt: iso(startsAt - 14 * DAY), updatedAt: null,
      });
      await add('notice_sends', { id: `${id}-send`, senderId: course.instructorId, kind: 'event', createdAt: iso(startsAt - 14 * DAY) });
    }
    const announcementCount = sized(1_000, 10);
    for (let k = 0; k < announcementCount; k++) {
      const publishedAt = now - random.int(700) * DAY - random.int(86_400_000);
      const course = random.chance(0.5) ? open[courseOf(random)]! : null;
      const plan = !course && random.chance(0.2) ? plans[random.int(plans.length)]! : null;
      const id = `${LARGE_PREFIX}an-${pad(k, 5)}`;
      const authorId = course ? course.instructorId : SEED_IDS.admin;
      await add('announcements', {
        id, title: course ? `Novidade em ${course.title}` : 'Atualização da plataforma', message: 'Confira as novidades e os próximos passos no seu painel. Bons estudos!',
        authorId, type: random.pick(['feature', 'maintenance', 'content']), priority: random.pick(['info', 'warning', 'success']), publishedAt: iso(publishedAt),
        audience: course ? 'course' : plan ? 'plan' : 'all', courseId: course?.id ?? null, planId: plan?.id ?? null, scheduledFor: null, createdAt: iso(publishedAt), updatedAt: null,
      });
      await add('notice_sends', { id: `${id}-send`, senderId: authorId, kind: 'announcement', createdAt: iso(publishedAt) });
    }
    await phase('mural');

    // 6. The outbox and a long audit log, its chain computed as the app computes it.
    for (let k = 0, n = sized(20_000, 20); k < n; k++) {
      const s = random.int(studentCount);
      const createdAt = now - random.next() * 365 * DAY;
      const roll = random.next();
      const status = roll < 0.9 ? 'enviado' : roll < 0.95 ? 'falhou' : roll < 0.98 ? 'caixa-de-saida' : 'pendente';
      await add('email_outbox', {
        id: `${LARGE_PREFIX}mail-${pad(k, 6)}`, toAddress: `aluno.${s}@exemplo.com.br`, subject: random.pick(['Bem-vindo(a) à EduIA!', 'Seu certificado está pronto', 'Confirme seu e-mail', 'Recibo do seu pagamento']),
        body: 'Olá! Esta é uma mensagem automática da EduIA. Não responda a este e-mail.', linkKind: null, linkRef: null, status,
        error: status === 'falhou' ? 'Conexão recusada pelo servidor SMTP.' : null, createdAt: iso(createdAt), sentAt: status === 'enviado' ? iso(createdAt + 60_000) : null,
      });
    }
    const key = options.auditKey;
    let seq = head.seq;
    let prevHash = head.hash;
    const auditCount = sized(200_000, 50);
    const appendAudit = async (fields: { actorId: string | null; action: string; targetType: string | null; targetId: string | null; details: string | null; ip: string | null; createdAt: string }) => {
      seq += 1;
      const entry = { seq, id: `${LARGE_PREFIX}au-${pad(seq, 8)}`, ...fields };
      const hash = chainHash(prevHash, entry, keyed ? key : undefined);
      await add('audit_log', { ...entry, prevHash, hash });
      prevHash = hash;
    };
    if (!keyed) {
      await appendAudit({ actorId: null, action: CHECKPOINT_ACTION, targetType: null, targetId: null, details: null, ip: null, createdAt: iso(now - 731 * DAY) });
      keyed = true;
    }
    // Rows in time order (the chain's order), spread over two years up to today.
    const auditStart = now - 730 * DAY;
    const ACTIONS = ['auth.sign_in_failed', 'user.suspend', 'user.reactivate', 'user.create', 'course.approve', 'course.reject', 'settings.update', 'plan.update', 'payment.refund', 'identity.approve'] as const;
    const actionOf = zipf(ACTIONS.length, 1.2);
    for (let k = 0; k < auditCount; k++) {
      const action = ACTIONS[actionOf(random)]!;
      const s = random.int(studentCount);
      const target = action.startsWith('course.') ? { type: 'course', id: courses[random.int(courses.length)]!.id } : action.startsWith('settings.') || action.startsWith('plan.') ? { type: 'settings', id: null } : { type: 'user', id: largeStudentId(s) };
      await appendAudit({
        actorId: action === 'auth.sign_in_failed' ? null : SEED_IDS.admin, action, targetType: target.type, targetId: target.id,
        details: action === 'auth.sign_in_failed' ? JSON.stringify({ motivo: 'senha incorreta', tentativa: 1 + random.int(5) }) : action === 'user.suspend' ? JSON.stringify({ motivo: 'Compartilhamento de conta' }) : null,
        ip: `203.0.113.${random.int(250)}`, createdAt: iso(auditStart + (k / auditCount) * 730 * DAY),
      });
    }
    await phase('caixa de saída e auditoria');
    await writer.close();
    log(`totais, busca, índices e estatísticas do planejador prontos (total ${((Date.now() - started) / 1000).toFixed(0)} s)`);

    return { counts, seconds: (Date.now() - started) / 1000, bigCourseId: BIG_COURSE_ID, sampleStudentEmail, lastAuditSeq: seq };
  } catch (error) {
    await writer.close().catch(() => {});
    throw error;
  }
}
