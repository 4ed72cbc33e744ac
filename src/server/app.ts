import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { dialectOf, type Db } from './db/database.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { AppInstance } from './context.ts';
import { Mailer } from './lib/mailer.ts';
import { createScheduler } from './lib/scheduler.ts';
import { errorHandler } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { spaPlugin } from './plugins/spa.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { courseRoutes } from './modules/courses/courses.routes.ts';
import { courseAuthoringRoutes } from './modules/courses/course-authoring.routes.ts';
import { quizEditorRoutes } from './modules/exams/quiz-editor.routes.ts';
import { learningRoutes } from './modules/learning/learning.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { NotificationBus } from './modules/notifications/notification-bus.ts';
import type { AppContext } from './context.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { noticeRoutes } from './modules/notices/notices.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { SettingsService } from './modules/settings/settings.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { examRoutes } from './modules/exams/exams.routes.ts';
import { certificateRoutes } from './modules/certificates/certificates.routes.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';

export interface BuildAppOptions {
  db: Db;
  databaseUrl: string;
  config?: Partial<Pick<Config, 'UPLOAD_DIR' | 'SMTP_URL' | 'LOG_LEVEL' | 'LOGIN_RATE_LIMIT_PER_MINUTE'>>;
  clock?: Clock;
  logger?: boolean;
}

/** JSON bodies above this are refused (uploads go through multipart with their own limit). */
const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : {
      level: options.config?.LOG_LEVEL ?? 'info',
      // CPF and credentials are personal data: never logged.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.cpf'],
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  const clock = options.clock ?? systemClock;
  const config = {
    UPLOAD_DIR: options.config?.UPLOAD_DIR ?? './data/uploads',
    SMTP_URL: options.config?.SMTP_URL,
    LOGIN_RATE_LIMIT_PER_MINUTE: options.config?.LOGIN_RATE_LIMIT_PER_MINUTE ?? 20,
  };
  app.decorate('ctx', {
    db: options.db,
    dialect: dialectOf(options.databaseUrl),
    clock,
    config,
    settings: new SettingsService(options.db, clock),
    notificationBus: new NotificationBus(),
    mailer: new Mailer(options.db, clock, config.SMTP_URL),
  } satisfies AppContext);
  // One scheduler for background jobs: started once every module registered its jobs, stopped (waiting for a running job) on close.
  app.decorate('scheduler', createScheduler({ log: app.log, now: clock.now }));
  app.addHook('onReady', () => app.scheduler.start());
  app.addHook('onClose', () => app.scheduler.stop());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(openApiPlugin);

  await app.register(securityPlugin);
  await app.register(sessionPlugin);

  // Every module, with its routes under /api (paths come from the contracts).
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(settingsRoutes);
  await app.register(notificationRoutes);
  await app.register(billingRoutes);
  await app.register(supportRoutes);
  await app.register(examRoutes);
  await app.register(certificateRoutes);
  await app.register(historyRoutes);
  await app.register(userRoutes);
  await app.register(noticeRoutes);
  await app.register(courseRoutes);
  await app.register(learningRoutes);
  await app.register(courseAuthoringRoutes);
  await app.register(quizEditorRoutes);

  await app.register(spaPlugin);
  return app;
}
