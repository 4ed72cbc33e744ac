import type { ColumnType, Generated } from 'kysely';

// Table types in camelCase (CamelCasePlugin maps them to snake_case SQL).
// Flags are integers 0/1 and timestamps ISO-8601 UTC text on both dialects.

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  role: 'aluno' | 'professor' | 'admin';
  status: 'ativo' | 'suspenso' | 'pendente';
  phone: string | null;
  bio: string | null;
  cpf: string | null;
  avatarFile: string | null;
  /** Teachers: JSON array of specialties (migration 0012); null when never set. */
  specialties?: string | null;
  /** Teachers: academic/professional qualification (migration 0012). */
  qualification?: string | null;
  mustChangePassword: Generated<number>;
  passwordChangedAt: string | null;
  emailVerifiedAt: string | null;
  totpSecret: string | null;
  totpEnabled: Generated<number>;
  /** Last accepted TOTP time-step (no replay); null before the first code. */
  totpLastStep?: number | null;
  failedLoginCount: Generated<number>;
  lockedUntil: string | null;
  createdAt: string;
  lastAccessAt: string | null;
  /** Identity documents (CPF): 'pendente' | 'verificado' | 'rejeitado'; null = nothing sent. */
  identityStatus?: string | null;
  identitySubmittedAt?: string | null;
  identityReviewedAt?: string | null;
  identityReviewedBy?: string | null;
  identityRejectionReason?: string | null;
  /** Bumped by every admin change: a change based on an older version is refused (409). */
  version: Generated<number>;
  suspendedReason?: string | null;
  suspendedAt?: string | null;
  /** Name and e-mail folded (lower case, no accents), kept by triggers (migration 0015); never written by code. */
  searchText?: string | null;
  /** When the account was erased at its holder's request (LGPD): the row stays, anonymised. */
  erasedAt?: string | null;
}

