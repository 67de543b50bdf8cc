import { ROUTES } from '@sprawl/protocol';
import { ApiError, RoomsApi } from '../src';

/**
 * The SDK calls the server's routes from the protocol's route table: the
 * path with its parameters encoded, the query, the token in a header, a
 * body only for a route that takes one, and the answer checked by the
 * entry's reply schema.
 */

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function fakeServer(answer: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    return new Response(JSON.stringify(answer), { status });
  }) as typeof fetch;
  return { api: new RoomsApi('http://server', fetchImpl), sent };
}

const grant = { roomId: 'r1', seat: 0, token: 'tok', inviteCode: 'inv', invitePath: '/j/inv' };

test('a route with a body sends it as JSON; its answer comes back through its schema', async () => {
  const { api, sent } = fakeServer(grant);
  expect(await api.join({ inviteCode: 'i'.repeat(22), name: 'Ana' })).toEqual(grant);
  expect(sent).toEqual([
    {
      url: 'http://server/api/rooms/join',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ inviteCode: 'i'.repeat(22), name: 'Ana' }),
    },
  ]);
});

test('parameters are encoded into the path, the token goes in a header, and a route without a body sends none', async () => {
  const { api, sent } = fakeServer({ matchId: 'm' });
  await api.start('room/1', 'seat-token');
  expect(sent[0]).toEqual({
    url: 'http://server/api/rooms/room%2F1/start',
    method: 'POST',
    headers: { authorization: 'Bearer seat-token' },
    body: undefined,
  });
  expect(ROUTES.start.method).toBe('POST');
});

test('a member without a token brings the invitation in the query; options left out are not sent', async () => {
  const { api, sent } = fakeServer({ step: 3, view: { board: [] } });
  const reply = await api.viewAt<{ board: unknown[] }>('r', 'm', 3, { inviteCode: 'inv' });
  expect(reply).toEqual({ step: 3, view: { board: [] } });
  expect(sent[0].url).toBe('http://server/api/rooms/r/matches/m/steps/3/view?invite=inv');
  await api.viewAt('r', 'm', 3, { token: 'tok' }, true);
  expect(sent[1].url).toBe('http://server/api/rooms/r/matches/m/steps/3/view?viewer=omniscient');
  expect(sent[1].headers).toEqual({ authorization: 'Bearer tok' });
});

test('an answer its schema does not accept is an error, not data', async () => {
  const { api } = fakeServer({ matchId: 42 });
  await expect(api.start('r', 'tok')).rejects.toThrow();
});

test('a refusal becomes an ApiError with its code, sentence and status', async () => {
  const { api } = fakeServer({ code: 'not_host', message: 'Only the host can do that.' }, 403);
  const err = await api.start('r', 'tok').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ code: 'not_host', message: 'Only the host can do that.', status: 403 });
});
