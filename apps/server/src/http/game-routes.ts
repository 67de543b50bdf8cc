import { gamesReplySchema, type GameInfo } from '@sprawl/protocol';
import { describeRoute } from './openapi';
import type { FastifyInstance } from 'fastify';
import type { GameRegistry } from '../matches/games';

/** The games this server runs, described from their modules so that the lobby can offer each without knowing it. */
export function gameRoutes(app: FastifyInstance, games: GameRegistry): void {
  const list: GameInfo[] = Object.values(games).map((g) => ({
    id: g.id,
    title: g.title,
    minSeats: g.minSeats,
    maxSeats: g.maxSeats,
    options: g.optionsForm,
  }));
  app.get(
    '/api/games',
    {
      schema: describeRoute({
        summary: 'The games this server runs, with their seats and lobby options.',
        tags: ['games'],
        reply: gamesReplySchema,
      }),
    },
    async () => list,
  );
}
