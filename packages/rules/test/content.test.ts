import { CARDS, loadCardSet } from '../src/urban-sprawl/content/card-set';
import { RAW_CARDS } from '../src/urban-sprawl/content/cards';
import { VOCATION_COUNTS, type ContractCard } from '../src/urban-sprawl/content/schema';

const contracts = Object.values(CARDS.byId).filter((c): c is ContractCard => c.kind === 'contract');
const named = (name: string) => contracts.find((c) => c.name === name)!;

describe('the card set', () => {
  test('has 165 cards: Planning 54 (36 permits, 14 events, 4 Urban Renewal), three contract decks of 37', () => {
    expect(Object.keys(CARDS.byId)).toHaveLength(165);
    expect(CARDS.planning).toHaveLength(54);
    for (const deck of ['town', 'city', 'metropolis'] as const) expect(CARDS[deck]).toHaveLength(37);
  });

  test('each contract deck has all four zones; Town is small, Metropolis large', () => {
    const sizes: Record<string, number[]> = { town: [], city: [], metropolis: [] };
    for (const c of contracts) sizes[c.deck].push(c.size);
    for (const deck of ['town', 'city', 'metropolis'] as const) {
      expect(new Set(contracts.filter((c) => c.deck === deck).map((c) => c.zone))).toEqual(new Set(['CIV', 'COM', 'IND', 'RES']));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(sizes.town)).toBeLessThan(mean(sizes.city));
    expect(mean(sizes.city)).toBeLessThan(mean(sizes.metropolis));
  });

  test('the named cards carry their known facts', () => {
    expect(named('High School')).toMatchObject({ zone: 'CIV', size: 2 });
    expect(named('Corporate HQ')).toMatchObject({ zone: 'COM', vocations: [{ name: 'FINANCE', value: 6 }] });
    expect(named('University')).toMatchObject({ deck: 'metropolis', size: 4, vocations: [{ name: 'EDUCATION', value: 5 }], prestige: 2 });
    expect(named('Port')).toMatchObject({ deck: 'metropolis', size: 4, vocations: [{ name: 'TRANSPORTATION', value: 7 }], prestige: 4 });
    expect(named('Temple')).toMatchObject({ deck: 'metropolis', size: 2, prestige: 1 });
    expect(named('Marina')).toMatchObject({ deck: 'metropolis', size: 4, restrictions: [{ op: 'ignoreZoning' }] });
    expect(named('Warehouse').effects).toContainEqual({ op: 'grantExtraFavor' });
    for (const name of ['Clinic', 'Fire Station']) {
      expect(named(name)).toMatchObject({ deck: 'town', zone: 'CIV', size: 1, vocations: [{ name: 'PUBLIC_SERVICE', value: 1 }] });
    }
    expect(named('Courthouse')).toMatchObject({ deck: 'town', zone: 'CIV', size: 2 });
  });

  test('every vocation named on a card exists; there are 24 markers; ballots are common', () => {
    expect(Object.values(VOCATION_COUNTS).reduce((a, b) => a + b, 0)).toBe(24);
    for (const c of contracts) for (const v of c.vocations) expect(VOCATION_COUNTS).toHaveProperty(v.name);
    const permits = CARDS.planning.map((id) => CARDS.byId[id]).filter((c) => c.kind === 'permit');
    expect(permits.filter((p) => p.kind === 'permit' && p.ballot).length).toBeGreaterThanOrEqual(12);
    expect(permits.some((p) => p.kind === 'permit' && p.wealth === 11)).toBe(true);
  });
});

describe('loading a card set', () => {
  const raw = () => JSON.parse(JSON.stringify(RAW_CARDS)) as Record<string, unknown>[];

  test('a malformed card is refused with its id and the field', () => {
    const cards = raw();
    const i = cards.findIndex((c) => c.kind === 'contract');
    cards[i].size = 7;
    expect(() => loadCardSet(cards)).toThrow(new RegExp(`card ${cards[i].id as string}: field "size"`));
    const cards2 = raw();
    (cards2[0] as { zones: unknown }).zones = ['XYZ'];
    expect(() => loadCardSet(cards2)).toThrow(/card P01: field "zones.0"/);
  });

  test('duplicate ids and wrong deck compositions are refused', () => {
    const dup = raw();
    dup[1].id = dup[0].id;
    expect(() => loadCardSet(dup)).toThrow(/used twice/);
    const short = raw().filter((c) => c.id !== 'T01');
    expect(() => loadCardSet(short)).toThrow(/town deck size is 36, expected 37/);
  });
});
