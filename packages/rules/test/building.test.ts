import { urbanSprawl } from '../src';
import { placementProblem } from '../src/urban-sprawl/moves/placement';
import type { UsState } from '../src/urban-sprawl/state';
import { detach, emptyCity, findContract, givePermit, lotsIn, put } from './fixtures';

const highSchool = findContract((c) => c.name === 'High School');

/** The rulebook's zoning picture: a COM in the 7-value block, a CIV diagonally across the street. */
function zoningScene(): UsState {
  const s = emptyCity(2);
  put(s, 'COM', [lotsIn(3, 4).bl], 1);
  put(s, 'CIV', [lotsIn(4, 4).tl], 1);
  put(s, 'RES', [lotsIn(6, 1).tr], 1);
  detach(s, highSchool.id);
  s.contracts.boxes[4] = highSchool.id; // the 1 AP box
  return s;
}

const place = (s: UsState, lots: number[], demolish: number[] = [], by: 'contractor' | 'renewal' | null = null) =>
  placementProblem(s, 0, highSchool, { lots, demolish, demolishBy: by });

describe('building the High School (rulebook zoning and payment examples)', () => {
  test('1: next to the CIV across the street in the 7-value COM block: legal, costs 7, 1 prestige bonus', () => {
    const s = zoningScene();
    const permit = givePermit(s, 0, 'CIV', 2);
    const { tr, br } = lotsIn(3, 4);
    expect(place(s, [tr, br])).toBeNull();
    const r = urbanSprawl.apply(s, 0, { type: 'build', from: { box: 4 }, lots: [tr, br], permits: [permit] });
    if (!r.ok) throw new Error(r.message);
    expect(s.players[0].wealth - r.state.players[0].wealth).toBe(7);
    expect(r.state.players[0].prestige).toBe(1);
    expect(r.state.turn.ap).toBe(5);
    expect(r.state.planning.discard).toContain(permit);
    expect(r.state.removed).toContain(highSchool.id);
  });

  test('2: in a 2-value block touching nothing: legal and costs 2', () => {
    const s = zoningScene();
    const permit = givePermit(s, 0, 'CIV', 2);
    const { tl, tr } = lotsIn(3, 1);
    const r = urbanSprawl.apply(s, 0, { type: 'build', from: { box: 4 }, lots: [tl, tr], permits: [permit] });
    if (!r.ok) throw new Error(r.message);
    expect(s.players[0].wealth - r.state.players[0].wealth).toBe(2);
    expect(r.state.players[0].prestige).toBe(0);
  });

  test('3: in the block of the 3-value RES: zoning forbids it', () => {
    const s = zoningScene();
    const permit = givePermit(s, 0, 'CIV', 2);
    const { tl, bl } = lotsIn(6, 1);
    const r = urbanSprawl.apply(s, 0, { type: 'build', from: { box: 4 }, lots: [tl, bl], permits: [permit] });
    expect(r).toMatchObject({ ok: false, code: 'zoning' });
  });

  test('1 in the COM block but away from the CIV: zoning forbids it', () => {
    const s = zoningScene();
    const { tl, tr } = lotsIn(3, 4);
    expect(place(s, [tl, tr])).toMatchObject({ code: 'zoning' });
  });

  test('permits: at least as many CIV permits as lots, from one card or several; a spare card is spent too', () => {
    const s = zoningScene();
    const { tl, tr } = lotsIn(3, 1);
    const big = givePermit(s, 0, 'CIV', 3);
    const small = givePermit(s, 0, 'CIV', 1);
    // Rulebook, cost to build: at least as many permits of the contract's zone, possibly from several cards.
    const both = urbanSprawl.apply(s, 0, { type: 'build', from: { box: 4 }, lots: [tl, tr], permits: [big, small] });
    if (!both.ok) throw new Error(both.message);
    expect(both.state.players[0].planning).not.toContain(small);
    expect(both.state.planning.discard).toEqual(expect.arrayContaining([big, small]));
    const one = urbanSprawl.apply(s, 0, { type: 'build', from: { box: 4 }, lots: [tl, tr], permits: [big] });
    expect(one.ok).toBe(true);
    const tooFew = urbanSprawl.apply(s, 0, { type: 'build', from: { box: 4 }, lots: [tl, tr], permits: [small] });
    expect(tooFew).toMatchObject({ ok: false, code: 'not_enough_permits' });
  });
});

