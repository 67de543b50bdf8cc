/** Issue 37, item 3: a payment named whole is a set of cards, judged the same in any order. */
import { urbania } from '../src';
import { nextInt, seedRng } from '../src/rng';
import { CONTENT } from '../src/urbania/content/catalog';
import type { UrState } from '../src/urbania/state';
import { act, card, fresh, kind, moveTo, placeTile, refused, sq } from './urbania-fixtures';

/** Every order of a list. */
function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** What a move comes to, without what only the order of the cards can change (the log, the order cards land in). */
function outcome(s: UrState, action: unknown): unknown {
  const r = urbania.apply(s, 0, action);
  if (!r.ok) return { code: r.code, message: r.message };
  const p = r.state.players[0];
  return {
    score: p.score,
    board: r.state.board,
    pending: r.state.pending,
    specialists: r.state.specialistOwner,
    hand: [...p.hand].sort(),
    front: [...p.front].sort(),
    discard: [...r.state.discard].sort(),
  };
}

/** Seat 0 renewing a 3-worker hospital at C3, holding the given cards only. */
function hospital(cards: string[]): UrState {
  const s = fresh(3, 'payments');
  placeTile(s, sq('C', 3), (t) => t.type === 'hospital' && t.cost === 3);
  moveTo(s, s.discard, [...s.players[0].hand]);
  moveTo(s, s.players[0].hand, cards);
  return s;
}

const RED_3 = card(kind('hospital', 3, 0, 0, 0));
const RED_2 = card(kind('hospital', 2, 0, 1, 0));
const RED_1 = card(kind('hospital', 1, 0, 1, 0));
const WILD = card(kind('school', 0, 1, 1, 0));
const GREEN = card(kind('park', 3, 0, 0, 0));

