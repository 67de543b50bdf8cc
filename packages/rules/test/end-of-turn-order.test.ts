import { urbanSprawl } from '../src';
import { CARDS, card } from '../src/urban-sprawl/catalog';
import type { ContractDeck, UsState } from '../src/urban-sprawl/state';
import { detach, emptyCity } from './fixtures';

/**
 * Rulebook, "End of the Turn": the reset runs step by step in the printed
 * order. Step 4 slides every face-up contract, the face-up tops of the active
 * decks included, towards the 1 AP box; only then does step 5 refill the
 * boxes still empty by drawing, and only then do steps 6-8 turn up the deck
 * tops. A game that ends inside a step shows the earlier steps done and the
 * later ones not begun.
 */

const olympics = CARDS.metropolis.find((id) => {
  const c = card(id);
  return c.kind === 'event' && c.effects.some((e) => e.op === 'milestone' && e.milestone === 'olympicGames');
}) as string;

/** The first `n` contracts of a deck (not events), in the set's order. */
const contractsOf = (deck: ContractDeck, n: number) =>
  CARDS[deck].filter((id) => card(id).kind === 'contract').slice(0, n);

/** Puts `id` on top of a deck's face-down pile (the last element is the top). */
function onPile(s: UsState, deck: ContractDeck, id: string): void {
  detach(s, id);
  s.contracts.decks[deck] = [...s.contracts.decks[deck], id];
}

/**
 * All three decks active, seat 0 has just taken the 5 AP (Town) box and two
 * Metropolis boxes. Planning box 3 (1 AP) was taken too, so steps 1-3 have
 * something to do. Returns the cards placed, by name.
 */
function lateGame() {
  const s = emptyCity(2, 'end-of-turn');
  s.contracts.open = { town: true, city: true, metropolis: true };
  const [townTop, townNext] = contractsOf('town', 2);
  const [cityBox, cityTop, cityNext] = contractsOf('city', 3);
  const [metroLow, metroTop, metroNext] = contractsOf('metropolis', 3);
  for (const id of [townTop, cityBox, cityTop, metroLow, metroTop]) detach(s, id);
  // 5 AP: taken; 4 AP: a City card; 3 and 2 AP: taken; 1 AP: a Metropolis card.
  s.contracts.boxes = [null, cityBox, null, null, metroLow];
  s.contracts.tops = { town: townTop, city: cityTop, metropolis: metroTop };
  onPile(s, 'town', townNext);
  onPile(s, 'city', cityNext);
  onPile(s, 'metropolis', metroNext);
  // The Planning row: the 1 AP box was taken this turn.
  const planningTop = s.planning.top as string;
  const taken = s.planning.boxes[3] as string;
  s.planning.boxes[3] = null;
  s.planning.discard = [...s.planning.discard, taken];
  return { s, townTop, townNext, cityBox, cityTop, cityNext, metroLow, metroTop, metroNext, planningTop };
}

