import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, sql } from 'kysely';
import { isPostgresDb, observeQueries, type Db } from './database.ts';

// Test helper: what SQL did a call run, and can an index serve each statement? The plans are
// read on the demo data, where the planner would rightly scan small tables; so PostgreSQL
// explains with sequential scans disabled (the plan then shows whether an index CAN serve the
// query), and both dialects are judged by the access path, not by a cost or a timing.

/**
 * Tables that grow with the platform (students, history, money, logs, catalogue): a page may
 * never read one of them whole. Snake case, as in the SQL.
 */
export const GROWING_TABLES = [
  'users', 'sessions', 'sign_in_devices', 'consents', 'data_requests', 'password_resets', 'email_changes', 'email_verification_tokens', 'totp_recovery_codes',
  'courses', 'course_revisions', 'course_modules', 'lessons', 'course_materials', 'quizzes', 'quiz_questions',
  'enrollments', 'lesson_completions', 'lesson_cohort_totals', 'lesson_cohort_month_totals', 'course_enrolment_running_totals', 'study_time', 'study_heartbeats', 'quiz_attempts', 'certificates', 'notes', 'favorites', 'course_similarities', 'course_popularity',
  'notifications', 'notification_preferences', 'email_outbox', 'audit_log', 'rate_limit_hits', 'support_messages',
  'subscriptions', 'payments', 'payment_methods', 'payer_addresses', 'payments_received', 'payment_reconciliations', 'checkout_sessions', 'coupon_redemptions', 'payment_provider_notifications',
  'events', 'event_registrations', 'event_reminders', 'course_tasks', 'task_completions', 'announcements', 'teacher_messages', 'notice_sends',
] as const;

export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * How a statement reaches one table: `search` narrows by an index (SQLite SEARCH or a virtual
 * table's index; PostgreSQL an index condition), `walk` reads an index in order without a
 * condition (fine only under a LIMIT), `full` reads every row.
 */
export interface TableAccess {
  table: string;
  kind: 'search' | 'walk' | 'full';
  detail: string;
}

export interface QueryPlan {
  sql: string;
  access: TableAccess[];
  /** The plan as the database prints it, one line per step (for failure messages). */
  lines: string[];
}

// Marks the queries `run` itself makes: a scheduler job of the same app querying meanwhile is
// in another async context and must not be judged as part of the call.
const capturing = new AsyncLocalStorage<CapturedQuery[]>();

/** Runs `run` and returns what it returned and every query it ran on `db`, in order. */
export async function captureQueries<T>(db: Db, run: () => Promise<T>): Promise<{ result: T; queries: CapturedQuery[] }> {
  const queries: CapturedQuery[] = [];
  const stop = observeQueries(db, (query) => {
    if (capturing.getStore() === queries) queries.push({ sql: query.sql, parameters: query.parameters });
  });
  try {
    return { result: await capturing.run(queries, run), queries };
  } finally {
    stop();
  }
}

/** Statements with a plan worth reading (reads, and writes that find their rows first). */
const EXPLAINABLE = /^\s*(select|with|update|delete)\b/i;

/**
 * The plan of one captured query on `db`'s dialect. `ordered`: PostgreSQL explains with sorts
 * disabled too (on a few demo rows a sort is cheaper than any index), so the plan shows whether
 * an index CAN serve the order.
 */
export async function explainQuery(db: Db, query: CapturedQuery, { ordered = false }: { ordered?: boolean } = {}): Promise<QueryPlan> {
  return isPostgresDb(db) ? explainPostgres(db, query, ordered) : explainSqlite(db, query);
}

async function explainSqlite(db: Db, query: CapturedQuery): Promise<QueryPlan> {
  const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
  const aliases = tableAliases(query.sql);
  const access: TableAccess[] = [];
  for (const { detail } of rows) {
    const step = /^(SCAN|SEARCH) (\S+)(?: AS (\S+))?(.*)$/.exec(detail);
    if (!step || step[2].startsWith('(')) continue; // subqueries, CTEs, constant rows
    const table = aliases.get(step[3] ?? step[2]) ?? step[2];
    const rest = step[4];
    const kind = step[1] === 'SEARCH' || /VIRTUAL TABLE INDEX \d+:\S/.test(rest) ? 'search' : /USING (COVERING |PRIMARY KEY|INTEGER PRIMARY KEY)|USING INDEX/.test(rest) ? 'walk' : 'full';
    access.push({ table, kind, detail });
  }
  return { sql: query.sql, access, lines: rows.map((row) => row.detail) };
}

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PgPlanNode[];
}