describe('a payment is a set, not a sequence', () => {
  test('a card that alone covers the cost, named first or last, is accepted either way; the extra is lost', () => {
    const s = hospital([RED_3, RED_1]);
    const results = orders([RED_3, RED_1]).map((cards) => outcome(s, { type: 'renew', square: sq('C', 3), cards }));
    expect(results[0]).toEqual(results[1]);
    expect(results[0]).toMatchObject({ score: CONTENT.tile[s.board[sq('C', 3)].tile].vp, front: [RED_1], hand: [] });
  });

  test('the same card named twice is refused as already picked, whatever else is named', () => {
    const s = hospital([RED_3, RED_1]);
    for (const cards of [
      [RED_3, RED_3],
      [RED_1, RED_1, RED_3],
      [RED_3, RED_1, RED_3],
    ]) {
      expect(refused(s, 0, { type: 'renew', square: sq('C', 3), cards })).toBe('already_picked');
    }
    const r = urbania.apply(s, 0, { type: 'renew', square: sq('C', 3), cards: [RED_3, RED_3] });
    expect(!r.ok && r.message).toMatch(/twice/);
  });

  test.each([
    ['wrong_colour', [RED_2, GREEN, WILD], /park card .* no hospital or rainbow workers/],
    ['short_payment', [RED_1, WILD], /give 2 workers; this hospital needs 3/],
    ['not_in_hand', [RED_2, RED_1, card(kind('bank', 3, 0, 0, 0))], /not in your hand/],
  ] as const)(
    'a refused set (%s) is refused with the same code and sentence in every order',
    (code, cards, sentence) => {
      const s = hospital([RED_3, RED_2, RED_1, WILD, GREEN]);
      const results = orders([...cards]).map((c) => outcome(s, { type: 'renew', square: sq('C', 3), cards: c }));
      for (const r of results) expect(r).toEqual(results[0]);
      expect(results[0]).toMatchObject({ code });
      expect((results[0] as { message: string }).message).toMatch(sentence);
    },
  );

  test('residential: workers of one colour plus rainbow ones, in any order; two colours are refused in any order', () => {
    const s = fresh(3, 'residential-set');
    placeTile(s, sq('C', 3), (t) => t.type === 'residential' && t.cost === 4);
    moveTo(s, s.discard, [...s.players[0].hand]);
    const brown = card(kind('factory', 2, 0, 1, 0)),
      brown1 = card(kind('factory', 1, 0, 1, 0));
    const gray = card(kind('bank', 3, 0, 0, 0)),
      wild = card(kind('park', 0, 1, 1, 0));
    moveTo(s, s.players[0].hand, [brown, brown1, gray, wild]);
    const mixed = orders([brown, gray, wild]).map((cards) => outcome(s, { type: 'renew', square: sq('C', 3), cards }));
    for (const r of mixed) expect(r).toEqual(mixed[0]);
    expect(mixed[0]).toMatchObject({ code: 'mixed_colours' });
    const ok = orders([wild, brown, brown1]).map((cards) => outcome(s, { type: 'renew', square: sq('C', 3), cards }));
    for (const r of ok) expect(r).toEqual(ok[0]);
    expect(ok[0]).toMatchObject({ front: [brown, brown1, wild].sort() });
  });

  test('hiring: a $3 card and a $2 card for a $3 specialist are accepted in either order', () => {
    const s = fresh(3, 'hire-set');
    s.specialistValue.park = 3;
    moveTo(s, s.discard, [...s.players[0].hand]);
    const park3 = card(kind('park', 0, 0, 3, 0)),
      park2 = card(kind('park', 0, 0, 2, 0));
    moveTo(s, s.players[0].hand, [park3]);
    moveTo(s, s.players[0].front, [park2]);
    const results = orders([park3, park2]).map((cards) => outcome(s, { type: 'hire', specialist: 'park', cards }));
    expect(results[0]).toEqual(results[1]);
    expect(results[0]).toMatchObject({ specialists: { park: 0 }, front: [], hand: [] });
  });

  test('random sets from random hands: every order of a set is judged alike', () => {
    const rng = seedRng('payment-orders');
    const suits = ['factory', 'bank', 'hospital', 'business', 'school', 'park'] as const;
    let accepted = 0;
    for (let trial = 0; trial < 150; trial++) {
      const s = fresh(3, `payment-orders-${trial}`);
      const hand = s.players[0].hand;
      // Hands of 5 to 8 cards; a renewal of a random buildable square or a hire of a random specialist.
      for (let extra = nextInt(rng, 4); extra > 0 && s.resourcePile.length > 0; extra--)
        moveTo(s, hand, [s.resourcePile[s.resourcePile.length - 1]]);
      const size = 1 + nextInt(rng, 3);
      const first = nextInt(rng, hand.length - size + 1);
      const picked = hand.slice(first, first + size);
      const action =
        nextInt(rng, 2) === 0
          ? { type: 'hire', specialist: suits[nextInt(rng, 6)] }
          : { type: 'renew', square: [sq('C', 4), sq('D', 3), sq('D', 5), sq('E', 4)][nextInt(rng, 4)] };
      const results = orders(picked).map((cards) => outcome(s, { ...action, cards }));
      for (const r of results) expect(r).toEqual(results[0]);
      if (!('code' in (results[0] as object))) accepted++;
    }
    expect(accepted).toBeGreaterThan(5);
  });

  test('a whole payment that 1.0.0 accepted gives the very state the same cards picked one by one give', () => {
    const s = hospital([RED_3, RED_2, RED_1, WILD]);
    const whole = act(s, 0, { type: 'renew', square: sq('C', 3), cards: [RED_1, RED_2] }).state;
    let picked = act(s, 0, { type: 'renew', square: sq('C', 3) }).state;
    picked = act(picked, 0, { type: 'pick', card: RED_1 }).state;
    picked = act(picked, 0, { type: 'pick', card: RED_2 }).state;
    // One move against three: only the move count differs.
    expect({ ...whole, step: 0 }).toEqual({ ...picked, step: 0 });
  });
});
