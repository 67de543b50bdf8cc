import type { GameId } from '../../src/registry';
import type { RngState } from '../../src/rng';
import { hushGreedy } from './hush-auction';
import { urbaniaGreedy } from './urbania';
import { urbanSprawlGreedy } from './urban-sprawl';

/**
 * A greedy player of one game: the bench's baseline that is not a bot of
 * ours. It is handed the seat's view (never the state), the seat's legal
 * moves (the prompt a player is shown) and a generator.
 */
export type Greedy = (view: unknown, seat: number, legal: unknown[], rng: RngState) => unknown;

// Each game's view and move types are its own; the registry hands them over as the game's module gives them.
export const GREEDY: Record<GameId, Greedy> = {
  'hush-auction': (view, seat, legal) =>
    hushGreedy(view as Parameters<typeof hushGreedy>[0], seat, legal as Parameters<typeof hushGreedy>[2]),
  urbania: (view, seat, legal, rng) =>
    urbaniaGreedy(view as Parameters<typeof urbaniaGreedy>[0], seat, legal as Parameters<typeof urbaniaGreedy>[2], rng),
  'urban-sprawl': (view, seat, legal, rng) =>
    urbanSprawlGreedy(
      view as Parameters<typeof urbanSprawlGreedy>[0],
      seat,
      legal as Parameters<typeof urbanSprawlGreedy>[2],
      rng,
    ),
};