async function explainPostgres(db: Db, query: CapturedQuery, ordered: boolean): Promise<QueryPlan> {
  // enable_seqscan = off only for this transaction: a sequential scan remains only where no index can serve.
  const plan = await db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    if (ordered) await sql`set local enable_sort = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PgPlanNode }] }>(CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]));
    return rows[0]['QUERY PLAN'][0].Plan;
  });
  const access: TableAccess[] = [];
  const lines: string[] = [];
  const visit = (node: PgPlanNode, depth: number) => {
    const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const cond = node['Index Cond'] ? ` (${node['Index Cond']})` : '';
    const detail = `${node['Node Type']}${using}${on}${cond}`;
    lines.push(`${'  '.repeat(depth)}${detail}`);
    const table = node['Relation Name'];
    if (table) {
      const type = node['Node Type'];
      if (type === 'Seq Scan') access.push({ table, kind: 'full', detail });
      else if (type === 'Bitmap Heap Scan') access.push({ table, kind: bitmapConditions(node) ? 'search' : 'walk', detail });
      else if (type === 'Index Scan' || type === 'Index Only Scan') access.push({ table, kind: node['Index Cond'] ? 'search' : 'walk', detail });
    }
    for (const child of node.Plans ?? []) visit(child, depth + 1);
  };
  visit(plan, 0);
  return { sql: query.sql, access, lines };
}

/** Whether a bitmap heap scan's index scans have a condition (BitmapAnd/BitmapOr nest them). */
function bitmapConditions(node: PgPlanNode): boolean {
  return (node.Plans ?? []).some((child) => (child['Node Type'] === 'Bitmap Index Scan' ? Boolean(child['Index Cond']) : bitmapConditions(child)));
}

const KEYWORDS = new Set(['on', 'where', 'inner', 'left', 'right', 'cross', 'join', 'group', 'order', 'limit', 'union', 'using', 'set', 'natural', 'full', 'outer', 'lateral']);

/** Alias → table, from `from/join "table" [as] "alias"` (what SQLite's plan names a step by). */
function tableAliases(text: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const match of text.matchAll(/\b(?:from|join|update)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi)) {
    const [, table, alias] = match;
    if (alias && !KEYWORDS.has(alias.toLowerCase())) aliases.set(alias, table);
  }
  return aliases;
}

export interface PlanCheckOptions {
  /** Tables that may not be read whole; GROWING_TABLES unless given. */
  growing?: readonly string[];
  /**
   * Growing tables this call may walk in index order without a condition, with the reason
   * (e.g. the newest 20 rows: an ordered index under a LIMIT reads only those); only in a
   * statement with a LIMIT.
   */
  walks?: Record<string, string>;
  /** Explain as `explainQuery` with `ordered`: whether an index can serve each order. */
  ordered?: boolean;
}

export interface PlanCheck<T> {
  result: T;
  plans: QueryPlan[];
  /** One line per offending access, with the statement and its plan; empty when every read is served by an index. */
  problems: string[];
}

/**
 * Runs `run`, explains every read it made on `db`, and lists each full read of a growing table
 * (and each unconditioned index walk not allowed by `walks`).
 */
export async function checkQueryPlans<T>(db: Db, run: () => Promise<T>, options: PlanCheckOptions = {}): Promise<PlanCheck<T>> {
  const growing = new Set<string>(options.growing ?? GROWING_TABLES);
  const walks = options.walks ?? {};
  const { result, queries } = await captureQueries(db, run);
  const plans: QueryPlan[] = [];
  const problems: string[] = [];
  for (const query of queries) {
    if (!EXPLAINABLE.test(query.sql)) continue;
    const plan = await explainQuery(db, query, { ordered: options.ordered });
    plans.push(plan);
    for (const access of plan.access) {
      if (!growing.has(access.table) || access.kind === 'search') continue;
      // An allowed walk still needs the statement's LIMIT: without one it reads the whole index.
      if (access.kind === 'walk' && walks[access.table] && /\blimit\b/i.test(query.sql)) continue;
      problems.push(`${access.kind === 'full' ? 'full scan' : 'index walk without a condition'} of ${access.table}: ${access.detail}\n  in: ${query.sql}\n  plan:\n    ${plan.lines.join('\n    ')}`);
    }
  }
  return { result, plans, problems };
}
