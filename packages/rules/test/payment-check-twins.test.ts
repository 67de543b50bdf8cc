import { playRandomGame, urbania } from '../src';
import { CONTENT } from '../src/urbania/content/catalog';
import { canPick, checkPick, pickValue } from '../src/urbania/payment-check';
import type { UrState } from '../src/urbania/state';

/**
 * `canPick` (what legalActions and a pick ask of a card) is the quick twin of
 * `checkPick` (what a pick is judged by, with its words): over every payment
 * step of random games, both give one answer for every card held, every card
 * of the game and a name that is no card; and for every card accepted,
 * `pickValue` gives checkPick's units and colour.
 */
test('canPick accepts exactly the cards checkPick accepts, and pickValue values them alike', () => {
  const allCards = Object.keys(CONTENT.resource);
  let asked = 0;
  let accepted = 0;
  let coloured = 0;
  const compare = (s: UrState) => {
    const p = s.pending;
    if (p?.kind !== 'renew' && p?.kind !== 'hire') return;
    const seat = s.turn.active;
    for (const id of [...allCards, 'nocard']) {
      const check = checkPick(s, seat, p, id);
      const plain = !('code' in check);
      if (canPick(s, seat, p, id) !== plain) throw new Error(`${id} in ${JSON.stringify(p)}: canPick says ${!plain}`);
      asked++;
      if (!plain) continue;
      accepted++;
      expect([id, p, pickValue(s, p, id)]).toEqual([id, p, check]);
      if (p.kind === 'renew' && p.colour === null && check.colour !== null) coloured++;
    }
  };
  for (let g = 0; g < 12; g++) {
    playRandomGame(urbania, { seed: `twins-${g}`, seats: 2 + (g % 4), options: {}, onStep: (state) => compare(state) });
  }
  // Enough payments were looked at, with cards both accepted and refused.
  expect(asked).toBeGreaterThan(10_000);
  expect(accepted).toBeGreaterThan(500);
  expect(asked - accepted).toBeGreaterThan(500);
  // Residential payments whose first coloured card set the colour were among them.
  expect(coloured).toBeGreaterThan(50);
});