/** Password-reset links sent by an administrator (auth module): the token's hash only. */
export interface PasswordResetsTable {
  id: string;
  userId: string;
  tokenHash: string;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface SessionsTable {
  id: string;
  tokenHash: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** null while live; 'account-suspended' once a suspension ended it (kept so the open page learns why) */
  endedReason: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: string;
  /** Bumped on every write; an admin's save names the version it edited (409 otherwise). */
  version: Generated<number>;
}

export interface PolicyVersionsTable {
  id: string;
  /** 'terms' | 'privacy' | 'cookies' */
  policy: string;
  content: string;
  publishedAt: string;
  publishedBy: string | null;
}

export interface NotificationsTable {
  id: string;
  userId: string;
  type: string;
  title: string;
  description: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface CoursesTable {
  id: string;
  title: string;
  description: Generated<string>;
  thumbnail: string;
  category: string;
  instructorId: string;
  durationMinutes: Generated<number>;
  rating: Generated<number>;
  isPremium: Generated<number>;
  status: Generated<string>;
  rejectionReason: string | null;
  submittedAt: string | null;
  approvedAt: string | null;
  approvedBy: string | null;
  createdAt: string;
  /** Why an admin took the approved course out of the catalogue (status 'unpublished'). */
  unpublishedReason: string | null;
  unpublishedAt: string | null;
  unpublishedBy: string | null;
}

/** A new version of an approved course, waiting to be sent, in review, or rejected. */
export interface CourseRevisionsTable {
  id: string;
  courseId: string;
  /** 'draft' | 'pending' | 'rejected' */
  status: string;
  /** JSON: RevisionContent (course-revisions.service.ts) */
  content: string;
  rejectionReason: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PlansTable {
  id: string;
  name: string;
  description: string;
  monthlyPriceCents: number;
  billingPriceCents: number;
  originalPriceCents: number | null;
  periodMonths: number;
  /** JSON array of strings */
  features: string;
  popular: Generated<number>;
  active: Generated<number>;
  position: Generated<number>;
  /** card instalments without interest (issue 14) */
  interestFreeInstalments: Generated<number>;
  createdAt: string;
  /** Bumped on every admin edit: an edit based on an older version is refused (409). */
  version: Generated<number>;
  updatedAt?: string | null;
}

export interface EmailOutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  /** With a secret link, the body has the link's mark in its place (lib/mailer.ts). */
  body: string;
  /** The kind of secret link the message carried (lib/mailer.ts SecretLinkKind), null for none. */
  linkKind: string | null;
  /** JSON: whose link it was, so a retry can issue a fresh one. */
  linkRef: string | null;
  status: 'pendente' | 'enviado' | 'caixa-de-saida' | 'falhou';
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Append-only, chained by SHA-256 (modules/audit; migration 0011). */
export interface AuditLogTable {
  id: string;
  /** Place in the chain: 1, 2, 3 … (unique). */
  seq: number;
  actorId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  /** JSON text, or null */
  details: string | null;
  ip: string | null;
  createdAt: string;
  /** The previous row's hash ('0' × 64 for the first row). */
  prevHash: string;
  /** sha256(prevHash + canonical JSON of the fields above) */
  hash: string;
}

export interface CourseModulesTable {
  id: string;
  courseId: string;
  title: string;
  position: number;
}

export interface LessonsTable {
  id: string;
  moduleId: string;
  courseId: string;
  title: string;
  durationMinutes: number;
  /** Markdown */
  content: Generated<string>;
  videoUrl: string | null;
  position: number;
}

export interface CourseMaterialsTable {
  id: string;
  courseId: string;
  title: string;
  /** The name shown and offered on download. */
  fileName: string;
  /** Generated name under UPLOAD_DIR; never user-chosen. */
  storedName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedBy: string | null;
  createdAt: string;
}

export interface EnrollmentsTable {
  id: string;
  userId: string;
  courseId: string;
  enrolledAt: string;
  lastAccessedAt: string;
  /** completed lessons ÷ lessons, 0–100, kept in step with lesson_completions */
  progressPercent: Generated<number>;
  completedAt: string | null;
  /** The roster's keys, kept by triggers (migration 2026-11-27-1430-z): the student's name folded (lower case, no accents) */
  studentSortName: Generated<string>;
  /** the course's title folded */
  courseSortTitle: Generated<string>;
  /** the course's teacher */
  instructorId: Generated<string>;
  /** best submitted exam score in the course; -1 before any */
  bestScore: Generated<number>;
  /** last São Paulo day with study time in the course, '' before any; kept by triggers (migration 2026-11-28-1100) */
  lastStudyDay: Generated<string>;
  /** São Paulo day of the latest submitted, scored attempt in the course, '' before any; kept by triggers (migration 2026-11-28-1200-a) */
  lastAttemptDay: Generated<string>;
}

export interface LessonCompletionsTable {
  userId: string;
  lessonId: string;
  courseId: string;
  completedAt: string;
}

export interface StudyTimeTable {
  userId: string;
  courseId: string;
  /** YYYY-MM-DD in America/Sao_Paulo */
  day: string;
  seconds: number;
}

export interface NotesTable {
  userId: string;
  lessonId: string;
  courseId: string;
  content: string;
  updatedAt: string;
}

export interface FavoritesTable {
  userId: string;
  courseId: string;
  createdAt: string;
}

export interface QuizzesTable {
  id: string;
  courseId: string;
  title: string;
  durationMinutes: Generated<number>;
  passingScore: Generated<number>;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** How many questions each attempt draws from the quiz's pool; null = all of them. */
  questionsPerAttempt: Generated<number | null>;
  /** Minimum minutes between the end of an attempt and the start of the next (default 10). */
  retryWaitMinutes: Generated<number>;
}

export interface QuizQuestionsTable {
  id: string;
  quizId: string;
  position: number;
  question: string;
  /** JSON array of 4 strings */
  options: string;
  correctIndex: number;
  explanation: Generated<string>;
}

/** Students enrolled per course, kept by triggers on enrollments (learning module; migration 2026-11-27-1100-a). */
export interface EnrollmentTotalsTable {
  courseId: string;
  students: number;
}

/** The teacher's analytics per São Paulo day, kept by triggers (learning module; migration 2026-11-28-1200-a): seconds of study time in the teacher's courses. */
export interface TeacherStudyDayTotalsTable {
  instructorId: string;
  day: string;
  seconds: number | string;
}

/** Each student's last day with study time in any course of the teacher (only students who studied). */
export interface TeacherStudentLastDaysTable {
  instructorId: string;
  userId: string;
  day: string;
}

/** How many of the teacher's students have this day as their last study day with the teacher. */
export interface TeacherStudyingDayTotalsTable {
  instructorId: string;
  day: string;
  students: number;
}

/** Enrolments of the teacher whose latest submitted attempt was that day: how many, and the sum of their best scores. */
export interface TeacherScoreDayTotalsTable {
  instructorId: string;
  day: string;
  enrolments: number;
  scoreSum: number | string;
}

/** The teacher's enrolments begun and finished per São Paulo day, kept by triggers on enrollments (learning module; migration 2026-11-28-1400). */
export interface TeacherEnrolmentDayTotalsTable {
  instructorId: string;
  day: string;
  enrolled: number;
  completed: number;
}

/**
 * Per course, at each São Paulo day on which one of its enrolments began or finished: how many
 * began and how many finished on that day or before, kept by triggers on enrollments (learning
 * module; migration 2026-11-28-1400). A period's figure is the latest row less the latest before it.
 */
export interface CourseEnrolmentRunningTotalsTable {
  courseId: string;
  day: string;
  enrolled: number;
  completed: number;
}

/**
 * Per course and São Paulo day of enrolment: the students who enrolled that day (lessonId '')
 * and how many of them completed each lesson, kept by triggers on enrollments and
 * lesson_completions (learning module; migration 2026-11-28-1200-b).
 */
export interface LessonCohortTotalsTable {
  courseId: string;
  enrolDay: string;
  lessonId: string;
  students: number;
}

/** The same cohorts per São Paulo month of enrolment ('YYYY-MM'), kept by triggers (learning module; migration 2026-11-29-2230). */
export interface LessonCohortMonthTotalsTable {
  courseId: string;
  enrolMonth: string;
  lessonId: string;
  students: number;
}

/** Submitted attempts per quiz, kept by triggers on quiz_attempts (exams module; migration 2026-11-27-1100-a). */
export interface QuizAttemptTotalsTable {
  quizId: string;
  submitted: number;
}

/**
 * What the item analysis counts over the submitted attempts of a quiz, kept by triggers
 * (migration 2026-11-28-1200-c): per drawn question id (slot -1), or for attempts without a
 * stored draw per answer slot (question_id '', and slot -1 counting those attempts).
 */
export interface QuizItemTalliesTable {
  quizId: string;
  questionId: string;
  slot: number;
  drawn: Generated<number>;
  choseA: Generated<number>;
  choseB: Generated<number>;
  choseC: Generated<number>;
  choseD: Generated<number>;
}

export interface QuizAttemptsTable {
  id: string;
  quizId: string;
  userId: string;
  startedAt: string;
  deadlineAt: string;
  submittedAt: string | null;
  /** JSON: array of chosen option indexes (null = unanswered) */
  answers: string | null;
  score: number | null;
  passed: number | null;
  /** JSON: the drawn question ids in display order; null (older rows) = every question by position. */
  questionIds: Generated<string | null>;
  /** JSON: per drawn question, the original option indexes in display order; null = original order. */
  optionOrders: Generated<string | null>;
  /** JSON: per slot, the right option's original index at submission (null: question gone); null (older rows) = today's key. */
  answerKey: Generated<string | null>;
}

export interface CertificatesTable {
  id: string;
  userId: string;
  courseId: string;
  code: string;
  issuedAt: string;
  minutes: number;
  score: number | null;
}

export interface SubscriptionsTable {
  id: string;
  userId: string;
  planId: string;
  /** 'active' (renews), 'canceled' (access until current_period_end), 'expired' */
  status: 'active' | 'canceled' | 'expired';
  startedAt: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: Generated<number>;
  /** plan that takes effect at the next renewal */
  pendingPlanId: string | null;
  /** how it is paid: a card renews by card; Pix/boleto get a new charge before the period ends (issue 14) */
  paymentMethod: Generated<'card' | 'pix' | 'boleto'>;
  createdAt: string;
  updatedAt: string;
  /** A card renewal's claim (ISO): another runner leaves the subscription alone until then. */
  renewalClaimedUntil: string | null;
}

export interface CouponsTable {
  id: string;
  /** Always upper case. */
  code: string;
  discountType: 'percent' | 'fixed';
  /** whole percent for 'percent', centavos for 'fixed' */
  discountValue: number;
  /** null = unlimited */
  maxUses: number | null;
  usedCount: Generated<number>;
  validUntil: string | null;
  active: Generated<number>;
  createdAt: string;
  version: Generated<number>;
  updatedAt?: string | null;
}

/** The card on file: brand, last four digits and expiry only (never the number or CVV). */
export interface PaymentMethodsTable {
  id: string;
  userId: string;
  provider: string;
  providerToken: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  /** the customer at the provider the card is saved for (Mercado Pago), null when not saved there (migration 2026-11-27-1410-b) */
  providerCustomerId: ColumnType<string | null, string | null | undefined, string | null>;
  /** the saved card's id at the provider: renewals charge it with nobody present */
  providerCardId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  updatedAt: string;
}

/** The boleto payer's address, kept from the last boleto purchase for the renewal boleto (migration 2026-11-27-1410-a). */
export interface PayerAddressesTable {
  userId: string;
  /** 8 digits */
  zipCode: string;
  streetName: string;
  streetNumber: string;
  neighborhood: string;
  city: string;
  /** UF */
  federalUnit: string;
  createdAt: string;
  updatedAt: string;
}

/** A card saved at the payment provider whose deletion there failed; retried by the scheduler until it goes (migration 2026-11-27-1500). */
export interface ProviderCardDeletionsTable {
  id: string;
  provider: string;
  customerId: string;
  cardId: string;
  /** 'cartão substituído' | 'dados excluídos' */
  reason: string;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Users per role and status, kept by triggers on users (users module; migration 2026-11-28-0300-z-a). */
export interface UserTotalsTable {
  role: UsersTable['role'];
  status: UsersTable['status'];
  count: number;
}

/**
 * Per São Paulo day: subscriptions whose current period ends that day, per status, plan and
 * cancel_at_period_end ('ends'), and subscriptions started that day ('starts', the other keys
 * empty). Kept by triggers on subscriptions (billing; migration 2026-11-28-0300-z-b).
 */
export interface SubscriptionDayTotalsTable {
  kind: 'ends' | 'starts';
  /** YYYY-MM-DD, São Paulo (UTC−3) */
  day: string;
  status: string;
  planId: string;
  cancelAtPeriodEnd: number;
  count: number;
}

/** subscription_day_totals summed per São Paulo month (YYYY-MM), kept by triggers on it (migration 2026-11-28-1510). */
export interface SubscriptionMonthTotalsTable extends Omit<SubscriptionDayTotalsTable, 'day'> {
  month: string;
}

/** payment_day_totals summed per São Paulo month (YYYY-MM), kept by triggers on it (migration 2026-11-28-1510). */
export interface PaymentMonthTotalsTable extends Omit<PaymentDayTotalsTable, 'day'> {
  month: string;
}

/** Per São Paulo day, kind, plan and amount: how many payments count there (kept by triggers on payments; migration 2026-11-27-1301). */
export interface PaymentDayTotalsTable {
  /** YYYY-MM-DD, São Paulo (UTC−3) */
  day: string;
  /**
   * cobrado: the provider's fee was charged (pago or reembolsado, on the day paid); pago: revenue (day paid); reembolsado: refund (day refunded);
   * emitido: issued, whatever its status (day created; migration 2026-11-28-1500)
   */
  kind: 'cobrado' | 'pago' | 'reembolsado' | 'emitido';
  planId: string;
  amountCents: number;
  count: number;
}

export interface PaymentsTable {
  id: string;
  userId: string;
  subscriptionId: string | null;
  planId: string;
  kind: 'checkout' | 'renewal';
  /** pago: money received; pendente: Pix/boleto issued, waiting (or a card charge asked, its answer not yet applied); recusado: card declined; expirado: Pix/boleto unpaid past expiresAt; reembolsado: refunded (7-day guarantee) */
  status: 'pago' | 'recusado' | 'pendente' | 'reembolsado' | 'expirado';
  method: Generated<'card' | 'pix' | 'boleto'>;
  /** card instalments (1 for Pix, boleto and cash card payments) */
  instalments: Generated<number>;
  /** the part of amountCents that is instalment interest */
  interestCents: Generated<number>;
  expiresAt: string | null;
  pixPayload: string | null;
  boletoBarcode: string | null;
  paidAt: string | null;
  refundedAt: string | null;
  refundReference: string | null;
  /** why a 'reembolsado' payment was refunded: 'garantia' (the 7-day guarantee, once per student), 'assinatura-ativa' */
  refundReason: string | null;
  listPriceCents: number;
  discountCents: Generated<number>;
  amountCents: number;
  /** months of access this payment buys (the plan's period) */
  monthsCovered: number;
  couponId: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  provider: string;
  providerReference: string | null;
  /** a card checkout's charge: the idempotency key it was sent with (Mercado Pago's external_reference), to find it again when its answer was lost */
  providerIdempotencyKey: string | null;
  failureReason: string | null;
  receiptNumber: string | null;
  createdAt: string;
}

/**
 * The ledger of money received (billing): one row per payment the provider confirmed,
 * deduplicated by (paymentId, transactionId). 'recebido' until it is settled: 'aplicado'
 * (the charge paid; an excess in refundedCents) or 'reembolsado' (all of it given back).
 */
export interface PaymentsReceivedTable {
  id: string;
  paymentId: string;
  userId: string;
  transactionId: string;
  amountCents: number;
  receivedAt: string;
  state: Generated<'recebido' | 'aplicado' | 'reembolsado'>;
  appliedCents: Generated<number>;
  refundedCents: Generated<number>;
  refundReference: string | null;
  settledAt: string | null;
  note: string | null;
}

/** One run of the daily reconciliation: the received payments it found in neither state. */
export interface PaymentReconciliationsTable {
  id: string;
  checkedAt: string;
  receivedCount: number;
  unsettledCount: number;
  /** JSON: Array<{ id, paymentId, amountCents, receivedAt }> */
  unsettled: string;
}

export interface CouponRedemptionsTable {
  id: string;
  couponId: string;
  userId: string;
  paymentId: string;
  createdAt: string;
}

export interface CheckoutSessionsTable {
  id: string;
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  /** 'pending': a card charge is at the provider (at most one per student); then 'succeeded' or 'declined' */
  outcome: 'pending' | 'succeeded' | 'declined';
  paymentId: string | null;
  message: string | null;
  createdAt: string;
}

export interface SupportMessagesTable {
  id: string;
  userId: string;
  subject: string;
  message: string;
  context: string | null;
  createdAt: string;
}

export interface NotificationPreferencesTable {
  userId: string;
  email: number;
  push: number;
  newCourses: number;
  certificates: number;
  promotions: number;
  updatedAt: string;
}

export interface TotpRecoveryCodesTable {
  id: string;
  userId: string;
  /** SHA-256 of the normalised code */
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
}

export interface EventsTable {
  id: string;
  /** 'live' | 'webinar' | 'workshop' */
  type: string;
  title: string;
  description: Generated<string>;
  instructorId: string;
  courseId: string | null;
  startsAt: string;
  durationMinutes: number;
  /** 'all' | 'course' (course_id) | 'plan' (plan_id): who sees it, resolved at read time */
  audience: Generated<string>;
  planId: string | null;
  /** seats; null = unlimited */
  capacity: number | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface EventRegistrationsTable {
  eventId: string;
  userId: string;
  createdAt: string;
}

export interface EventRemindersTable {
  id: string;
  eventId: string;
  userId: string;
  remindAt: string;
  sentAt: string | null;
  createdAt: string;
}

/** A task a teacher published for the students of one course (audience = the course's enrolments). */
export interface CourseTasksTable {
  id: string;
  courseId: string;
  authorId: string | null;
  title: string;
  description: Generated<string>;
  /** YYYY-MM-DD (a calendar day, São Paulo) */
  dueDate: string;
  /** 'alta' | 'média' | 'baixa' */
  priority: string;
  createdAt: string;
  updatedAt: string;
}

/** A student's tick on a course task. */
export interface TaskCompletionsTable {
  taskId: string;
  userId: string;
  completedAt: string;
}

export interface AnnouncementsTable {
  id: string;
  title: string;
  message: string;
  authorId: string | null;
  /** 'feature' | 'maintenance' | 'content' */
  type: string;
  /** 'info' | 'warning' | 'success' */
  priority: string;
  publishedAt: string;
  /** 'all' | 'course' (course_id) | 'plan' (plan_id): who sees it, resolved at read time */
  audience: Generated<string>;
  courseId: string | null;
  planId: string | null;
  /** a scheduled maintenance: when it starts (ISO) */
  scheduledFor: string | null;
  createdAt: string;
  updatedAt: string | null;
}

export interface TeacherMessagesTable {
  id: string;
  teacherId: string;
  studentId: string;
  courseId: string | null;
  message: string;
  createdAt: string;
  /** Shared by the rows of one message to a whole course (counted as one send); null for a message to one student. */
  batchId?: string | null;
}

/** One notice-board publication (task, event, announcement) by its sender: the per-sender limits count these (notices module). */
export interface NoticeSendsTable {
  id: string;
  senderId: string;
  /** 'task' | 'event' | 'announcement' */
  kind: string;
  createdAt: string;
}

/** Failed sign-ins of one device cookie (auth module): only the device id's SHA-256 is kept. */
export interface SignInDevicesTable {
  deviceHash: string;
  userId: string;
  failedCount: number;
  lockedUntil: string | null;
  updatedAt: string;
}

/** A real payment provider's signed notifications already acted on (billing module): replays are refused. */
export interface PaymentProviderNotificationsTable {
  /** SHA-256 of provider, request id and signed time. */
  id: string;
  provider: string;
  providerReference: string;
  receivedAt: string;
}

/** LGPD requests of a holder (privacy module): exports and erasures. */
export interface DataRequestsTable {
  id: string;
  userId: string;
  /** 'export' | 'erasure' */
  kind: string;
  /** contracts/privacy.ts DATA_REQUEST_STATUSES */
  status: string;
  requestedAt: string;
  /** null: the holder; an admin's id when an admin erased the account on request. */
  requestedBy: string | null;
  reason: string | null;
  /** Export: downloadable until. Erasure: carried out at. */
  dueAt: string | null;
  completedAt: string | null;
  /** Export: the ZIP's file name in UPLOAD_DIR/exports. */
  fileName: string | null;
  sizeBytes: number | null;
  error: string | null;
}

/** A person's decisions about consent-based processing (consents module): marketing e-mails, optional cookies. */
export interface ConsentsTable {
  id: string;
  userId: string;
  /** contracts/consents.ts CONSENT_PURPOSES */
  purpose: string;
  /** 1 consented, 0 refused. */
  granted: number;
  /** The version of the text the person decided on. */
  textVersion: string;
  decidedAt: string;
  revokedAt: string | null;
  /** 'meus-dados' | 'banner' */
  source: string;
}

/** Rate-limit windows shared by every instance (modules/cluster). */
export interface RateLimitHitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window ends. */
  expiresAt: number;
}

/** One row per background job and tick: its insert is the claim (modules/cluster). */
export interface JobRunsTable {
  name: string;
  slot: number;
  claimedAt: string;
}

/** Per course, the courses its students also study, best first (learning; refreshed by the scheduler). */
export interface CourseSimilaritiesTable {
  courseId: string;
  similarCourseId: string;
  score: number;
  sharedStudents: number;
  computedAt: string;
}

/** Per course, its completion-weighted enrolment count (learning; refreshed with the similarities). */
export interface CoursePopularityTable {
  courseId: string;
  score: number;
  students: number;
  computedAt: string;
}

/** The last credited study heartbeat per student, epoch milliseconds (learning). */
export interface StudyHeartbeatsTable {
  userId: string;
  lastAt: number;
}

export interface Database {
  users: UsersTable;
  dataRequests: DataRequestsTable;
  consents: ConsentsTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  policyVersions: PolicyVersionsTable;
  notifications: NotificationsTable;
  courses: CoursesTable;
  courseRevisions: CourseRevisionsTable;
  plans: PlansTable;
  emailOutbox: EmailOutboxTable;
  auditLog: AuditLogTable;
  passwordResets: PasswordResetsTable;
  courseModules: CourseModulesTable;
  lessons: LessonsTable;
  courseMaterials: CourseMaterialsTable;
  enrollments: EnrollmentsTable;
  enrollmentTotals: EnrollmentTotalsTable;
  teacherStudyDayTotals: TeacherStudyDayTotalsTable;
  teacherStudentLastDays: TeacherStudentLastDaysTable;
  teacherStudyingDayTotals: TeacherStudyingDayTotalsTable;
  teacherScoreDayTotals: TeacherScoreDayTotalsTable;
  lessonCohortTotals: LessonCohortTotalsTable;
  lessonCohortMonthTotals: LessonCohortMonthTotalsTable;
  teacherEnrolmentDayTotals: TeacherEnrolmentDayTotalsTable;
  courseEnrolmentRunningTotals: CourseEnrolmentRunningTotalsTable;
  lessonCompletions: LessonCompletionsTable;
  studyTime: StudyTimeTable;
  rateLimitHits: RateLimitHitsTable;
  jobRuns: JobRunsTable;
  studyHeartbeats: StudyHeartbeatsTable;
  notes: NotesTable;
  favorites: FavoritesTable;
  courseSimilarities: CourseSimilaritiesTable;
  coursePopularity: CoursePopularityTable;
  quizzes: QuizzesTable;
  quizQuestions: QuizQuestionsTable;
  quizAttempts: QuizAttemptsTable;
  quizAttemptTotals: QuizAttemptTotalsTable;
  quizItemTallies: QuizItemTalliesTable;
  certificates: CertificatesTable;
  subscriptions: SubscriptionsTable;
  coupons: CouponsTable;
  paymentMethods: PaymentMethodsTable;
  payerAddresses: PayerAddressesTable;
  providerCardDeletions: ProviderCardDeletionsTable;
  payments: PaymentsTable;
  paymentDayTotals: PaymentDayTotalsTable;
  subscriptionDayTotals: SubscriptionDayTotalsTable;
  subscriptionMonthTotals: SubscriptionMonthTotalsTable;
  paymentMonthTotals: PaymentMonthTotalsTable;
  userTotals: UserTotalsTable;
  couponRedemptions: CouponRedemptionsTable;
  paymentsReceived: PaymentsReceivedTable;
  paymentReconciliations: PaymentReconciliationsTable;
  checkoutSessions: CheckoutSessionsTable;
  supportMessages: SupportMessagesTable;
  notificationPreferences: NotificationPreferencesTable;
  totpRecoveryCodes: TotpRecoveryCodesTable;
  events: EventsTable;
  eventRegistrations: EventRegistrationsTable;
  eventReminders: EventRemindersTable;
  courseTasks: CourseTasksTable;
  taskCompletions: TaskCompletionsTable;
  announcements: AnnouncementsTable;
  teacherMessages: TeacherMessagesTable;
  noticeSends: NoticeSendsTable;
  signInDevices: SignInDevicesTable;
  paymentProviderNotifications: PaymentProviderNotificationsTable;
  emailChanges: EmailChangesTable;
  emailVerificationTokens: EmailVerificationTokensTable;
}

/** An e-mail change waiting for the new address to follow its link (users module). */
export interface EmailChangesTable {
  id: string;
  userId: string;
  newEmail: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** One e-mail verification link (auth module): only the token's SHA-256 is stored. */
export interface EmailVerificationTokensTable {
  id: string;
  userId: string;
  tokenHash: string;
  /** The address the link confirms (a later e-mail change makes the link useless). */
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}
