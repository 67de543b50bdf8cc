import { urbanSprawl } from '../src';
import { CARDS, card } from '../src/urban-sprawl/catalog';
import { effectTasks } from '../src/urban-sprawl/flow/effects';
import { run } from '../src/urban-sprawl/flow/run';
import type { ContractCard, EventCard } from '../src/urban-sprawl/content/schema';
import type { UsState } from '../src/urban-sprawl/state';
import { footprintsInBlock } from '../src/urban-sprawl/board';
import { buildingValue } from '../src/urban-sprawl/values';
import { block, ctxOf, emptyCity, lotsIn, put } from './fixtures';

/**
 * One scene for every card text: four players with buildings of every zone and
 * size, near water, wilderness and a park, all offices filled and a marker in
 * play. Each card's effects run in it (seat 0 acting, prompts answered with
 * their first option) and the test checks what the text promises.
 */
function scene(): UsState {
  const s = emptyCity(4, 'texts');
  s.players.forEach((p) => {
    p.wealth = 50;
    p.prestige = 20;
  });
  const all = (r: number, c: number) => Object.values(lotsIn(r, c));
  put(s, 'COM', all(5, 4), 0); // id 0: 4-lot COM, value 8
  put(s, 'RES', [lotsIn(1, 6).tl], 0); // 1: on the water
  put(s, 'COM', [lotsIn(2, 2).tl, lotsIn(2, 2).tr, lotsIn(2, 2).bl], 1); // 2: 3-lot COM
  put(s, 'IND', [lotsIn(6, 1).bl], 1); // 3: by the wilderness, value 3 (least valuable)
  put(s, 'RES', [lotsIn(3, 1).tl], 1); // 4
  put(s, 'CIV', [lotsIn(4, 4).tl, lotsIn(4, 4).tr], 2); // 5: 2-lot CIV
  put(s, 'IND', all(6, 6), 2); // 6: 4-lot IND by water and wilderness
  put(s, 'RES', [lotsIn(2, 5).tl], 3); // 7
  put(s, 'COM', [lotsIn(1, 1).tr], 3); // 8: 1-lot COM on the water
  put(s, 'PARK', [lotsIn(3, 2).br], 3); // 9: a park
  put(s, 'RES', [lotsIn(3, 3).tl, lotsIn(3, 3).tr], 3); // 10: 2-lot RES beside the park
  put(s, 'CIV', [lotsIn(1, 4).tl], null); // 11: uncontrolled CIV, value 9 (most valuable)
  s.politiciansInPlay = true;
  s.contractorInPlay = true;
  s.offices = { mayor: 3, districtAttorney: 2, treasurer: 1, policeChief: 0, unionBoss: 1 };
  s.contractor = 2;
  s.players[2].vocations = ['MEDIA'];
  s.vocationSupply.MEDIA = 0;
  s.board.markers.W9 = 0;
  return s;
}

/** Builds the contract for seat 0 in block (4,2) (rules skipped: only the text is under test), returns the building id. */
function placeAnchor(s: UsState, c: ContractCard): number {
  const lots = footprintsInBlock(block(4, 2), c.size)[0];
  return put(s, c.zone, lots, 0);
}

function perform(id: string): { before: UsState; after: UsState; anchor: number | null } {
  const s = scene();
  const c = card(id) as ContractCard | EventCard;
  const anchor = c.kind === 'contract' ? placeAnchor(s, c) : null;
  const before = JSON.parse(JSON.stringify(s)) as UsState;
  s.tasks.unshift(...effectTasks(c.effects, 0, { card: id, anchor }));
  const ctx = ctxOf(s);
  run(ctx);
  let state = s;
  for (let guard = 0; state.pending && guard < 100; guard++) {
    const [prompt] = urbanSprawl.prompts(state);
    const r = urbanSprawl.apply(state, prompt.seat, prompt.options[0]);
    if (!r.ok) throw new Error(`${id}: ${r.message}`);
    state = r.state;
  }
  return { before, after: state, anchor };
}

const dW = (b: UsState, a: UsState) => a.players.map((p, i) => p.wealth - b.players[i].wealth);
const dP = (b: UsState, a: UsState) => a.players.map((p, i) => p.prestige - b.players[i].prestige);
const count = (s: UsState, pred: (b: NonNullable<UsState['board']['buildings'][number]>) => boolean) =>
  s.board.buildings.filter((b) => b !== null && pred(b)).length;

