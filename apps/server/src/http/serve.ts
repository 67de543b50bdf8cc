import {
  inviteQuerySchema,
  roomParamsSchema,
  ROUTES,
  type CheckedInput,
  type HandlerReply,
  type LimitClass,
  type RouteName,
  type Routes,
  type RouteSpec,
} from '@sprawl/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteLimit } from './limits';
import { describeRoute } from './openapi';
import { parse } from './parse';
import { whoAsks, type PrincipalFor, type SeatAuthority } from './seat-auth';

/** What a route's handler receives: its checked input, who asks (per the route's access), and the request itself. */
export type RouteCall<N extends RouteName> = CheckedInput<N> & {
  principal: PrincipalFor<Routes[N]['access'], N>;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** The handler of one entry of the route table, its input and answer typed from the entry. */
export type Handler<N extends RouteName> = (call: RouteCall<N>) => Promise<HandlerReply<N>>;

/** Handlers of some routes of the table, by name. */
export type Handlers<N extends RouteName> = { [K in N]: Handler<K> };

/** What every route's edge needs: the seats that authenticate, each limit class's limit, and whether answers are checked. */
export interface Edge {
  seats: SeatAuthority;
  limits: Record<LimitClass, RouteLimit>;
  /**
   * Whether each JSON answer is checked against its reply schema before it
   * leaves (a mismatch is a server fault: logged, answered 500). On outside
   * production only: see docs/architecture.md "One table of routes".
   */
  checkReplies: boolean;
}

/**
 * Registers the given routes of the table (packages/protocol/src/routes.ts):
 * each one's method, path, limit and description come from its entry; its
 * address, query and body are checked with the entry's schemas, then whoever
 * asks is authenticated (http/seat-auth.ts), then the handler runs.
 */
export function serve<N extends RouteName>(app: FastifyInstance, edge: Edge, handlers: Handlers<N>): void {
  for (const name of Object.keys(handlers) as N[]) serveOne(app, edge, name, handlers[name]);
}

function serveOne<N extends RouteName>(app: FastifyInstance, edge: Edge, name: N, handler: Handler<N>): void {
  const spec: RouteSpec = ROUTES[name];
  const limit = edge.limits[spec.limit];
  app.route({
    method: spec.method,
    url: spec.path,
    schema: describeRoute(spec),
    ...(limit && { config: limit }),
    ...(spec.bodyLimit && { bodyLimit: spec.bodyLimit }),
    handler: async (req, reply) => {
      const input = checkInput(spec, req);
      const roomId = spec.params ? roomParamsSchema.safeParse(input.params).data?.id : undefined;
      const invite = spec.access === 'member' ? inviteQuerySchema.parse(input.query).invite : undefined;
      const principal = await whoAsks(name, spec.access, edge.seats, req, roomId, invite);
      // The entry's own schemas made the input and its access chose who asks: the types the table gives them hold.
      const call = { ...input, principal, req, reply } as unknown as RouteCall<N>;
      const answer = await handler(call);
      if (spec.reply && edge.checkReplies) checkReply(name, spec.reply, answer);
      if (spec.status) reply.code(spec.status);
      return answer;
    },
  });
}

/** A request's address, query and body, each checked by its schema in that order (a refusal names the first problem). */
function checkInput(spec: RouteSpec, req: FastifyRequest): { params: unknown; query: unknown; body: unknown } {
  if (spec.lenient)
    return { params: spec.params?.safeParse(req.params ?? {}).data ?? null, query: undefined, body: undefined };
  return {
    params: spec.params && parse(spec.params, req.params, 'address'),
    query: spec.query && parse(spec.query, req.query, 'query'),
    body: spec.body && parse(spec.body, req.body),
  };
}

/** An answer that does not match its schema is the server's fault, found where it happens rather than in a client. */
function checkReply(name: RouteName, schema: NonNullable<RouteSpec['reply']>, answer: unknown): void {
  const checked = schema.safeParse(answer);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(
      `the ${name} route answered outside its reply schema at "${issue.path.join('.')}": ${issue.message}`,
    );
  }
}
