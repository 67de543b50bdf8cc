import { urbanSprawl } from '../src';
import type { UsState } from '../src/urban-sprawl/state';
import { detach, emptyCity, findContract, givePermit, lotsIn, put } from './fixtures';

/** Every rejection must carry a code and a sentence, and leave the state exactly as it was. */
function expectRejected(s: UsState, seat: number, action: unknown, code: string) {
  const before = JSON.stringify(s);
  const r = urbanSprawl.apply(s, seat, action);
  expect(r).toMatchObject({ ok: false, code });
  if (!r.ok) expect(r.message).toMatch(/^[A-Z].+\.?\)?$/);
  expect(JSON.stringify(s)).toBe(before);
}

describe('illegal actions are rejected with a code and a sentence and change nothing', () => {
  const contract = findContract((c) => c.size === 1 && c.zone === 'RES' && c.restrictions.length === 0);
  const scene = () => {
    const s = emptyCity(2);
    detach(s, contract.id);
    s.contracts.boxes[4] = contract.id;
    return s;
  };

  test('malformed actions', () => {
    const s = scene();
    expectRejected(s, 0, { type: 'fly' }, 'malformed_action');
    expectRejected(s, 0, 'build', 'malformed_action');
    expectRejected(s, 0, { type: 'build', from: { box: 9 }, lots: [1], permits: [] }, 'malformed_action');
  });

  test('wrong seat', () => {
    expectRejected(scene(), 1, { type: 'endTurn' }, 'not_your_turn');
    expectRejected(scene(), 7, { type: 'endTurn' }, 'bad_seat');
  });

  test('too few AP, permits or wealth', () => {
    const s = scene();
    s.turn.ap = 0;
    expectRejected(s, 0, { type: 'takePlanning', from: 3 }, 'not_enough_ap');
    const s2 = scene();
    expectRejected(
      s2,
      0,
      { type: 'build', from: { box: 4 }, lots: [lotsIn(3, 1).tl], permits: [] },
      'not_enough_permits',
    );
    const s3 = scene();
    const permit = givePermit(s3, 0, 'RES', 1);
    s3.players[0].wealth = 1;
    expectRejected(
      s3,
      0,
      { type: 'build', from: { box: 4 }, lots: [lotsIn(3, 1).tl], permits: [permit] },
      'not_enough_wealth',
    );
  });

  test('what a contract costs wherever it goes is refused before where it goes', () => {
    // The table asks why a contract cannot be built with lots that are no footprint: the cost comes first.
    const nowhere = [lotsIn(5, 5).tl, lotsIn(5, 6).tl];
    const s = scene();
    givePermit(s, 0, 'RES', 1);
    s.turn.ap = 0;
    expectRejected(s, 0, { type: 'build', from: { box: 4 }, lots: nowhere, permits: [] }, 'not_enough_ap');
    expectRejected(scene(), 0, { type: 'build', from: { box: 4 }, lots: nowhere, permits: [] }, 'not_enough_permits');
    const s2 = scene();
    const permit = givePermit(s2, 0, 'RES', 1);
    expectRejected(s2, 0, { type: 'build', from: { box: 4 }, lots: nowhere, permits: [permit] }, 'bad_footprint');
  });

  test('zoning broken, footprint outside a block, taken lot', () => {
    const s = scene();
    const permit = givePermit(s, 0, 'RES', 1);
    put(s, 'COM', [lotsIn(3, 1).tl], 1);
    expectRejected(s, 0, { type: 'build', from: { box: 4 }, lots: [lotsIn(3, 1).tr], permits: [permit] }, 'zoning');
    expectRejected(s, 0, { type: 'build', from: { box: 4 }, lots: [lotsIn(3, 1).tl], permits: [permit] }, 'lot_taken');
    expectRejected(
      s,
      0,
      { type: 'build', from: { box: 4 }, lots: [lotsIn(5, 5).tl, lotsIn(5, 6).tl], permits: [permit] },
      'bad_footprint',
    );
  });

  test('a second favor, an investment after spending AP', () => {
    const s = scene();
    s.players[0].favors = [detach(s, findContract((c) => c.id !== contract.id).id)];
    expectRejected(s, 0, { type: 'takeFavor', from: { box: 4 } }, 'favor_limit');
    const permit = givePermit(s, 0, 'RES', 1);
    s.turn.spentAp = true;
    expectRejected(s, 0, { type: 'invest', card: permit }, 'investment_closed');
  });

  test("answering someone else's prompt, or a prompt nobody asked for", () => {
    const s = urbanSprawl.setup({ seed: 'p', seats: 3, options: { variant: 'standard' } });
    expectRejected(s, 1, { type: 'claim', building: 0 }, 'not_your_prompt');
    expectRejected(s, 0, { type: 'endTurn' }, 'answer_expected');
    expectRejected(scene(), 0, { type: 'chooseSeat', seat: 1 }, 'no_prompt');
  });

  test('acting after the game is over', () => {
    const s = scene();
    s.phase = 'over';
    expectRejected(s, 0, { type: 'endTurn' }, 'game_over');
  });
});

describe('setup', () => {
  test.each([
    [2, 39],
    [3, 27],
    [4, 21],
  ])('%i players: hands of 1..n cards, %i wealth, Mayor pawn, claims clockwise', (players, wealth) => {
    let s = urbanSprawl.setup({ seed: 's', seats: players, options: { variant: 'standard' } });
    expect(s.players.map((p) => p.planning.length)).toEqual(Array.from({ length: players }, (_, i) => i + 1));
    expect(s.players.every((p) => p.wealth === wealth)).toBe(true);
    expect(s.pawn).toBe(0);
    expect(s.planning.discard).toHaveLength(4);
    expect(s.planning.boxes.every((b) => b !== null)).toBe(true);
    expect(s.contracts.boxes.every((b) => b !== null)).toBe(true);
    expect(s.contracts.tops.town).not.toBeNull();
    const claimers: number[] = [];
    while (s.phase === 'setup' && s.pending?.kind === 'claimStart') {
      const p = urbanSprawl.prompts(s)[0];
      claimers.push(p.seat);
      const r = urbanSprawl.apply(s, p.seat, p.options[0]);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    expect(claimers).toEqual(Array.from({ length: 12 }, (_, i) => i % players));
    const richest = Math.max(...s.players.map((p) => p.wealth));
    const media = s.players.findIndex((p) => p.vocations.includes('MEDIA'));
    if (s.pending === null) expect(s.players[media].wealth).toBe(richest);
  });
});