type Check = (before: UsState, after: UsState, anchor: number | null) => void;
const EXPECT: Record<string, Check> = {
  'Luxury Taxes': (b, a) => expect(dW(b, a)).toEqual([-3, -3, -3, -3]),
  // The 9 wealth marker lifts block columns 1-2, so the least valuable building is seat 2's IND in block (6,6), worth 4.
  // The first option offered is to pay and keep it.
  'Urban Decay': (b, a) => expect(dP(b, a)).toEqual([0, 0, -3, 0]),
  'Estate Auction': (b, a) => expect(dW(b, a)).toEqual([0, 0, -9, 0]),
  // The most valuable building is uncontrolled CIV (9); among controlled ones... the spotlight looks at controlled buildings.
  'Local Headlines': (b, a) => {
    // The uncontrolled CIV is worth the most, but only a controller can gain: the most valuable controlled building counts.
    const controlled = b.board.buildings.filter((x) => x !== null && x.owner !== null && x.zone !== 'PARK');
    const top = Math.max(...controlled.map((x) => buildingValue(b, x!)));
    const owners = [...new Set(controlled.filter((x) => buildingValue(b, x!) === top).map((x) => x!.owner))];
    expect(owners).toHaveLength(1);
    const gains = [0, 0, 0, 0].map((_, seat) => (seat === owners[0] ? 3 : 0));
    expect(dW(b, a)).toEqual(gains);
    expect(dP(b, a)).toEqual(gains);
  },
  Flood: (b, a) => expect(dW(b, a)).toEqual([-4, 0, -4, -4]),
  Fire: (b, a) => expect(dW(b, a)).toEqual([0, -3, 0, -3]),
  Earthquake: (b, a) => expect(dW(b, a)).toEqual([-5, -5, -5, 0]),
  'Zoning Hearing': (b, a) => expect(a.offices.mayor).toBe(2), // the pawn is on Mayor; Media (seat 2) has the most vocations
  'Tourism Boom': (b, a) => expect(dW(b, a)).toEqual([0, 0, 0, 2]),
  'Stock Market Rally': (b, a) => expect(dW(b, a)).toEqual([2, 2, 0, 0]),
  'Budget Surplus': (b, a) => expect(Object.values(a.board.markers).filter((m) => m !== null)).toHaveLength(2),
  'Heat Wave': (b, a) => expect(dP(b, a)).toEqual([0, 0, 0, 1]),
  'City Marathon': (b, a) => expect(['P4', 'P5', 'P6'].some((m) => a.board.markers[m as 'P4'] !== null)).toBe(true),
  'Council Scandal': (b, a) => {
    expect(dP(b, a)[3]).toBe(-3);
    expect(a.offices.mayor).toBe(2);
  },
  'Street Fair': (b, a) => expect(dW(b, a)).toEqual([1, 1, 0, 1]),
  'Power Outage': (b, a) => expect(dW(b, a)).toEqual([0, -1, -1, 0]),
  'Ribbon Cutting': (b, a) => expect(Object.values(a.board.markers).filter((m) => m !== null)).toHaveLength(2),
  'Road Works': (b, a) => expect(count(a, (x) => x.zone === 'PARK' && x.owner === null)).toBe(1),
  'Business Relocation': (b, a) => {
    expect(dW(b, a)).toEqual([0, 0, 1, 0]);
    expect(dP(b, a)).toEqual([0, 0, 1, 0]);
    expect(count(a, (x) => x.zone === 'COM' && x.owner === null)).toBe(1);
  },
  'Stock Scandal': (b, a) => expect(dP(b, a)[1]).toBe(-3),
  'Transit Strike': (b, a) => expect(dW(b, a)).toEqual([-2, -2, -2, -2]),
  'Tax Audit': (b, a) => expect(dW(b, a)).toEqual([-1, -2, -1, -1]),
  'World Expo': (b, a) => expect(['P4', 'P5', 'P6'].some((m) => a.board.markers[m as 'P4'] !== null)).toBe(true),
  'Market Crash': (b, a) => expect(dW(b, a)).toEqual([-3, 0, 0, 0]),
  'Film Festival': (b, a) => expect(dP(b, a)).toEqual([0, 0, 5, 0]),
  Blackout: (b, a) => expect(a.board.markers.W9).not.toBe(0),
  Warehouse: (b, a) => expect(a.extraFavor).toBe(0),
  // The new 3-lot COM counts itself: seat 0 controls it and seat 1 a 3-lot COM; one 4-lot COM pays the builder 4.
  'Corporate HQ': (b, a) => expect(dW(b, a)).toEqual([4 + 3, 3, 0, 0]),
  'Municipal Court': (b, a) => expect(a.offices.mayor).toBe(0),
  University: (b, a) => expect(dP(b, a)).toEqual([4 * 2, 4 * 1, 4 * 1, 4 * 2]), // the new University counts itself
  Port: (b, a) => {
    expect(dW(b, a)).toEqual([4, 4, 4, 0]); // the new Port counts itself
    expect(dP(b, a)).toEqual([4, 4, 4, 0]);
  },
  // Opponents owe 4 per RES; the first option pays everything in wealth.
  Temple: (b, a) => expect(dW(b, a)).toEqual([4 + 8, -4, 0, -8]),
  Marina: (b, a) => expect(dW(b, a)).toEqual([4 + 4, -4, 0, -4]),
  'Town Hall': (b, a) => expect(Object.values(a.board.markers).filter((m) => m !== null)).toHaveLength(2),
  // Block (4,2): its row is block row 4, its column block column 2.
  'Market Hall': (b, a) => expect(dW(b, a)[0]).toBe(2),
  Duplex: (b, a) => expect(dP(b, a)[0]).toBe(1),
  Farmhouse: (b, a) => expect(count(a, (x) => x.zone === 'PARK')).toBe(2),
  Museum: (b, a) => expect(['P4', 'P5', 'P6'].some((m) => a.board.markers[m as 'P4'] !== null)).toBe(true),
  'Civic Center': (b, a) => {
    // First option: "row" is block row 4 (no RES there); the other row is block column 2 (one COM).
    expect(dW(b, a)[0]).toBe(0);
    expect(dP(b, a)[0]).toBe(1);
  },
  'Office Tower': (b, a) => expect(a.board.markers.W9).not.toBe(0),
  'Power Plant': (b, a) => expect(dP(b, a)).toEqual([0, 0, 0, 0]),
  'Garden Homes': (b, a) => expect(count(a, (x) => x.zone === 'PARK' && x.owner === 0)).toBe(1),
  'Apartment Block': (b, a) => expect(dW(b, a)[0]).toBe(1),
  'Shopping Arcade': (b, a) => expect(dW(b, a)).toEqual([0, 0, 0, 0]),
  'Dry Dock': (b, a) => expect(a.board.buildings[1]?.lots).not.toEqual(b.board.buildings[1]?.lots),
  'Convention Center': (b, a) => expect(Object.values(a.board.markers).filter((m) => m !== null)).toHaveLength(2),
  'Trade Center': (b, a) => {
    expect(dW(b, a)[0]).toBe(3); // block row 4 holds only the new Trade Center itself
    expect(dP(b, a)[0]).toBe(0); // no IND in block column 2
  },
  Skyscraper: (b, a) => expect(dP(b, a)[0]).toBe(2 + 2), // the new COM itself and the 3-lot COM in column 2
  'Recycling Center': (b, a) => expect(count(a, () => true)).toBe(count(b, () => true)), // no uncontrolled 1-lot IND: nothing happens
  'Media Tower': (b, a) => expect(a.offices.mayor).toBe(2),
  'Luxury Condos': (b, a) => expect(a.board.markers).toEqual(b.board.markers), // no prestige marker in play: skipped
  'Gated Estates': (b, a) => expect(count(a, (x) => x.zone === 'PARK' && x.owner === 0)).toBe(1),
  Cathedral: (b, a) => expect(dP(b, a)).toEqual([2, 0, 2, 0]),
};

