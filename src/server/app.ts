import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { senderOf } from '#contracts/settings';
import type { Config } from './config.ts';
import { dialectOf, type Db } from './db/database.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { AppInstance } from './context.ts';
import { MailDrop } from './lib/mail-drop.ts';
import { Mailer } from './lib/mailer.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { createSigner } from './lib/signer.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { createScheduler } from './lib/scheduler.ts';
import { createPostgresChannel, createSilentChannel } from './lib/cluster-channel.ts';
import { sql } from 'kysely';
import { claimJobTick, pruneSharedState } from './modules/cluster/cluster.service.ts';
import { clientErrorHandler, errorHandler, frameworkErrorHandler } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { spaPlugin } from './plugins/spa.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { courseRoutes } from './modules/courses/courses.routes.ts';
import { courseAuthoringRoutes } from './modules/courses/course-authoring.routes.ts';
import { courseMaterialRoutes } from './modules/courses/course-materials.routes.ts';
import { courseModerationRoutes } from './modules/courses/course-moderation.routes.ts';
import { studentVerificationRoutes } from './modules/users/student-verification.routes.ts';
import { planAdminRoutes } from './modules/billing/plan-admin.routes.ts';
import { quizEditorRoutes } from './modules/exams/quiz-editor.routes.ts';
import { teachingRoutes } from './modules/teaching/teaching.routes.ts';
import { learningRoutes } from './modules/learning/learning.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { NotificationBus } from './modules/notifications/notification-bus.ts';
import type { AppContext, CourseCompletionFacts } from './context.ts';
import { createAuditAnchor, type AuditAnchor } from './modules/audit/audit-anchor.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { noticeRoutes } from './modules/notices/notices.routes.ts';
import { noticePublishingRoutes } from './modules/notices/notice-publishing.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { examRoutes } from './modules/exams/exams.routes.ts';
import { getBestPassingScores } from './modules/exams/exams.service.ts';
import { countLessons, findCourseWorkload } from './modules/courses/courses.service.ts';
import { getLessonProgress } from './modules/learning/learning.service.ts';
import { isSessionAlive, reissueAccountLink } from './modules/auth/auth.service.ts';
import { reissueEmailChangeLink } from './modules/users/users.service.ts';
import { certificateRoutes } from './modules/certificates/certificates.routes.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { consentRoutes } from './modules/consents/consents.routes.ts';
import { LOG_REDACT_PATHS, LOG_SERIALIZERS } from './lib/log-privacy.ts';

export interface BuildAppOptions {
  db: Db;
  databaseUrl: string;
  config?: Partial<Pick<Config, 'UPLOAD_DIR' | 'SMTP_URL' | 'SMTP_ALLOW_PRIVATE_HOSTS' | 'MAIL_DIR' | 'LOG_LEVEL' | 'LOGIN_RATE_LIMIT_PER_MINUTE' | 'LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE' | 'DEMO_LOGIN_RATE_LIMIT_PER_MINUTE' | 'TRUST_PROXY' | 'PUBLIC_URL' | 'DEMO_DATA' | 'WEB_DIST_DIR' | 'PAGE_SCRIPTS' | 'PAGE_RENDER_THREADS' | 'PAGE_RENDER_TIMEOUT_MS' | 'PAYMENT_WEBHOOK_SECRET' | 'METRICS_TOKEN' | 'INSTANCE_NAME'>>;
  /** A certificate authority the settings' SMTP server may be signed by, besides the system ones (the tests' own server). */
  smtpCa?: string;
  /** The audit chain's anchor (main.ts builds it from AUDIT_HMAC_KEY); without it, a random key and no head file. */
  audit?: AuditAnchor;
  /** Key material for secrets at rest (main.ts resolves it); a test app gets a random one. */
  secretKey?: string;
  clock?: Clock;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Several instances share the database (PostgreSQL only): notifications, ended sessions and
   * settings travel between them by LISTEN/NOTIFY, and each background tick is claimed in
   * the database. main.ts turns it on for PostgreSQL.
   */
  cluster?: boolean;
}

