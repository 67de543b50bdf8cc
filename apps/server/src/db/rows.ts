import type { Selectable } from 'kysely';
import type { Database } from './schema';

/** `invite_code` as `inviteCode`: how the server's code names a column. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/**
 * Some columns of a table as a statement reads them under camelCase aliases
 * (`r.invite_code AS "inviteCode"`), typed by the schema (db/schema.ts): a
 * row type names its columns and never repeats their types by hand.
 */
export type RowOf<T extends keyof Database, C extends keyof Selectable<Database[T]>> = {
  [K in C as CamelCase<K & string>]: Selectable<Database[T]>[K];
};
