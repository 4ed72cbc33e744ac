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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  notifications: NotificationsTable;
  courses: CoursesTable;
  plans: PlansTable;
  emailOutbox: EmailOutboxTable;
  auditLog: AuditLogTable;
}
