import { clientMessageSchema, PROTOCOL_VERSION, serverMessageSchema } from '@sprawl/protocol';
import type { FastifyInstance } from 'fastify';
import { jsonSchema } from './openapi';
import type { Handlers } from './serve';

/** The API's description (made by http/openapi.ts) and the WebSocket messages' JSON Schemas. */
export function aboutRoutes(app: FastifyInstance): Handlers<'openApi' | 'wsMessages'> {
  const wsMessages = {
    protocolVersion: PROTOCOL_VERSION,
    description:
      'Every WebSocket message at /ws is one JSON text frame. The client sends `client` messages, the server answers with `server` messages.',
    client: jsonSchema(clientMessageSchema, 'input'),
    server: jsonSchema(serverMessageSchema, 'output'),
  };
  return {
    openApi: async () => app.swagger(),
    wsMessages: async () => wsMessages,
  };
}
