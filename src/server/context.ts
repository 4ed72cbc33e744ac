import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db, DialectName } from './db/database.ts';
import type { Clock } from './lib/clock.ts';
import type { ClusterChannel } from './lib/cluster-channel.ts';
import type { Mailer } from './lib/mailer.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { Signer } from './lib/signer.ts';
import type { Scheduler } from './lib/scheduler.ts';
import type { AuditAnchor } from './modules/audit/audit-anchor.ts';
import type { NotificationBus } from './modules/notifications/notification-bus.ts';
import type { SettingsService } from './modules/settings/settings-store.ts';

// The types every module needs from the app live here, not in app.ts, so that modules
// never import the file that imports them (no cycle, type-only ones included).

/** What every service receives: the database, the clock and the shared services. */
export interface AppContext {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  config: Pick<Config, 'UPLOAD_DIR' | 'SMTP_URL' | 'SMTP_ALLOW_PRIVATE_HOSTS' | 'MAIL_DIR' | 'LOGIN_RATE_LIMIT_PER_MINUTE' | 'LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE' | 'DEMO_LOGIN_RATE_LIMIT_PER_MINUTE' | 'PUBLIC_URL' | 'DEMO_DATA' | 'PAYMENT_WEBHOOK_SECRET'> & Partial<Pick<Config, 'PAYMENT_PROVIDER'>>;
  /** Encrypts secrets at rest (TOTP seeds). */
  secretBox: SecretBox;
  /** Signs what the server hands out and must recognise later (device cookies). */
  signer: Signer;
  settings: SettingsService;
  notificationBus: NotificationBus;
  /** What this instance tells the others and hears from them (PostgreSQL LISTEN/NOTIFY; silent for one process). */
  cluster: ClusterChannel;
  mailer: Mailer;
  /** The audit chain's key and its head kept outside the database (modules/audit/audit-anchor.ts). */
  audit: AuditAnchor;
  /**
   * The facts that decide a course's completion, read from the owners of their tables
   * (courses, learning, exams). Certificates needs them but sits below those modules, so
   * the app wires this reader (app.ts) instead of certificates importing them (a cycle).
   * `db` may be the caller's transaction.
   */
  readCourseCompletion: (userId: string, courseId: string, db: Db) => Promise<CourseCompletionFacts>;
}

/** What certificates needs to know to issue a course's certificate (see `readCourseCompletion`). */
export interface CourseCompletionFacts {
  /** Null when the course does not exist. */
  course: { id: string; title: string; durationMinutes: number } | null;
  enrolled: boolean;
  lessonCount: number;
  /** Completed lessons that belong to the course. */
  completedLessons: number;
  /** One entry per quiz of the course: the student's best passing score, null until passed. */
  quizzes: Array<{ bestPassingScore: number | null }>;
}

export type AppInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Background jobs: modules register with `app.scheduler.every(…)` (lib/scheduler.ts). */
    scheduler: Scheduler;
    /** The server-render pool's queue now (plugins/spa.ts); null without a built web app. */
    renderQueue: () => { queued: number; running: number; rendered: number; kept: number; shed: number; timedOut: number; outOfMemory: number } | null;
    /** Page requests' turns for their own main-thread work (plugins/page-turns.ts). */
    pageTurns: { take(): Promise<() => void>; waiting(): number };
  }
}