/** A request id taken from the caller: letters, digits and a few separators, so it is safe in a log line. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;

/** JSON bodies above this are refused (uploads go through multipart with their own limit). */
const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const app = Fastify({
    // Portuguese JSON for what fails before routing (plugins/errors.ts).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    logger: options.logger === false ? false : {
      level: options.config?.LOG_LEVEL ?? 'info',
      // CPF, e-mail addresses and credentials are personal data: never logged (lib/log-privacy.ts).
      redact: LOG_REDACT_PATHS,
      serializers: LOG_SERIALIZERS,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: JSON_BODY_LIMIT,
    // Every request's id is in each of its log lines (reqId) and in its answer (x-request-id);
    // a proxy's id is kept when it looks like one, so one request is followed across hops.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Forwarded headers only from the configured proxies (TRUST_PROXY); none by default, so a
    // client cannot pick its own address and escape the per-address limits.
    trustProxy: options.config?.TRUST_PROXY?.length ? options.config.TRUST_PROXY : false,
  }).withTypeProvider<ZodTypeProvider>();

  const clock = options.clock ?? systemClock;
  const config = {
    UPLOAD_DIR: options.config?.UPLOAD_DIR ?? './data/uploads',
    SMTP_URL: options.config?.SMTP_URL,
    SMTP_ALLOW_PRIVATE_HOSTS: options.config?.SMTP_ALLOW_PRIVATE_HOSTS ?? false,
    MAIL_DIR: options.config?.MAIL_DIR ?? './data/mail',
    LOGIN_RATE_LIMIT_PER_MINUTE: options.config?.LOGIN_RATE_LIMIT_PER_MINUTE ?? 20,
    LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: options.config?.LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
    DEMO_LOGIN_RATE_LIMIT_PER_MINUTE: options.config?.DEMO_LOGIN_RATE_LIMIT_PER_MINUTE,
    PUBLIC_URL: options.config?.PUBLIC_URL ?? 'http://localhost:5000',
    DEMO_DATA: options.config?.DEMO_DATA ?? false,
    PAYMENT_WEBHOOK_SECRET: options.config?.PAYMENT_WEBHOOK_SECRET,
  };
  const settings = new SettingsService(options.db, clock);
  const dialect = dialectOf(options.databaseUrl);
  const cluster = options.cluster && dialect === 'postgres'
    ? createPostgresChannel({ connectionString: options.databaseUrl, notify: (channel, payload) => sql`select pg_notify(${channel}, ${payload})`.execute(options.db), log: app.log, clock })
    : createSilentChannel();
  // A section saved on another instance applies here at once; after a lost connection, read them all again.
  cluster.on('settings-changed', () => settings.invalidate());
  cluster.onReconnect(() => settings.invalidate());
  const keyMaterial = options.secretKey ?? randomBytes(32).toString('base64url');
  const secretBox = createSecretBox(keyMaterial);
  const ctx: AppContext = {
    db: options.db,
    dialect,
    clock,
    config,
    settings,
    notificationBus: new NotificationBus(),
    cluster,
    // SMTP_URL wins; otherwise the e-mail settings' server, its password opened only here.
    mailer: new Mailer(options.db, clock, {
      smtpUrl: config.SMTP_URL,
      readSmtpSettings: async () => {
        const { email, platform } = await settings.get();
        if (!email.smtpHost) return null;
        return { host: email.smtpHost, port: email.smtpPort, user: email.smtpUser, password: email.smtpPassword ? secretBox.open(email.smtpPassword) : '', from: senderOf(email.emailFrom, platform.platformName) };
      },
      readFrom: async () => {
        const { email, platform } = await settings.get();
        return senderOf(email.emailFrom, platform.platformName);
      },
      allowPrivateHosts: config.SMTP_ALLOW_PRIVATE_HOSTS,
      drop: new MailDrop(config.MAIL_DIR),
      log: app.log,
      // A failed message's secret link is issued again by the module that owns it.
      reissueLink: (kind, ref, to) => (kind === 'email-change' ? reissueEmailChangeLink(ctx, ref, to) : reissueAccountLink(ctx, kind, ref, to)),
      smtpCa: options.smtpCa,
    }),
    secretBox,
    signer: createSigner(keyMaterial),
    audit: options.audit ?? createAuditAnchor({ key: randomBytes(32), db: options.db, headFile: null }),
    readCourseCompletion: (userId, courseId, db) => readCourseCompletion(ctx, userId, courseId, db),
  };
  app.decorate('ctx', ctx);
  // With several instances behind a load balancer, each answer says which one served it.
  const servedBy = options.config?.INSTANCE_NAME;
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (servedBy) reply.header('x-served-by', servedBy);
  });
  // Head lines go to the app's log; the last head is written before the process ends.
  ctx.audit.log = app.log;
  app.addHook('onClose', () => ctx.audit.settle());
  // One scheduler for background jobs: started once the server listens, its first runs (the
  // catch-up after downtime) in the background so that they never delay the start; stopped
  // (waiting for a running job) on close.
  // With several instances, each tick is claimed in the database: one instance runs it.
  const claim = options.cluster && dialect === 'postgres' ? (name: string, slot: number) => claimJobTick(ctx, name, slot) : undefined;
  app.decorate('scheduler', createScheduler({ log: app.log, now: clock.now, claim }));
  app.addHook('onReady', () => cluster.start());
  app.addHook('onListen', () => app.scheduler.start());
  app.addHook('onClose', () => app.scheduler.stop());
  app.addHook('onClose', () => cluster.stop());
  // Rate-limit windows that ended and old tick claims (the shared counters of several instances).
  if (claim) app.scheduler.every('limpeza de contadores compartilhados', 60_000, () => pruneSharedState(ctx));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(openApiPlugin);
  await app.register(metricsPlugin, { token: options.config?.METRICS_TOKEN });

  await app.register(securityPlugin);
  await app.register(sessionPlugin);

  // Every module, with its routes under /api (paths come from the contracts).
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(auditRoutes);
  await app.register(adminRoutes);
  await app.register(settingsRoutes);
  await app.register(notificationRoutes, { isSessionAlive: (sessionId: string) => isSessionAlive(ctx, sessionId) });
  await app.register(billingRoutes);
  await app.register(supportRoutes);
  await app.register(privacyRoutes);
  await app.register(consentRoutes);
  await app.register(examRoutes);
  await app.register(certificateRoutes);
  await app.register(historyRoutes);
  await app.register(reportRoutes);
  await app.register(userRoutes);
  await app.register(noticeRoutes);
  await app.register(noticePublishingRoutes);
  await app.register(courseRoutes);
  await app.register(learningRoutes);
  await app.register(courseAuthoringRoutes);
  await app.register(courseMaterialRoutes);
  await app.register(quizEditorRoutes);
  await app.register(teachingRoutes);
  await app.register(courseModerationRoutes);
  await app.register(studentVerificationRoutes);
  await app.register(planAdminRoutes);

  await app.register(spaPlugin, {
    webDist: options.config?.WEB_DIST_DIR,
    pageScripts: options.config?.PAGE_SCRIPTS,
    render: { threads: options.config?.PAGE_RENDER_THREADS, timeoutMs: options.config?.PAGE_RENDER_TIMEOUT_MS },
  });
  return app;
}

/**
 * Course completion as certificates needs it, asked of each table's owner. Wired here, not
 * in certificates: learning and exams call certificates, and courses calls exams, so
 * certificates importing them would close a cycle. Every read uses `db` (the caller's
 * transaction when there is one: a passing attempt is not committed yet when it is checked).
 */
async function readCourseCompletion(ctx: AppContext, userId: string, courseId: string, db: Db): Promise<CourseCompletionFacts> {
  const [course, lessonCount, progress, quizzes] = await Promise.all([
    findCourseWorkload(ctx, courseId, db),
    countLessons(ctx, courseId, db),
    getLessonProgress(ctx, userId, courseId, db),
    getBestPassingScores(ctx, userId, courseId, db),
  ]);
  return { course, enrolled: progress.enrolled, lessonCount, completedLessons: progress.completedLessons, quizzes };
}
