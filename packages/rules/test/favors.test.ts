import { urbanSprawl } from '../src';
import type { UsAction } from '../src/urban-sprawl/actions';
import type { UsState } from '../src/urban-sprawl/state';
import { detach, emptyCity, findContract, givePermit, lotsIn } from './fixtures';

/**
 * Rulebook, "Favors": a player pays the AP of an available contract to keep it
 * as a Favor instead of building it; from any of his later turns on he may
 * build it for 0 AP (permits and wealth paid as usual). He may take a new
 * Favor in the same turn as he builds the one he had.
 */

// Plain 1-lot RES contracts (a restriction, but no vocation or effect to answer afterwards).
const plain = (c: { size: number; zone: string; effects: unknown[]; vocations: unknown[] }) =>
  c.size === 1 && c.zone === 'RES' && c.effects.length === 0 && c.vocations.length === 0;
const first = findContract(plain);
const second = findContract((c) => c.id !== first.id && plain(c));

/** Seat 0 active with a RES permit in hand and `first` in the 1 AP box. */
function scene(): UsState {
  const s = emptyCity(2, 'favors');
  detach(s, first.id);
  s.contracts.boxes[4] = first.id;
  givePermit(s, 0, 'RES', 1);
  return s;
}

function play(s: UsState, seat: number, action: UsAction): UsState {
  const r = urbanSprawl.apply(s, seat, action);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}

/** Building the favor `id` on the first site legalActions offers (or, when it offers none, a lot at the edge). */
function buildFavor(s: UsState, id: string, permit: string): UsAction {
  const listed = urbanSprawl
    .legalActions(s, 0)
    .find((a) => a.type === 'build' && 'favor' in a.from && a.from.favor === id);
  const lots = listed?.type === 'build' ? listed.lots : [lotsIn(3, 1).tl];
  return { type: 'build', from: { favor: id }, lots, permits: [permit] };
}
const favorBuilds = (s: UsState, seat: number) =>
  urbanSprawl.legalActions(s, seat).filter((a) => a.type === 'build' && 'favor' in a.from);

/** Ends seat 0's turn and seat 1's, so seat 0 is active again. */
function roundTrip(s: UsState): UsState {
  // Decisions the end of a turn may ask for (an election tie...) get the first legal answer.
  const settle = (t: UsState): UsState => {
    while (t.pending) {
      const seat = urbanSprawl.seatsToAct(t)[0];
      t = play(t, seat, urbanSprawl.legalActions(t, seat)[0]);
    }
    return t;
  };
  const t = settle(play(settle(play(s, 0, { type: 'endTurn' })), 1, { type: 'endTurn' }));
  expect(t.turn.active).toBe(0);
  return t;
}

describe('a Favor is built on a later turn (rulebook, Favors)', () => {
  test('taken this turn: it cannot be built now; the refusal says why and changes nothing', () => {
    const s = play(scene(), 0, { type: 'takeFavor', from: { box: 4 } });
    expect(s.players[0].favors).toEqual([first.id]);
    expect(s.turn.favorsTaken).toEqual([first.id]);
    expect(favorBuilds(s, 0)).toEqual([]);
    const before = JSON.stringify(s);
    const r = urbanSprawl.apply(s, 0, buildFavor(s, first.id, s.players[0].planning[s.players[0].planning.length - 1]));
    expect(r).toMatchObject({ ok: false, code: 'favor_taken_this_turn' });
    if (!r.ok)
      expect(r.message).toBe(
        `You took the ${first.name} as a favor this turn; a favor can only be built on one of your later turns.`,
      );
    expect(JSON.stringify(s)).toBe(before);
  });

  test('the log of the take says it is for a later turn', () => {
    const r = urbanSprawl.apply(scene(), 0, { type: 'takeFavor', from: { box: 4 } });
    if (!r.ok) throw new Error(r.message);
    expect(r.log.map((l) => l.text)).toContain(`{s0} took the ${first.name} as a favor, to build on a later turn.`);
  });

  test("from the holder's next turn on it is built for 0 AP", () => {
    const taken = play(scene(), 0, { type: 'takeFavor', from: { box: 4 } });
    const later = roundTrip(taken);
    expect(later.turn.favorsTaken).toBeUndefined();
    const permit = later.players[0].planning.find(
      (id) => id === taken.players[0].planning[taken.players[0].planning.length - 1],
    ) as string;
    expect(favorBuilds(later, 0).length).toBeGreaterThan(0);
    const built = play(later, 0, buildFavor(later, first.id, permit));
    expect(built.players[0].favors).toEqual([]);
    expect(built.turn.ap).toBe(later.turn.ap);
    expect(built.removed).toContain(first.id);
  });

  test('building the old Favor and taking a new one in the same turn is allowed; the new one waits', () => {
    const taken = play(scene(), 0, { type: 'takeFavor', from: { box: 4 } });
    const later = roundTrip(taken);
    const permit = taken.players[0].planning[taken.players[0].planning.length - 1];
    givePermit(later, 0, 'RES', 1);
    detach(later, second.id);
    later.contracts.boxes[4] = second.id;
    const built = play(later, 0, buildFavor(later, first.id, permit));
    const again = play(built, 0, { type: 'takeFavor', from: { box: 4 } });
    expect(again.players[0].favors).toEqual([second.id]);
    expect(again.turn.favorsTaken).toEqual([second.id]);
    expect(favorBuilds(again, 0)).toEqual([]);
  });

  test('taking a Favor can be undone: the state before it has no record of it', () => {
    const s = scene();
    const r = urbanSprawl.apply(s, 0, { type: 'takeFavor', from: { box: 4 } });
    if (!r.ok) throw new Error(r.message);
    expect(r.barrier).toBe(false);
    expect(s.turn.favorsTaken).toBeUndefined();
    expect(s.players[0].favors).toEqual([]);
  });

  test('a state written by rules 1.0.0 (no record) treats every Favor held as buildable', () => {
    const s = scene();
    s.players[0].favors = [detach(s, first.id)];
    expect('favorsTaken' in s.turn).toBe(false);
    expect(favorBuilds(s, 0).length).toBeGreaterThan(0);
    play(s, 0, buildFavor(s, first.id, s.players[0].planning[s.players[0].planning.length - 1]));
  });

  test('stateAsRecordedBy gives the state as 1.0.0 wrote it: without the record, and nothing else changed', () => {
    const s = play(scene(), 0, { type: 'takeFavor', from: { box: 4 } });
    const old = urbanSprawl.stateAsRecordedBy!(s, '1.0.0') as UsState;
    expect('favorsTaken' in old.turn).toBe(false);
    expect({ ...old, turn: { ...old.turn, favorsTaken: s.turn.favorsTaken } }).toEqual(s);
    expect(s.turn.favorsTaken).toEqual([first.id]); // the given state is untouched
    expect(urbanSprawl.stateAsRecordedBy!(s, urbanSprawl.rulesVersion)).toBe(s);
    expect(urbanSprawl.stateAsRecordedBy!(s, '0.9.0')).toBeNull();
  });
});

test('a second Favor in the turn the first was taken: refused, and the sentence says the first waits for a later turn', () => {
  const s = play(scene(), 0, { type: 'takeFavor', from: { box: 4 } });
  detach(s, second.id);
  s.contracts.boxes[4] = second.id;
  const r = urbanSprawl.apply(s, 0, { type: 'takeFavor', from: { box: 4 } });
  expect(r).toMatchObject({
    ok: false,
    code: 'favor_limit',
    message: 'You already hold a favor; build it on a later turn before taking another.',
  });
});
