import { startTestServer, type TestServer } from './harness';

jest.setTimeout(30_000);

/**
 * A room nobody named carries no name: each client words the default in its
 * own language ("Urban Sprawl table", "Tavolo di Agglomerato Urbano"), so the
 * server makes no English sentence of it.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t.stop());

test('an unnamed room has no name on the wire; a named one keeps its name', async () => {
  const plain = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ana' });
  expect((await t.api.status(plain.roomId, { token: plain.token })).name).toBeNull();
  const named = await t.api.createRoom({ game: 'urban-sprawl', seats: 2, name: 'Ana', roomName: 'Venerdì sera' });
  expect((await t.api.status(named.roomId, { token: named.token })).name).toBe('Venerdì sera');
  const tables = (await t.api.yourTables([plain.token, named.token])).tables;
  expect(Object.fromEntries(tables.map((x) => [x.roomId, x.roomName]))).toEqual({
    [plain.roomId]: null,
    [named.roomId]: 'Venerdì sera',
  });
  const stored = await t.server.db.room.findUniqueOrThrow({ where: { id: plain.roomId } });
  expect(stored.name).toBeNull();
});
