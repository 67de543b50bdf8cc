import { shuffle, type RngState } from '../rng';
import { LOT_COUNT } from './board';
import { CARDS } from './catalog';
import { CONTRACT_DECKS, type Building, type ContractDeck, type PlayerState, type UsState } from './state';
import type { UsView } from './view';

/**
 * A full Urban Sprawl table that a seat could not tell from the one it sees.
 * Everything face up is public, so only the order (and so the contents) of
 * the face-down decks is hidden: each deck gets the cards of its kind that
 * are nowhere on the table, shuffled. Uniform order stands in for the stacked
 * setup (the milestone events' middle piles): what was drawn since is not
 * known to the seat, so the exact prior would need the whole history.
 *
 * Inside a card effect or a setup step the engine's decision and the steps
 * queued behind it come from `view.engine` (public: they follow from public
 * moves), so a seat owing an answer there searches like any other. Null only
 * for a view that does not add up (a finished game, deck counts that do not
 * match the cards unseen).
 */
export function determinize(view: UsView, _seat: number, rng: RngState): UsState | null {
  if (view.phase === 'over' || (view.pending !== null) !== (view.engine !== undefined)) return null;
  const seen = seenCards(view);
  const unseen = (ids: string[]) =>
    shuffle(
      rng,
      ids.filter((id) => !seen.has(id)),
    );
  const planningDeck = unseen(CARDS.planning);
  const decks = { town: unseen(CARDS.town), city: unseen(CARDS.city), metropolis: unseen(CARDS.metropolis) } as Record<
    ContractDeck,
    string[]
  >;
  if (planningDeck.length !== view.planning.deckCount) return null;
  if (CONTRACT_DECKS.some((deck) => decks[deck].length !== view.contracts.deckCounts[deck])) return null;
  return {
    game: 'urban-sprawl',
    variant: view.variant,
    // The true generator is hidden (it orders every later reshuffle): a sampled one stands in.
    rng: [rng[0], rng[1], rng[2], rng[3]],
    players: view.players.map(({ wealth, prestige, planning, favors, vocations }): PlayerState => ({
      wealth,
      prestige,
      planning,
      favors,
      vocations,
    })),
    board: boardOf(view.buildings, view.markers),
    planning: {
      deck: planningDeck,
      discard: view.planning.discard,
      top: view.planning.top,
      boxes: view.planning.boxes,
    },
    contracts: { decks, tops: view.contracts.tops, boxes: view.contracts.boxes, open: view.contracts.open },
    removed: view.removed,
    vocationSupply: view.vocationSupply,
    offices: view.offices,
    contractor: view.contractor,
    politiciansInPlay: view.politiciansInPlay,
    contractorInPlay: view.contractorInPlay,
    pawn: view.pawn,
    extraFavor: view.extraFavor,
    phase: view.phase,
    turn: view.turn,
    // Between decisions the engine has nothing queued (flow/run.ts runs until a decision or an empty queue).
    tasks: view.engine?.tasks ?? [],
    pending: view.engine?.pending ?? null,
    final: view.final,
    step: 0,
  };
}

/** Every card face up anywhere on the table. */
function seenCards(view: UsView): Set<string> {
  const seen = new Set<string>([...view.planning.discard, ...view.removed]);
  const add = (id: string | null) => {
    if (id !== null) seen.add(id);
  };
  add(view.planning.top);
  view.planning.boxes.forEach(add);
  view.contracts.boxes.forEach(add);
  for (const deck of CONTRACT_DECKS) add(view.contracts.tops[deck]);
  for (const p of view.players) for (const id of [...p.planning, ...p.favors]) seen.add(id);
  for (const b of view.buildings) add(b.card);
  return seen;
}

/** The board behind the view's building list: ids index the list, a demolished building leaves null behind. */
function boardOf(buildings: Building[], markers: UsView['markers']): UsState['board'] {
  const byId: (Building | null)[] = [];
  const lots: (number | null)[] = new Array(LOT_COUNT).fill(null);
  for (const b of buildings) {
    while (byId.length < b.id) byId.push(null);
    byId[b.id] = b;
    for (const lot of b.lots) lots[lot] = b.id;
  }
  return { lots, buildings: byId, markers };
}
