import type { GameInfo } from '@sprawl/protocol';
import type { GameRegistry } from '../matches/games';
import type { Handlers } from './serve';

/** The games this server runs, described from their modules so that the lobby can offer each without knowing it. */
export function gameRoutes(games: GameRegistry): Handlers<'games'> {
  const list: GameInfo[] = Object.values(games).map((g) => ({
    id: g.id,
    title: g.title,
    minSeats: g.minSeats,
    maxSeats: g.maxSeats,
    options: g.optionsForm,
    offersReview: g.offersReview === true && g.bots !== undefined,
  }));
  return { games: async () => list };
}
