import { serverMessageSchema } from '@sprawl/protocol';
import { hushAuction, urbanSprawl, type AnyGame } from '@sprawl/rules';
import { ownPatchBytes, patchFrame, sharedPatchBytes } from '../src/matches/patch-frame';
import { ChangeFrames, fullState } from '../src/matches/presenter';
import { newRuntime, type Runtime } from '../src/matches/runtime';
import { planStep, takeStep } from '../src/matches/step';

describe('patch frames joined from two encoded halves', () => {
  const shared = {
    matchId: 'm"1\\x',
    version: 8,
    from: 7,
    patch: [
      { op: 'replace' as const, path: '/players/0/wealth', value: 12 },
      { op: 'add' as const, path: '/removed/-', value: 'Caf\u00e9 "Roma"' },
    ],
    log: [{ text: 'Seat 1 builds a "Park".', seat: 0, card: 'park' }],
  };
  const own = {
    prompts: [{ seat: 1, kind: 'bid', text: 'Bid?', options: [{ type: 'pass' }] }],
    legal: [{ type: 'pass' }, { type: 'bid', amount: 3 }],
    canUndo: true,
  };

  test.each([undefined, 41])(
    'joined text (ack %p) parses to exactly the message of both halves, and the protocol accepts it',
    (ack) => {
      const text = patchFrame(sharedPatchBytes(shared), ownPatchBytes(own), ack).toString('utf8');
      const expected = { type: 'patch', ...shared, ...own, ...(ack === undefined ? {} : { ack }) };
      expect(JSON.parse(text)).toEqual(expected);
      expect(serverMessageSchema.parse(JSON.parse(text))).toEqual(expected);
    },
  );

  test('an own half, which a connection keeps until the next change, holds memory of its own, not a slice of a shared slab', () => {
    const bytes = ownPatchBytes(own);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  test("a spectator's own half is empty prompts and moves, no undo", () => {
    const text = patchFrame(
      sharedPatchBytes({ ...shared, patch: [], log: [] }),
      ownPatchBytes({ prompts: [], legal: [], canUndo: false }),
    ).toString('utf8');
    expect(JSON.parse(text)).toEqual({
      type: 'patch',
      matchId: shared.matchId,
      version: 8,
      from: 7,
      patch: [],
      log: [],
      prompts: [],
      legal: [],
      canUndo: false,
    });
  });
});

/** The seat's first legal move, taken, and the frames of that change. */
function firstMoveOf(rt: Runtime, seat: number): ChangeFrames {
  const plan = planStep(rt, seat, 'move', rt.game.legalActions(rt.state, seat, rt.memo)[0]);
  if (!plan.ok) throw new Error(plan.message);
  takeStep(rt, plan);
  return new ChangeFrames({ matchId: rt.id, roomId: rt.roomId, version: rt.version, log: plan.log, runtime: rt });
}

describe('frames of one change', () => {
  const game = urbanSprawl as unknown as AnyGame;

  test("seats that owe nothing get the very same encoded frame, the seat that moved its own, each parsing to its seat's message", () => {
    const rt = newRuntime('m1', 'r1', game, game.setup({ seed: 'frames', seats: 4, options: {} }), 0);
    const shown = [0, 1, 2, 3, null].map((s) => fullState(rt, s).shown);
    const seat = game.seatsToAct(rt.state)[0];
    const frames = firstMoveOf(rt, seat);
    const sent = [0, 1, 2, 3, null].map((s, i) => frames.frameFor(s, shown[i], s === seat ? 7 : undefined).frame);
    const waiting = new Set(game.seatsToAct(rt.state));
    const idle = [0, 1, 2, 3].filter((s) => s !== seat && !waiting.has(s));
    expect(idle.length).toBeGreaterThan(0);
    // Idle seats and the spectator share one buffer; the mover's frame carries its ack.
    for (const s of idle) expect(sent[s]).toBe(sent[4]);
    expect(sent[seat]).not.toBe(sent[4]);
    for (const [i, frame] of sent.entries()) {
      const message = serverMessageSchema.parse(JSON.parse(frame.toString('utf8')));
      expect(message).toMatchObject({ type: 'patch', version: 1, from: 0 });
      if (i === seat) expect(message).toMatchObject({ ack: 7 });
      if (i < 4 && waiting.has(i)) expect((message as { legal: unknown[] }).legal.length).toBeGreaterThan(0);
    }
  });

  test('a seat told the same as before gets no own half; any seat holds, after the frame, what a full view would tell it', () => {
    const hush = hushAuction as unknown as AnyGame;
    const rt = newRuntime('m2', 'r2', hush, hush.setup({ seed: 'own-halves', seats: 4, options: {} }), 0);
    const viewers = [0, 1, 2, 3, null];
    const before = viewers.map((s) => fullState(rt, s));
    // Everyone owes a bid at once; seat 2 bids, the others still owe theirs.
    const frames = firstMoveOf(rt, 2);
    const told = viewers.map((s, i) => JSON.parse(frames.frameFor(s, before[i].shown).frame.toString('utf8')));
    for (const message of told) serverMessageSchema.parse(message);
    expect(told.map((m) => 'prompts' in m)).toEqual([false, false, true, false, false]);
    viewers.forEach((s, i) => {
      const held = {
        prompts: told[i].prompts ?? before[i].message.prompts,
        legal: told[i].legal ?? before[i].message.legal,
        canUndo: told[i].canUndo ?? before[i].message.canUndo,
      };
      const { prompts, legal, canUndo } = fullState(rt, s).message;
      expect(held).toEqual({ prompts, legal, canUndo });
    });
  });
});
