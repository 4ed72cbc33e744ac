import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The quiz editor's item analysis (issue 24) read and parsed every submitted attempt of the quiz
// on each visit (≈ 300 ms for the quiz of the 50 000-student course). `quiz_item_tallies`
// (exams) keeps what that reading counted, written by triggers in the statement that submits,
// changes or deletes an attempt, so every writer (the app, an erasure, the seeds, the large-data
// generator, tests' factories) keeps it right (docs/decisions/item-analysis-kept-in-step.md,
// docs/decisions/totals-kept-in-step.md). Frozen in time: never import app code here.
//
// Per submitted attempt:
// - with a stored draw (question_ids): one row per drawn question id (slot -1): drawn + 1, and
//   chose_a … chose_d + 1 when the answer in that slot is the first … fourth option (the teacher's order);
// - without one (attempts from before the draws show the quiz's questions by position): one row
//   (question_id '', slot -1) counting those attempts, and one per answer slot (question_id '',
//   slot i) counting its options. Which question slot i is depends on the quiz's questions when
//   the page is read, as it always did, so the page maps them then.
// The right option is not kept: the page reads the count of the option the question marks right now, so a
// corrected key reads right at once. A deleted question's rows stay (its attempts still name it)
// and are simply not read.

const BATCH = 20_000;

/** The statements adding (sign 1) or removing (sign -1) what the attempts in `source` (quiz_id, question_ids, answers) count. */
function contributions(postgres: boolean, table: string, source: string, sign: string): string[] {
  const upsert = `on conflict (quiz_id, question_id, slot) do update set drawn = quiz_item_tallies.drawn + excluded.drawn,
    chose_a = quiz_item_tallies.chose_a + excluded.chose_a, chose_b = quiz_item_tallies.chose_b + excluded.chose_b,
    chose_c = quiz_item_tallies.chose_c + excluded.chose_c, chose_d = quiz_item_tallies.chose_d + excluded.chose_d`;
  // An answer is an option index when it is a JSON number (as the page's reading required).
  const chose = (k: number) => postgres
    ? `sum(case when json_typeof(x.v) = 'number' and (x.v #>> '{}')::numeric = ${k} then ${sign} else 0 end)`
    : `sum(case when x.type in ('integer', 'real') and x.value = ${k} then ${sign} else 0 end)`;
  const chosen = [0, 1, 2, 3].map(chose).join(', ');
  const into = `insert into ${table} (quiz_id, question_id, slot, drawn, chose_a, chose_b, chose_c, chose_d)`;
  if (postgres) {
    return [
      `${into} select a.quiz_id, q.v #>> '{}', -1, ${sign} * count(*), ${chosen}
        from ${source} a cross join lateral json_array_elements(a.question_ids::json) with ordinality q(v, n)
        left join lateral json_array_elements(a.answers::json) with ordinality x(v, n) on x.n = q.n
        where a.question_ids is not null and json_typeof(q.v) = 'string' group by a.quiz_id, q.v #>> '{}' ${upsert};`,
      `${into} select a.quiz_id, '', -1, ${sign} * count(*), 0, 0, 0, 0 from ${source} a where a.question_ids is null group by a.quiz_id ${upsert};`,
      `${into} select a.quiz_id, '', x.n - 1, 0, ${chosen}
        from ${source} a cross join lateral json_array_elements(a.answers::json) with ordinality x(v, n)
        where a.question_ids is null group by a.quiz_id, x.n ${upsert};`,
    ];
  }
  return [
    `${into} select a.quiz_id, q.value, -1, ${sign} * count(*), ${chosen}
      from ${source} a join json_each(a.question_ids) q left join json_each(a.answers) x on x.key = q.key
      where a.question_ids is not null and q.type = 'text' group by a.quiz_id, q.value ${upsert};`,
    `${into} select a.quiz_id, '', -1, ${sign} * count(*), 0, 0, 0, 0 from ${source} a where a.question_ids is null group by a.quiz_id ${upsert};`,
    `${into} select a.quiz_id, '', x.key, 0, ${chosen}
      from ${source} a join json_each(a.answers) x
      where a.question_ids is null group by a.quiz_id, x.key ${upsert};`,
  ];
}

