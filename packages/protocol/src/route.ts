import type { z } from 'zod';

/**
 * Who may call a route. The server checks it at its edge, once, before the
 * handler runs (apps/server/src/http/serve.ts); `host` is let in like `seat`
 * and the room refuses any other seat with `not_host`.
 */
export type Access =
  /** Nobody needs to say who they are. */
  | 'anyone'
  /** A seat token of the room in the address (`Authorization: Bearer`). */
  | 'seat'
  /** A seat token, and the seat must be the room's host. */
  | 'host'
  /** A seat token of the room, or its current invitation in the `invite` query. */
  | 'member'
  /** The operator's metrics token, checked by the route itself (wrong tries are limited apart). */
  | 'operator';

/**
 * How often one address may call a route: the server gives each class its
 * numbers (its configuration) and its sentence. Each route counts apart.
 * `reads` is the limit of every API route without a class of its own;
 * `none` is for the WebSocket, whose frames are limited by the socket itself.
 */
export type LimitClass =
  | 'reads'
  | 'newRooms'
  | 'joins'
  | 'roomChanges'
  | 'seatChanges'
  | 'tables'
  | 'deviceLists'
  | 'links'
  | 'imports'
  | 'reviews'
  | 'hints'
  | 'none';

/** One HTTP endpoint, declared once: the server serves it, OpenAPI describes it and the SDK calls it from this. */
export interface RouteSpec {
  method: 'GET' | 'POST';
  /** Fastify's form: `/api/rooms/:id`. */
  path: string;
  /** One sentence for the API's description. */
  summary: string;
  /** The description's group. */
  tag: string;
  access: Access;
  limit: LimitClass;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer on success; absent when the answer is not JSON the SDK reads (a page, a stylesheet, metrics, the description itself). */
  reply?: z.ZodType;
  /** The status of a success; 200 when absent. */
  status?: 201;
  /** A larger request body than the server's default (replay files). */
  bodyLimit?: number;
  /**
   * A page a person opens from an email: its address is read by the page,
   * which says a malformed link does nothing, instead of a JSON refusal.
   */
  lenient?: true;
}

/** The path of a route with its parameters filled in (each encoded), as the SDK requests it. */
export function pathOf(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}');
