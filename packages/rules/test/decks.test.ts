import { urbanSprawl } from '../src';
import { card } from '../src/urban-sprawl/catalog';
import type { UsState } from '../src/urban-sprawl/state';

const isMilestone = (id: string) => {
  const c = card(id);
  return c.kind === 'event' && c.effects.some((e) => e.op === 'milestone');
};

/** The whole contract deck in original order, top first: the five face-up cards, the flipped top, then the pile. */
function townFromTop(s: UsState): string[] {
  return [
    ...[...s.contracts.boxes].reverse().filter((x): x is string => x !== null),
    s.contracts.tops.town as string,
    ...[...s.contracts.decks.town].reverse(),
  ];
}

describe('deck construction', () => {
  test.each([
    ['standard', 15, 7],
    ['long', 18, 10],
    ['short', 9, 10],
  ] as const)('%s game: each milestone lies in the middle stack', (variant, top, middle) => {
    for (let i = 0; i < 30; i++) {
      const s = urbanSprawl.setup({ seed: `deck-${variant}-${i}`, seats: 4, options: { variant } });
      for (const deck of ['city', 'metropolis'] as const) {
        const pile = [...s.contracts.decks[deck]].reverse(); // top first
        const at = pile.findIndex(isMilestone);
        expect(at).toBeGreaterThanOrEqual(top);
        expect(at).toBeLessThan(top + middle);
      }
      // Town: setup turns up six cards and slides any early Town event under the deck, so
      // the milestone is never face up and still lies above the bottom pile.
      const town = townFromTop(s);
      const at = town.findIndex(isMilestone);
      const slidUnder = town.slice(-4).filter((id) => card(id).kind === 'event').length;
      expect(at).toBeGreaterThanOrEqual(top - slidUnder);
      expect(at).toBeGreaterThanOrEqual(6);
      expect(at).toBeLessThan(top + middle);
    }
  });

  test('planning: the 14 events lie inside the bottom 28 cards; Urban Renewal starts in the discard pile', () => {
    for (let i = 0; i < 30; i++) {
      const s = urbanSprawl.setup({ seed: `plan-${i}`, seats: 4, options: { variant: 'standard' } });
      const deck = s.planning.deck; // bottom first
      const events = deck.flatMap((id, i2) => (card(id).kind === 'event' ? [i2] : []));
      expect(events).toHaveLength(14);
      expect(Math.max(...events)).toBeLessThan(28);
      expect(s.planning.discard.every((id) => card(id).kind === 'renewal')).toBe(true);
      // 54 - 4 renewal - 10 in hands - 4 boxes - 1 top
      expect(deck).toHaveLength(35);
    }
  });
});
