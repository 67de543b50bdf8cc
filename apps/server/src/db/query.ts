import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type QueryExecutorProvider,
} from 'kysely';
import type { ClientBase, Pool } from 'pg';
import type { Database } from './schema';

/**
 * The one typed way to the database. Statements are written with Kysely (its
 * builder, or its `sql` template for the tuned ones), typed by the tables of
 * db/schema.ts, which is generated from prisma/schema.prisma. Kysely only
 * compiles them: they run on the server's `pg` pool, or on a transaction's
 * connection, through `run` and `prepare` below, with `pg`'s own parsing of
 * values. Kysely brings no engine: its driver here is a stand-in that never
 * connects, since nothing is executed through it.
 */
export const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Where a statement runs: the pool, a transaction's connection, or a connection of its own (db/match-leases.ts). */
export type Queryable = Pool | ClientBase;

/** A Kysely builder or `sql` template whose rows are `R`. */
export interface Statement<R> {
  compile(executorProvider: QueryExecutorProvider): CompiledQuery<R>;
}

async function send<R>(
  on: Queryable,
  name: string | undefined,
  text: string,
  values: readonly unknown[],
): Promise<R[]> {
  const res = await on.query<R & object>({ name, text, values: values as unknown[] });
  return res.rows;
}

/** Runs a statement built for this call (its shape depends on the call) and returns its rows. */
export async function run<R>(on: Queryable, statement: Statement<R>): Promise<R[]> {
  const compiled = statement.compile(db);
  return send<R>(on, undefined, compiled.sql, compiled.parameters);
}

/** A marker standing for an argument while a prepared statement is compiled. */
class Arg {
  constructor(readonly index: number) {}
}

/** A statement of fixed text, run as a named prepared statement (see `prepare`). */
export interface Prepared<A extends unknown[], R> {
  (on: Queryable, ...args: A): Promise<R[]>;
  /** What is sent to `pg` for these arguments. */
  query(...args: A): { name: string; text: string; values: A[number][] };
}

/**
 * The names given so far: `pg` keeps one text per name on a connection and
 * fails a second text under that name, but only once both have run on one
 * connection; a name taken twice is refused at once, when its module loads.
 */
const preparedNames = new Set<string>();

/**
 * A statement of fixed text, compiled once, run as a named prepared statement
 * (pg plans it once per connection: db/pool.ts). `build` is called once with
 * markers for its arguments, and each call sends the arguments where the
 * markers went: compiling costs 15-40 µs, more than some statements take
 * in PostgreSQL. Every value in the statement must be one of `build`'s
 * arguments, passed whole (not inside an array or an object), which the
 * first call checks.
 */
export function prepare<A extends unknown[], R>(name: string, build: (...args: A) => Statement<R>): Prepared<A, R> {
  if (preparedNames.has(name)) throw new Error(`prepared statement ${name}: that name is already taken`);
  preparedNames.add(name);
  let compiled: { text: string; slots: number[] } | null = null;
  const compile = () => {
    const markers = Array.from({ length: build.length }, (_, i) => new Arg(i));
    const { sql: text, parameters } = build(...(markers as A)).compile(db);
    const slots = parameters.map((p) => {
      if (!(p instanceof Arg)) throw new Error(`prepared statement ${name}: a value that is not an argument`);
      return p.index;
    });
    return { text, slots };
  };
  const query = (...args: A) => {
    compiled ??= compile();
    return { name, text: compiled.text, values: compiled.slots.map((i): A[number] => args[i]) };
  };
  const prepared = async (on: Queryable, ...args: A): Promise<R[]> => {
    const q = query(...args);
    return send<R>(on, q.name, q.text, q.values);
  };
  return Object.assign(prepared, { query });
}
