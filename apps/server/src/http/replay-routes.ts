import type { Viewer } from '@sprawl/rules';
import type { Pool } from 'pg';
import type { Config } from '../config';
import { refuse } from '../errors';
import type { GameRegistry } from '../matches/games';
import type { MatchService } from '../matches/match-service';
import { exportReplay } from '../replays/export';
import { forkMatch } from '../replays/fork';
import type { ForkPositions } from '../replays/fork-positions';
import { importReplay } from '../replays/import';
import { matchPlayers, readPlayerSeats } from '../replays/match-players';
import type { ReplayService } from '../replays/service';
import { readRoomMatches } from '../replays/stored-match';
import type { ChatService } from '../rooms/chat-service';
import type { Rooms } from '../rooms/rooms';
import type { Handlers } from './serve';

export interface ReplayDeps {
  pool: Pool;
  rooms: Rooms;
  matches: MatchService;
  replays: ReplayService;
  positions: ForkPositions;
  chat: ChatService;
  games: GameRegistry;
}

type ReplayRoute = 'matches' | 'steps' | 'viewAt' | 'exportReplay' | 'importReplay' | 'fork';

/**
 * Replays of stored matches: the list of a room's matches, the steps of one
 * (with the public scores after each), the view at any step, export of a
 * finished match as a replay file, import of such a file, and forks.
 * While a match runs only public information leaves here.
 */
export function replayRoutes(deps: ReplayDeps, limits: Pick<Config, 'importsAtOnce'>): Handlers<ReplayRoute> {
  const { pool, replays } = deps;
  // Importing replays a whole game: only a few run at once on the whole server, the others are told to come back rather than queued.
  let importing = 0;
  return {
    matches: async ({ params }) => {
      const seats = await readPlayerSeats(pool, params.id);
      const list = await readRoomMatches(pool, params.id);
      return list.map((m) => ({
        id: m.id,
        status: m.status,
        players: matchPlayers(m, seats).map((p) => p.name),
        createdAt: m.createdAt.toISOString(),
        finishedAt: m.finishedAt?.toISOString() ?? null,
        length: m.version,
        result: m.result ?? null,
        rulesVersion: m.rulesVersion,
        forkedFrom: m.forkedFrom,
      }));
    },
    steps: async ({ params }) => ({
      ...(await replays.steps(await replays.match(params.id, params.matchId))),
      chat: await deps.chat.ofMatch(params.matchId),
    }),
    viewAt: async ({ params, query }) => {
      const match = await replays.match(params.id, params.matchId);
      const viewer: Viewer = query.viewer === 'omniscient' ? { kind: 'omniscient' } : { kind: 'spectator' };
      return replays.viewAt(match, params.step, viewer);
    },
    exportReplay: async ({ params, reply }) => {
      const file = await exportReplay(pool, replays, await replays.match(params.id, params.matchId));
      reply.header('content-disposition', `attachment; filename="sprawl-replay-${params.matchId}.json"`);
      return file;
    },
    importReplay: async ({ body, reply }) => {
      if (importing >= limits.importsAtOnce)
        refuse('busy', 'The server is importing other files right now; try again in a minute.');
      importing++;
      // The connection closing before the answer is written means nobody would hear of the result.
      let gone = false;
      reply.raw.once('close', () => (gone = !reply.raw.writableFinished));
      try {
        return await importReplay(pool, deps.games, body, { stillWanted: () => !gone });
      } finally {
        importing--;
      }
    },
    fork: async ({ principal, params, body }) => forkMatch(deps, principal, params.matchId, body),
  };
}
