import { startTestServer, type TestServer } from './harness';

/**
 * The HTTP API is described at /api/openapi.json from the zod schemas that
 * check its input: every route the server registers (but the documentation
 * pages' own files) must appear there with a summary and a described
 * answer, and the WebSocket messages are described at /api/ws-messages.json.
 */
jest.setTimeout(60_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { metricsToken: 'scraper-secret-0123456789' } });
});
afterAll(async () => t.stop());

interface Operation {
  summary?: string;
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

test('every route is in the description, with a summary and its answer', async () => {
  const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as OpenApi;
  expect(doc.openapi).toBe('3.0.3');
  // The WebSocket is one upgrade request; what travels over it is described at /api/ws-messages.json (below).
  const routes = t.server.routes.filter((r) => !r.url.startsWith('/api/docs') && r.url !== '/ws');
  expect(t.server.routes.some((r) => r.url === '/ws')).toBe(true);
  expect(routes.length).toBeGreaterThan(15);
  const missing = routes.filter((r) => {
    const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
    return !op || !op.summary || !op.responses || Object.keys(op.responses).length < 2;
  });
  expect(missing).toEqual([]);
});

test('requests are described from the zod schemas the handlers use', async () => {
  const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as OpenApi;
  const create = doc.paths['/api/rooms'].post;
  expect(JSON.stringify(create.requestBody)).toContain('"seats"');
  expect(Object.keys(create.responses ?? {})).toEqual(expect.arrayContaining(['201', '4XX']));
  const view = doc.paths['/api/rooms/{id}/matches/{matchId}/steps/{step}/view'].get;
  expect(view.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
    expect.arrayContaining(['path:id', 'path:matchId', 'path:step', 'query:invite', 'query:viewer']),
  );
});

test('the browsable page and the WebSocket messages are served', async () => {
  const page = await fetch(`${t.url}/api/docs/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<html');
  const ws = (await (await fetch(`${t.url}/api/ws-messages.json`)).json()) as {
    client: { oneOf: { properties: { type: { enum: string[] } } }[] };
    server: { oneOf: unknown[] };
  };
  expect(ws.client.oneOf.map((m) => m.properties.type.enum[0])).toEqual(
    expect.arrayContaining(['hello', 'action', 'undo', 'resync', 'ping']),
  );
  expect(ws.server.oneOf.length).toBeGreaterThan(5);
});

test('the description does not loosen the checks: bad input is still refused by zod with our codes', async () => {
  const res = await fetch(`${t.url}/api/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'urban-sprawl', seats: 99, name: 'Ana' }),
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
});
