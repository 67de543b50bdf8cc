import { hintReplySchema, type ChatLine } from '@sprawl/protocol';
import { wordsOfMove } from '@sprawl/rules';
import { HintService } from '../src/review/hint-service';
import type { Estimator } from '../src/review/review-service';
import { connect, refusal, startTestServer, waitFor, type TestServer } from './harness';

jest.setTimeout(120_000);

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.stop();
});

/** A started two-seat table of `game`, Ada hosting and Bo joined; `deciding` is the seat whose turn it is. */
async function table(game: string, learning?: boolean) {
  const ada = await t.api.createRoom({ game, seats: 2, name: 'Ada', ...(learning === undefined ? {} : { learning }) });
  const bo = await t.api.join({ inviteCode: ada.inviteCode, name: 'Bo' });
  const { matchId } = await t.api.start(ada.roomId, ada.token);
  const runtime = await t.server.matches.runtime(matchId);
  const deciding = runtime.game.seatsToAct(runtime.state);
  const tokens = [ada.token, bo.token];
  return { roomId: ada.roomId, matchId, tokens, deciding, runtime };
}

describe('a learning table', () => {
  test('is off by default: the server refuses hints there, whoever asks', async () => {
    const room = await table('urbania');
    expect((await t.api.status(room.roomId, { token: room.tokens[0] })).learning).toBe(false);
    for (const token of room.tokens)
      expect(await refusal(t.api.hint(room.roomId, token))).toMatchObject({ status: 403, code: 'not_learning_table' });
  });

  test('is shown in the room and in Your tables', async () => {
    const room = await table('urbania', true);
    expect((await t.api.status(room.roomId, { token: room.tokens[0] })).learning).toBe(true);
    const tables = await t.api.yourTables(room.tokens);
    expect(tables.tables.map((x) => x.learning)).toEqual([true, true]);
  });

  test('refuses a hint before the match starts, saying so', async () => {
    const ada = await t.api.createRoom({ game: 'urbania', seats: 2, name: 'Ada', learning: true });
    expect(await refusal(t.api.hint(ada.roomId, ada.token))).toMatchObject({ status: 409, code: 'not_started' });
  });

  test('refuses a hint to a seat whose turn it is not, and to a game whose bots do not give them', async () => {
    const room = await table('urbania', true);
    const waiting = [0, 1].find((seat) => !room.deciding.includes(seat));
    if (waiting === undefined) throw new Error('both seats decide at once');
    expect(await refusal(t.api.hint(room.roomId, room.tokens[waiting]))).toMatchObject({
      status: 409,
      code: 'hint_not_your_turn',
    });
    // Such a game is not made a learning table at all (it would refuse every hint), and the lobby says which games are.
    for (const game of ['urban-sprawl', 'hush-auction'])
      expect(await refusal(t.api.createRoom({ game, seats: 2, name: 'Ada', learning: true }))).toMatchObject({
        status: 409,
        code: 'hints_unavailable',
      });
    const offered = (await t.api.games()).filter((g) => g.offersReview === true).map((g) => g.id);
    expect(offered).toEqual(['urbania']);
  });

  test('answers the seat whose turn it is with a legal move in words, and tells the other seat it asked', async () => {
    const room = await table('urbania', true);
    const asking = room.deciding[0];
    const other = 1 - asking;
    const watcher = connect(t, room.roomId, { token: room.tokens[other] });
    const hints = (): ChatLine[] => watcher.state.chat.filter((line) => line.hint === true);
    try {
      await waitFor(() => watcher.state.connected && watcher.state.room !== null, 'the other seat connected');
      const reply = hintReplySchema.parse(await t.api.hint(room.roomId, room.tokens[asking]));
      expect(reply.version).toBe(room.runtime.version);
      const legal = room.runtime.game.legalActions(room.runtime.state, asking).map((a) => JSON.stringify(a));
      expect(legal).toContain(JSON.stringify(reply.action));
      // In words: what the move's log would say, or the game's words for a step the log leaves unsaid.
      const { game, state } = room.runtime;
      const applied = game.apply(state, asking, reply.action);
      const said = applied.ok ? wordsOfMove(game, state, asking, reply.action, applied.log) : [];
      expect(JSON.parse(JSON.stringify(said))).toEqual(reply.log);
      expect(reply.log.length).toBeGreaterThan(0);
      await waitFor(() => hints().length === 1, 'the hint line at the other seat');
      expect(hints()[0]).toMatchObject({ seat: asking, author: asking === 0 ? 'Ada' : 'Bo', matchId: room.matchId });
      // Kept out of the game: the match did not move.
      expect((await t.server.matches.runtime(room.matchId)).version).toBe(reply.version);
    } finally {
      watcher.close();
    }
  });

  test("searches from the asking seat's view only, and refuses past its bound", async () => {
    const room = await table('urbania', true);
    const asking = room.deciding[0];
    const seen: unknown[][] = [];
    const estimator: Estimator = {
      estimate: async (task) => {
        seen.push(task.views);
        const legal = room.runtime.game.legalActions(room.runtime.state, asking);
        return task.views.map((_, seat) =>
          seat === asking
            ? { chance: 0.5, best: legal[0], moves: [{ action: legal[0], value: 0.5, visits: 1 }] }
            : null,
        );
      },
    };
    const chat = { hint: async () => ({}) as ChatLine };
    const principal = {
      roomId: room.roomId,
      seat: asking,
      isHost: asking === 0,
      name: null,
      token: '',
      firstDevice: true,
    };
    const hints = new HintService(t.server.rooms.status, t.server.matches, estimator, chat);
    await hints.ask(principal);
    const own = room.runtime.game.view(room.runtime.state, { kind: 'seat', seat: asking });
    expect(seen[0][asking]).toEqual(own);
    expect(seen[0][1 - asking]).toBeNull();
    const full = new HintService(t.server.rooms.status, t.server.matches, estimator, chat, { atOnce: 0 });
    expect(await full.ask(principal).catch((e: unknown) => e)).toMatchObject({ code: 'hint_busy' });
  });
});

describe('hints asked from one address', () => {
  let limited: TestServer;
  beforeAll(async () => {
    // Imports and reviews at their strictest: hints keep a limit of their own.
    limited = await startTestServer({
      config: { hintRatePerSecond: 0.001, hintBurst: 4, importRatePerSecond: 0.001, importBurst: 1 },
    });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  test('are limited on their own, more loosely than imports and reviews', async () => {
    const ada = await limited.api.createRoom({ game: 'urbania', seats: 2, name: 'Ada', learning: true });
    const bo = await limited.api.join({ inviteCode: ada.inviteCode, name: 'Bo' });
    await limited.api.start(ada.roomId, ada.token);
    // Before its turn each ask is refused, and counts all the same.
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await refusal(limited.api.hint(ada.roomId, i % 2 === 0 ? ada.token : bo.token)).catch(() => null);
      codes.push(answer?.code ?? 'answered');
    }
    expect(codes.slice(0, 4).every((c) => c !== 'rate_limited')).toBe(true);
    expect(codes[4]).toBe('rate_limited');
  });
});
