import type { Generated } from 'kysely';

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
}

export interface SessionsTable {
  id: string;
  tokenHash: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: string;
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
}

export interface EmailOutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  body: string;
  status: 'pendente' | 'enviado' | 'caixa-de-saida' | 'falhou';
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface AuditLogTable {
  id: string;
  actorId: string | null;
  action: string;
  target: string | null;
  detail: string | null;
  createdAt: string;
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
  createdAt: string;
  updatedAt: string;
}

export interface PaymentsTable {
  id: string;
  userId: string;
  subscriptionId: string | null;
  planId: string;
  kind: 'checkout' | 'renewal';
  /** pago: money received; pendente: Pix/boleto issued, waiting; recusado: card declined; expirado: Pix/boleto unpaid past expiresAt; reembolsado: refunded (7-day guarantee) */
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
  failureReason: string | null;
  receiptNumber: string | null;
  createdAt: string;
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
  outcome: 'succeeded' | 'declined';
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
  createdAt: string;
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

export interface TasksTable {
  id: string;
  userId: string;
  courseId: string;
  title: string;
  description: Generated<string>;
  /** YYYY-MM-DD (a calendar day, São Paulo) */
  dueDate: string;
  /** 'alta' | 'média' | 'baixa' */
  priority: string;
  /** 'pendente' | 'concluida' */
  status: Generated<string>;
  completedAt: string | null;
  createdAt: string;
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
  createdAt: string;
}

export interface TeacherMessagesTable {
  id: string;
  teacherId: string;
  studentId: string;
  courseId: string | null;
  message: string;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  notifications: NotificationsTable;
  courses: CoursesTable;
  plans: PlansTable;
  emailOutbox: EmailOutboxTable;
  auditLog: AuditLogTable;
  courseModules: CourseModulesTable;
  lessons: LessonsTable;
  courseMaterials: CourseMaterialsTable;
  enrollments: EnrollmentsTable;
  lessonCompletions: LessonCompletionsTable;
  studyTime: StudyTimeTable;
  notes: NotesTable;
  favorites: FavoritesTable;
  quizzes: QuizzesTable;
  quizQuestions: QuizQuestionsTable;
  quizAttempts: QuizAttemptsTable;
  certificates: CertificatesTable;
  subscriptions: SubscriptionsTable;
  coupons: CouponsTable;
  paymentMethods: PaymentMethodsTable;
  payments: PaymentsTable;
  couponRedemptions: CouponRedemptionsTable;
  checkoutSessions: CheckoutSessionsTable;
  supportMessages: SupportMessagesTable;
  notificationPreferences: NotificationPreferencesTable;
  totpRecoveryCodes: TotpRecoveryCodesTable;
  events: EventsTable;
  eventRegistrations: EventRegistrationsTable;
  eventReminders: EventRemindersTable;
  tasks: TasksTable;
  announcements: AnnouncementsTable;
  teacherMessages: TeacherMessagesTable;
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