describe('every card text does what it says', () => {
  const withText = Object.keys(CARDS.byId)
    .map(card)
    .filter(
      (c): c is ContractCard | EventCard =>
        (c.kind === 'event' || c.kind === 'contract') &&
        c.effects.length > 0 &&
        !c.effects.some((e) => e.op === 'milestone'),
    );

  test('every card with a text has a test here', () => {
    expect(withText.map((c) => c.name).filter((n) => !EXPECT[n])).toEqual([]);
  });

  test.each(withText.map((c) => [c.name, c.id] as const))('%s (%s)', (name, id) => {
    const { before, after, anchor } = perform(id);
    EXPECT[name](before, after, anchor);
  });
});

describe('rulebook examples of card texts', () => {
  test('Business Relocation: Media owner gains 1 and 1, then the Treasurer frees one COM of its cube', () => {
    const id = CARDS.city.find((i) => (card(i) as EventCard).name === 'Business Relocation')!;
    const { after } = perform(id);
    const freed = after.board.buildings.filter((b) => b?.zone === 'COM' && b.owner === null);
    expect(freed).toHaveLength(1);
    expect(after.board.buildings[freed[0]!.id]).not.toBeNull(); // the building stays
  });

  test('Corporate HQ: 4 wealth to the builder per 4-lot COM, 3 to each controller per 3-lot COM', () => {
    const id = CARDS.city.find((i) => (card(i) as ContractCard).name === 'Corporate HQ')!;
    const { before, after } = perform(id);
    expect(dW(before, after)).toEqual([7, 3, 0, 0]);
  });

  test('"these rows" are the block row and block column of the new building; the shared block counts for both', () => {
    const s = scene();
    const c = card(CARDS.metropolis.find((i) => (card(i) as ContractCard).name === 'Skyscraper')!) as ContractCard;
    const anchor = placeAnchor(s, c);
    put(s, 'COM', [lotsIn(4, 2).br], 3); // same block: in both rows, counted once
    put(s, 'COM', [lotsIn(4, 6).tl], 3); // same block row
    put(s, 'COM', [lotsIn(5, 5).tl], 3); // neither row
    const before = s.players[0].prestige;
    s.tasks.unshift(...effectTasks(c.effects, 0, { card: c.id, anchor }));
    run(ctxOf(s));
    // the new COM, the same-block COM, the row COM and the column's 3-lot COM: 4 buildings x 2
    expect(s.players[0].prestige - before).toBe(8);
    expect(buildingValue(s, s.board.buildings[anchor]!)).toBe(1 + 4 + 9); // with the 9 wealth marker on its column pair
  });
});
