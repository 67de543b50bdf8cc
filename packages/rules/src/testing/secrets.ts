import type { Viewer } from '../game';
import type { HushState } from '../hush-auction';
import type { games, GameId } from '../registry';
import type { UrState } from '../urbania';
import type { UsState } from '../urban-sprawl';

/** The card ids `viewer` must not find in anything it is sent at `state`. */
export type Secrets<S> = (state: S, viewer: Viewer) => string[];

/**
 * For each registered game, what each viewer must not know, for the leak
 * tests of the rules (views) and of the server (every frame and answer). A
 * record over GameId: a game added to the registry does not compile until
 * someone says what it hides.
 */
export const hiddenFrom: { [K in GameId]: Secrets<Parameters<(typeof games)[K]['view']>[0]> } = {
  // Public in Urban Sprawl is everything face up; the face-down decks (and so their order) are hidden from all.
  'urban-sprawl': (s: UsState) => [
    ...s.planning.deck,
    ...s.contracts.decks.town,
    ...s.contracts.decks.city,
    ...s.contracts.decks.metropolis,
  ],
  // Urbania: both piles from all; other seats' resource and project hands (but the cards everyone saw taken from the pool), and their submitted projects until the end.
  urbania: (s: UrState, viewer) => [
    ...s.resourcePile,
    ...s.projectPile,
    ...s.players.flatMap((p, seat) =>
      viewer.kind === 'seat' && viewer.seat === seat
        ? []
        : [...p.hand.filter((id) => !p.shown?.includes(id)), ...p.projects, ...(s.phase === 'over' ? [] : p.submitted)],
    ),
  ],
  // Hush Auction: the pile from all; other seats' hands and secret bids from each seat; every hand and bid from spectators.
  'hush-auction': (s: HushState, viewer) => [
    ...s.pile,
    ...s.players.flatMap((p, seat) =>
      viewer.kind === 'seat' && viewer.seat === seat ? [] : [...p.hand, ...(p.bid ? [p.bid] : [])],
    ),
  ],
};

/** The same for a game known only by its id (the server's tests see states as opaque). */
export function secretsOf(gameId: string, state: unknown, viewer: Viewer): string[] {
  const secrets = hiddenFrom[gameId as GameId] as Secrets<unknown> | undefined;
  if (!secrets) throw new Error(`no secrets are listed for the game "${gameId}"`);
  return secrets(state, viewer);
}
