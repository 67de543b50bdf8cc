import type { z } from 'zod';
import type { RouteName, Routes } from './routes';

/** A field of a route entry, or `undefined` when the entry has none. */
type Field<R, K extends string> = R extends Record<K, infer S> ? S : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** A route's path parameters, query and body as its handler receives them: checked by its schemas. */
export interface CheckedInput<N extends RouteName> {
  /** Null for a lenient page whose address does not read (see RouteSpec.lenient). */
  params: Routes[N] extends { lenient: true }
    ? Parsed<Field<Routes[N], 'params'>> | null
    : Parsed<Field<Routes[N], 'params'>>;
  query: Parsed<Field<Routes[N], 'query'>>;
  body: Parsed<Field<Routes[N], 'body'>>;
}

/** What a route's handler returns: anything its reply schema accepts, or anything at all for an answer that is not JSON. */
export type HandlerReply<N extends RouteName> =
  Field<Routes[N], 'reply'> extends z.ZodType ? z.input<Field<Routes[N], 'reply'>> : unknown;

/** A route's answer as the SDK reads it, through its reply schema. */
export type RouteReply<N extends RouteName> =
  Field<Routes[N], 'reply'> extends z.ZodType ? z.output<Field<Routes[N], 'reply'>> : unknown;

/** The parts of a call a route takes, as a caller writes them; a part the route has no schema for is not asked for. */
export type RouteRequest<N extends RouteName> = Omit<
  {
    params: Sent<Field<Routes[N], 'params'>>;
    query: Sent<Field<Routes[N], 'query'>>;
    body: Sent<Field<Routes[N], 'body'>>;
  },
  | (Field<Routes[N], 'params'> extends undefined ? 'params' : never)
  | (Field<Routes[N], 'query'> extends undefined ? 'query' : never)
  | (Field<Routes[N], 'body'> extends undefined ? 'body' : never)
> & {
  /** The seat token, for the routes a seat may call. */
  token?: string;
};
