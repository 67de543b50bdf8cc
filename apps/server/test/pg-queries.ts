import { Client } from 'pg';

type Query = (this: Client, ...args: unknown[]) => unknown;

/**
 * Sends every query of every `pg` client in this process (the server's pool
 * included) through `intercept`, which gets the query's arguments and the
 * real query to pass them on to, until the returned function is called.
 * For tests that count statements or hold an answer back.
 */
export function interceptQueries(
  intercept: (args: unknown[], query: (args: unknown[]) => unknown) => unknown,
): () => void {
  const proto = Client.prototype as unknown as { query: Query };
  const query = proto.query;
  proto.query = function (this: Client, ...args: unknown[]) {
    return intercept(args, (passed) => query.apply(this, passed));
  };
  return () => {
    proto.query = query;
  };
}
