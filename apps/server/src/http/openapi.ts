import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorReplySchema, PROTOCOL_VERSION, type RouteSpec } from '@sprawl/protocol';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { apiBrowserPolicy } from './security-headers';

/** JSON Schema (OpenAPI 3.0 dialect) of a zod schema, as a request (`input`) or an answer (`output`) reads. */
export const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;

/**
 * A route's OpenAPI description, made from its entry in the route table
 * (packages/protocol/src/routes.ts), whose zod schemas also check its input
 * (http/serve.ts). Fastify does not validate with it (see registerOpenApi):
 * the schemas describe, zod decides.
 */
export function describeRoute(spec: RouteSpec): FastifySchema & Record<string, unknown> {
  return {
    summary: spec.summary,
    tags: [spec.tag],
    ...(spec.params && { params: jsonSchema(spec.params, 'input') }),
    ...(spec.query && { querystring: jsonSchema(spec.query, 'input') }),
    ...(spec.body && { body: jsonSchema(spec.body, 'input') }),
    // A member may come with a token or an invitation; an operator's token is the metrics one.
    ...(spec.access !== 'anyone' && { security: [{ seatToken: [] }, {}] }),
    response: {
      [spec.status ?? 200]: spec.reply
        ? jsonSchema(spec.reply, 'output')
        : { description: 'Not JSON: see the summary.' },
      '4XX': { description: 'Refused: a stable code and a sentence.', ...jsonSchema(errorReplySchema, 'output') },
    },
  };
}

/** Every route registered on the app, as the OpenAPI test checks them against the document. */
export type RouteCatalogue = { method: string; url: string }[];

/**
 * Makes the HTTP API's description (served at /api/openapi.json by
 * http/about-routes.ts, browsable at /api/docs). Must run before any route is registered, so that
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
}