function endTurn(s: UsState): UsState {
  const r = urbanSprawl.apply(s, 0, { type: 'endTurn' });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

describe('the end of the turn runs its steps in the rulebook order (rulebook, End of the Turn)', () => {
  test('steps 1-3: the Planning top slides into the emptied box before the deck refills anything', () => {
    const { s, planningTop } = lateGame();
    const boxes = [...s.planning.boxes];
    const deckTop = s.planning.deck[s.planning.deck.length - 1];
    const after = endTurn(s);
    // Step 1: the three cards slide one box towards 1 AP, and the face-up top follows into the 4 AP box.
    expect(after.planning.boxes).toEqual([planningTop, ...boxes.slice(0, 3)]);
    // Step 2 had nothing left to fill; step 3 turned up the next card of the deck.
    expect(after.planning.top).toBe(deckTop);
  });

  test('a game that ends in step 5 shows step 4 complete: the Town top slid into the 5 AP box', () => {
    const { s, townTop, cityBox, cityTop, metroLow, metroTop } = lateGame();
    onPile(s, 'metropolis', olympics); // the next Metropolis card drawn in step 5
    const after = endTurn(s);
    expect(after.phase).toBe('over');
    expect(after.final).not.toBeNull();
    expect(after.removed).toContain(olympics);
    // Step 4: in each segment the cards slid towards 1 AP and the deck's face-up top followed.
    expect(after.contracts.boxes[0]).toBe(townTop);
    expect(after.contracts.tops.town).toBeNull();
    expect(after.contracts.boxes[1]).toBe(cityBox);
    expect(after.contracts.tops.city).toBe(cityTop); // its segment was full: the top stays
    expect(after.contracts.boxes.slice(2)).toEqual([null, metroTop, metroLow]);
    expect(after.contracts.tops.metropolis).toBeNull();
    // Step 5 stopped at the Olympic Games: the 3 AP box it was filling stays empty; steps 6-9 never ran.
    expect(after.turn.active).toBe(0);
    // Steps 1-3 were complete before any of it.
    expect(after.planning.boxes).not.toContain(null);
    expect(after.planning.top).not.toBeNull();
  });

  test('a game that ends in step 8 (step 6 repeated for the Metropolis deck) shows steps 4-7 complete', () => {
    const { s, townTop, townNext, cityBox, cityTop, metroLow, metroTop } = lateGame();
    // Only one Metropolis box was taken, so step 4 fills it with the top and step 5 draws nothing.
    const extra = detach(s, contractsOf('metropolis', 4)[3]);
    s.contracts.boxes[2] = extra;
    onPile(s, 'city', cityTop); // the City top is face down again, for step 7 to turn up
    onPile(s, 'metropolis', olympics);
    const after = endTurn(s);
    expect(after.phase).toBe('over');
    expect(after.contracts.boxes).toEqual([townTop, cityBox, metroTop, extra, metroLow]);
    // Step 6 turned up the Town deck, step 7 the City deck, step 8 met the Olympic Games.
    expect(after.contracts.tops).toEqual({ town: townNext, city: cityTop, metropolis: null });
    expect(after.removed).toContain(olympics);
    expect(after.turn.active).toBe(0);
  });

  test('a game that ends in step 6 shows step 5 complete and steps 7-8 not begun', () => {
    // The Olympic Games belong to the Metropolis deck; laying the card on the Town pile is the
    // smallest way to make the Town flip of step 6 end the game.
    const { s, townTop, cityBox, cityTop, metroLow, metroTop, metroNext } = lateGame();
    onPile(s, 'city', cityTop);
    onPile(s, 'town', olympics);
    const after = endTurn(s);
    expect(after.phase).toBe('over');
    // Step 4 slid the tops; step 5 drew the Metropolis card for the last empty box.
    expect(after.contracts.boxes).toEqual([townTop, cityBox, metroNext, metroTop, metroLow]);
    expect(after.removed).toContain(olympics);
    // Steps 7 and 8 never ran: the City and Metropolis tops stay face down.
    expect(after.contracts.tops).toEqual({ town: null, city: null, metropolis: null });
    expect(after.contracts.decks.city[after.contracts.decks.city.length - 1]).toBe(cityTop);
  });

  test('an ordinary end of turn ends with every box and every active top filled, then passes the turn', () => {
    const { s, townTop, townNext, cityBox, cityTop, metroLow, metroTop, metroNext } = lateGame();
    // A known card under the one step 5 draws, for step 8 to turn up.
    const metroLater = detach(s, contractsOf('metropolis', 5)[4]);
    const pile = s.contracts.decks.metropolis;
    s.contracts.decks.metropolis = [...pile.slice(0, -1), metroLater, pile[pile.length - 1]];
    const after = endTurn(s);
    expect(after.phase).toBe('play');
    expect(after.contracts.boxes).toEqual([townTop, cityBox, metroNext, metroTop, metroLow]);
    expect(after.contracts.tops).toEqual({ town: townNext, city: cityTop, metropolis: metroLater });
    expect(after.turn.active).toBe(1);
  });

  test('with the City deck depleted, step 4 slides the Town top into the City boxes, and step 5 refills them with Town cards', () => {
    const s = emptyCity(2, 'depleted-city');
    s.contracts.open = { town: true, city: true, metropolis: false };
    const [townBox, townTop, townFirst, townSecond] = contractsOf('town', 4);
    const [cityX, cityY] = contractsOf('city', 2);
    for (const id of [townBox, townTop, cityX, cityY]) detach(s, id);
    s.removed = [...s.removed, ...s.contracts.decks.city, ...(s.contracts.tops.city ? [s.contracts.tops.city] : [])];
    s.contracts.decks.city = [];
    s.contracts.boxes = [townBox, null, cityX, null, cityY];
    s.contracts.tops = { town: townTop, city: null, metropolis: null };
    onPile(s, 'town', townSecond);
    onPile(s, 'town', townFirst);
    const after = endTurn(s);
    // Step 4: the City cards slide to 2 and 1 AP, the Town top follows into 3 AP; step 5 draws for 4 AP; step 6 flips.
    expect(after.contracts.boxes).toEqual([townBox, townFirst, townTop, cityX, cityY]);
    expect(after.contracts.tops).toEqual({ town: townSecond, city: null, metropolis: null });
  });
});