const rowOf = (r: 'new' | 'old') => `(select ${r}.quiz_id as quiz_id, ${r}.question_ids as question_ids, ${r}.answers as answers where ${r}.submitted_at is not null)`;
// Saving an open attempt's answers (every few seconds while a student works) fires nothing.
const CHANGED = `(old.submitted_at is not null or new.submitted_at is not null) and (old.quiz_id is distinct from new.quiz_id
  or (old.submitted_at is null) <> (new.submitted_at is null) or old.question_ids is distinct from new.question_ids or old.answers is distinct from new.answers)`;

/** `batch`: attempts per backfill statement (a test makes it small). */
export async function up(db: Kysely<any>, batch = BATCH): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.createTable('quiz_item_tallies')
    .addColumn('quiz_id', 'text', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('drawn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chose_a', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chose_b', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chose_c', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chose_d', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('quiz_item_tallies_pk', ['quiz_id', 'question_id', 'slot'])
    .execute();

  if (postgres) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const s = `"${rows[0].schema.replace(/"/g, '""')}"`;
    const table = `${s}.quiz_item_tallies`;
    await sql.raw(`create function ${s}.quiz_item_tallies_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then ${contributions(true, table, rowOf('old'), '-1').join('\n')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${contributions(true, table, rowOf('new'), '1').join('\n')} end if;
        return null;
      end $$`).execute(db);
    await sql`create trigger quiz_item_tallies_keep after insert or delete on quiz_attempts for each row execute function quiz_item_tallies_keep()`.execute(db);
    await sql.raw(`create trigger quiz_item_tallies_move after update of quiz_id, submitted_at, question_ids, answers on quiz_attempts for each row
      when (${CHANGED}) execute function quiz_item_tallies_keep()`).execute(db);
  } else {
    const add = contributions(false, 'quiz_item_tallies', rowOf('new'), '1').join('\n');
    const remove = contributions(false, 'quiz_item_tallies', rowOf('old'), '-1').join('\n');
    await sql.raw(`create trigger quiz_item_tallies_insert after insert on quiz_attempts when new.submitted_at is not null begin ${add} end`).execute(db);
    await sql.raw(`create trigger quiz_item_tallies_delete after delete on quiz_attempts when old.submitted_at is not null begin ${remove} end`).execute(db);
    await sql.raw(`create trigger quiz_item_tallies_move after update of quiz_id, submitted_at, question_ids, answers on quiz_attempts
      when ${CHANGED.replaceAll('is distinct from', 'is not')} begin ${remove} ${add} end`).execute(db);
  }

  // The submitted attempts so far, a batch of attempts (in id order) per statement: each adds
  // its counts to the rows the earlier batches wrote.
  // Ids the table gave, quoted as literals: the statements are built as text for both dialects.
  const literal = (id: string) => `'${id.replace(/'/g, "''")}'`;
  let from: string | null = null;
  for (;;) {
    const after: string | null = from;
    const end: { rows: Array<{ id: string }> } = await sql<{ id: string }>`select id from quiz_attempts ${after === null ? sql`` : sql`where id > ${after}`} order by id limit 1 offset ${batch - 1}`.execute(db);
    const to: string | null = end.rows[0]?.id ?? null;
    const range = [after === null ? '' : ` and id > ${literal(after)}`, to === null ? '' : ` and id <= ${literal(to)}`].join('');
    const source = `(select quiz_id, question_ids, answers from quiz_attempts where submitted_at is not null${range})`;
    for (const statement of contributions(postgres, 'quiz_item_tallies', source, '1')) await sql.raw(statement).execute(db);
    if (to === null) break;
    from = to;
  }
  await sql`analyze quiz_item_tallies`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists quiz_item_tallies_keep on quiz_attempts`.execute(db);
    await sql`drop trigger if exists quiz_item_tallies_move on quiz_attempts`.execute(db);
    await sql`drop function if exists quiz_item_tallies_keep()`.execute(db);
  } else {
    for (const name of ['quiz_item_tallies_insert', 'quiz_item_tallies_delete', 'quiz_item_tallies_move']) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  }
  await db.schema.dropTable('quiz_item_tallies').execute();
}