describe('demolition (rulebook examples)', () => {
  const contract2 = findContract((c) => c.size === 2 && c.zone === 'RES' && c.restrictions.length === 0);
  const contract3 = findContract((c) => c.size === 3 && c.zone === 'RES' && c.restrictions.length === 0);
  const check = (s: UsState, c: typeof contract2, lots: number[], demolish: number[]) =>
    placementProblem(s, 0, c, { lots, demolish, demolishBy: 'renewal' });

  test('A: a 2-lot building demolishes a 1-lotter, a 2-lotter, or two side-by-side 1-lotters', () => {
    const s = emptyCity();
    const { tl, tr, bl, br } = lotsIn(2, 2);
    const a = put(s, 'RES', [tl], 1);
    const b = put(s, 'RES', [tr], 1);
    expect(check(s, contract2, [tl, tr], [a, b])).toBeNull();
    expect(check(s, contract2, [tl, bl], [a])).toBeNull();
    const c = put(s, 'RES', [bl, br], 1);
    expect(check(s, contract2, [bl, br], [c])).toBeNull();
    expect(check(s, contract2, [tl, tr], [a])).toMatchObject({ code: 'lot_taken' });
  });

  test('B: a 3-lot building demolishes a 1- and a 2-lotter, or three 1-lotters', () => {
    const s = emptyCity();
    const { tl, tr, bl } = lotsIn(2, 2);
    const one = put(s, 'RES', [tl], 1);
    const two = put(s, 'RES', [tr, lotsIn(2, 2).br], 1);
    expect(check(s, contract3, [tl, tr, lotsIn(2, 2).br], [one, two])).toBeNull();
    const s2 = emptyCity();
    const ids = [tl, tr, bl].map((l) => put(s2, 'RES', [l], 1));
    expect(check(s2, contract3, [tl, tr, bl], ids)).toBeNull();
  });

  test('C: a 3-lot building cannot demolish two 2-lotters, nor a 4-lotter', () => {
    const s = emptyCity();
    const { tl, tr, bl, br } = lotsIn(2, 2);
    const top = put(s, 'RES', [tl, tr], 1);
    const bottom = put(s, 'RES', [bl, br], 1);
    expect(check(s, contract3, [tl, tr, bl], [top, bottom])).toMatchObject({ code: 'bad_demolition' });
    const s2 = emptyCity();
    const whole = put(s2, 'RES', [tl, tr, bl, br], 1);
    expect(check(s2, contract3, [tl, tr, bl], [whole])).toMatchObject({ code: 'bad_demolition' });
  });

  test("zoning ignores the buildings being demolished; the Contractor's buildings resist Urban Renewal cards", () => {
    const s = emptyCity();
    const { tl, tr } = lotsIn(2, 2);
    const com = put(s, 'COM', [tl], 1);
    expect(check(s, contract2, [tl, tr], [com])).toBeNull();
    s.contractorInPlay = true;
    s.contractor = 1;
    expect(check(s, contract2, [tl, tr], [com])).toMatchObject({ code: 'contractor_protected' });
    expect(placementProblem(s, 1, contract2, { lots: [tl, tr], demolish: [com], demolishBy: 'contractor' })).toBeNull();
    expect(placementProblem(s, 0, contract2, { lots: [tl, tr], demolish: [com], demolishBy: null })).toMatchObject({
      code: 'no_demolition',
    });
  });
});
