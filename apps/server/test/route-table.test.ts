import { ROUTES, type RouteName } from '@sprawl/protocol';
import Fastify from 'fastify';
import { routeLimits } from '../src/http/limits';
import { serve, type Edge } from '../src/http/serve';
import type { SeatAuthority } from '../src/http/seat-auth';
import { readConfig } from '../src/config';
import { startTestServer, type TestServer } from './harness';

/**
 * Each HTTP endpoint is declared once, in the protocol's route table: the
 * server serves exactly its entries (each at its method and path), checks a
 * request's whole input before asking who sends it, and, outside
 * production, refuses to send an answer its reply schema does not accept.
 */
jest.setTimeout(60_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { metricsToken: 'scraper-secret-0123456789' } });
});
afterAll(async () => t.stop());

test('the server serves the entries of the route table, and no other route', async () => {
  const served = t.server.routes
    .filter((r) => !r.url.startsWith('/api/docs'))
    .map((r) => `${r.method} ${r.url}`)
    .sort();
  const declared = Object.values(ROUTES)
    .map((r) => `${r.method} ${r.path}`)
    .sort();
  expect(served).toEqual(declared);
});

/** A bare app serving one route of the table with the given handler. */
async function oneRoute<N extends RouteName>(name: N, handler: () => Promise<unknown>, checkReplies: boolean) {
  const seats: SeatAuthority = {
    principal: async () => ({ roomId: 'r', seat: 0, isHost: true, name: 'Ana', token: 't', firstDevice: true }),
    checkInvite: async () => undefined,
  };
  const edge: Edge = { seats, limits: routeLimits(readConfig({})), checkReplies };
  const app = Fastify();
  // As the server does (http/openapi.ts): route schemas describe, zod decides.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  serve(app, edge, { [name]: handler } as never);
  await app.ready();
  return app;
}

test('outside production an answer outside its reply schema is a server fault, not a reply', async () => {
  const wrong = async () => [{ id: 'not a game', title: 3 }];
  const checked = await oneRoute('games', wrong, true);
  const res = await checked.inject({ method: 'GET', url: ROUTES.games.path });
  expect(res.statusCode).toBe(500);
  await checked.close();
  // In production the answer is not checked (its type is, at compile time): it leaves as the handler made it.
  const unchecked = await oneRoute('games', wrong, false);
  expect((await unchecked.inject({ method: 'GET', url: ROUTES.games.path })).statusCode).toBe(200);
  await unchecked.close();
});

test('a good answer passes the check, with the status of its entry', async () => {
  const grant = { roomId: 'r', seat: 0, token: 't', inviteCode: 'i', invitePath: '/j/i' };
  const app = await oneRoute('claimDevice', async () => grant, true);
  const res = await app.inject({ method: 'POST', url: ROUTES.claimDevice.path, payload: { code: 'x'.repeat(30) } });
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: grant });
  await app.close();
});
