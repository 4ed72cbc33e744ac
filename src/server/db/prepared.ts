import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/**
 * A query that runs on (nearly) every request, built and compiled once per database and
 * then run with each call's values. Building a Kysely query, rewriting it for the
 * CamelCasePlugin and compiling it to SQL cost more CPU than SQLite needs to run the hot
 * ones (docs/decisions/prepared-hot-queries.md); the SQL text and the result rows (camelCase,
 * through the plugins) are exactly what the built query gives.
 *
 * `build` receives stand-ins for the arguments and must use each one as a plain value
 * (`where(col, '=', args.userId)`, `limit(args.limit)`): it runs once, so it must not
 * branch on them. Values that are not arguments (`'approved'`) are kept as compiled.
 *
 * Only the mechanism lives here: each repository prepares its own hot statements, on its
 * own tables (auth: the session lookup; courses: the card list; learning: the dashboard
 * counts; notifications: the bell).
 *
 * ```ts
 * const selectNote = prepareQuery((db, args: { userId: string; lessonId: string }) =>
 *   db.selectFrom('notes').select('content').where('userId', '=', args.userId).where('lessonId', '=', args.lessonId));
 * const note = await selectNote.takeFirst(ctx.db, { userId, lessonId });
 * ```
 */
export function prepareQuery<Args extends Record<string, unknown>, Row>(build: (db: Db, args: Args) => Compilable<Row>) {
  // Per database: the SQL depends on the dialect (tests open many databases).
  const prepared = new WeakMap<Db, Prepared<Args, Row>>();
  const prepare = (db: Db) => {
    let query = prepared.get(db);
    if (!query) {
      query = compile(db, build);
      prepared.set(db, query);
    }
    return query;
  };
  return {
    async all(db: Db, args: Args): Promise<Row[]> {
      const { compiled, slots } = prepare(db);
      const parameters = slots.map((slot) => (slot.arg === undefined ? slot.value : args[slot.arg]));
      const result = await db.executeQuery<Row>({ ...compiled, parameters });
      return result.rows;
    },
    async takeFirst(db: Db, args: Args): Promise<Row | undefined> {
      return (await this.all(db, args))[0];
    },
  };
}

interface Prepared<Args, Row> {
  compiled: CompiledQuery<Row>;
  /** Where each SQL parameter comes from: an argument, or a value fixed in the query. */
  slots: Array<{ arg: keyof Args; value?: undefined } | { arg?: undefined; value: unknown }>;
}

const STAND_IN = '\u0000prepared-argument:';

function compile<Args extends Record<string, unknown>, Row>(db: Db, build: (db: Db, args: Args) => Compilable<Row>): Prepared<Args, Row> {
  // Every argument is read through this proxy, which hands out a unique string per name.
  const standIns = new Proxy({} as Args, { get: (_target, name) => `${STAND_IN}${String(name)}` });
  const compiled = build(db, standIns).compile();
  const slots = compiled.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(STAND_IN) ? { arg: value.slice(STAND_IN.length) as keyof Args } : { value },
  );
  if (compiled.sql.includes(STAND_IN)) {
    // An argument ended up in the SQL text itself (not as a parameter): refuse, never run it.
    throw new Error(`prepareQuery: an argument was inlined into the SQL of "${compiled.sql}"`);
  }
  return { compiled, slots };
}
