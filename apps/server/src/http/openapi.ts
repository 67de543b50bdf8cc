import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { clientMessageSchema, errorReplySchema, PROTOCOL_VERSION, serverMessageSchema } from '@sprawl/protocol';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { apiBrowserPolicy } from './security-headers';

/** JSON Schema (OpenAPI 3.0 dialect) of a zod schema, as a request (`input`) or an answer (`output`) reads. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;

export interface RouteDoc {
  summary: string;
  tags: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer on success; omitted for answers that are not JSON. */
  reply?: z.ZodType;
  status?: number;
  /** Whether a seat token (Authorization: Bearer) is one way to be let in. */
  token?: boolean;
}

/**
 * A route's OpenAPI description, made from the same zod schemas the handler
 * checks its input with (http/parse.ts). Fastify does not validate with it
 * (see registerOpenApi): the schemas describe, zod decides.
 */
export function describeRoute(doc: RouteDoc): FastifySchema & Record<string, unknown> {
  return {
    summary: doc.summary,
    tags: doc.tags,
    ...(doc.params && { params: jsonSchema(doc.params, 'input') }),
    ...(doc.query && { querystring: jsonSchema(doc.query, 'input') }),
    ...(doc.body && { body: jsonSchema(doc.body, 'input') }),
    ...(doc.token && { security: [{ seatToken: [] }, {}] }),
    response: {
      [doc.status ?? 200]: doc.reply ? jsonSchema(doc.reply, 'output') : { description: 'Not JSON: see the summary.' },
      '4XX': { description: 'Refused: a stable code and a sentence.', ...jsonSchema(errorReplySchema, 'output') },
    },
  };
}

/** Every route registered on the app, as the OpenAPI test checks them against the document. */
export type RouteCatalogue = { method: string; url: string }[];

/**
 * Serves the HTTP API's description at /api/openapi.json (browsable at
 * /api/docs) and the WebSocket messages' JSON Schemas at
 * /api/ws-messages.json. Must run before any route is registered, so that
 * the description and the catalogue see them all.
 */
export async function registerOpenApi(app: FastifyInstance, catalogue: RouteCatalogue): Promise<void> {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') catalogue.push({ method, url: route.url });
  });
  // zod checks every input in the handlers, with our codes and sentences; route schemas are documentation only.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Board game table server',
        version: String(PROTOCOL_VERSION),
        description:
          'Rooms, seats, matches and replays over HTTP. Moves travel over the WebSocket at /ws; its messages are described at /api/ws-messages.json.',
      },
      components: {
        securitySchemes: {
          seatToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The seat token a room gave when the seat was taken.',
          },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', transformStaticCSP: apiBrowserPolicy });
  app.get(
    '/api/openapi.json',
    { schema: describeRoute({ summary: 'This description, in OpenAPI 3.0.', tags: ['about'] }) },
    async () => app.swagger(),
  );
  const wsMessages = {
    protocolVersion: PROTOCOL_VERSION,
    description:
      'Every WebSocket message at /ws is one JSON text frame. The client sends `client` messages, the server answers with `server` messages.',
    client: jsonSchema(clientMessageSchema, 'input'),
    server: jsonSchema(serverMessageSchema, 'output'),
  };
  app.get(
    '/api/ws-messages.json',
    { schema: describeRoute({ summary: 'JSON Schemas of the WebSocket messages, both ways.', tags: ['about'] }) },
    async () => wsMessages,
  );
}
