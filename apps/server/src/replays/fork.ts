import type { ForkBody, ForkReply } from '@sprawl/protocol';
import { db, prepare, type Queryable } from '../db/query';
import { refuse } from '../errors';
import type { MatchService } from '../matches/match-service';
import type { Lobby } from '../rooms/lobby/lobby';
import type { TableLife } from '../rooms/table/table-life';
import type { SeatPrincipal } from '../rooms/lobby/seat-principal';
import type { ForkPositions } from './fork-positions';
import type { ReplayService } from './service';

const roomInvite = prepare('fork-invite', (roomId: string) =>
  db.selectFrom('rooms').select('invite_code as inviteCode').where('id', '=', roomId),
);

export interface ForkDeps {
  pool: Queryable;
  replays: ReplayService;
  positions: ForkPositions;
  matches: MatchService;
  rooms: { lobby: Pick<Lobby, 'create'>; table: Pick<TableLife, 'forkHere'> };
}

/**
 * Forks a finished match at a step, host only. `same`: a new match in this
 * room from that position, same seats and tokens. `new`: a new room in the
 * lobby whose first match starts from that position; the requester is its
 * host (seat 0) and invites others as usual.
 *
 * The forked position keeps the original's face-down order and generator: it
 * is the same game from there on, as a fork should be, so anyone who watched
 * the finished original with face-down cards shown knows what comes next.
 */
export async function forkMatch(
  deps: ForkDeps,
  who: SeatPrincipal,
  matchId: string,
  body: ForkBody,
): Promise<ForkReply> {
  const { replays, rooms } = deps;
  const { roomId } = who;
  if (!who.isHost) refuse('not_host');
  const match = await replays.match(roomId, matchId);
  if (match.status !== 'finished') refuse('match_running', 'Only a finished match can be forked.');
  if (body.step > match.version) refuse('bad_step', `Steps run from 0 to ${match.version}.`);
  const start = await deps.positions.at(match, body.step);

  if (body.seats === 'new') {
    // The position is the match's, so are its game and options (the room's may have been changed since).
    const grant = await rooms.lobby.create({
      game: match.game,
      seats: match.seatCount,
      options: match.options,
      name: who.name ?? 'Host',
      startFrom: start.forkedFrom,
    });
    return {
      roomId: grant.roomId,
      matchId: null,
      inviteCode: grant.inviteCode,
      invitePath: grant.invitePath,
      seat: grant.seat,
      token: grant.token,
      hostToken: grant.token,
    };
  }

  const forked = await rooms.table.forkHere(who, start);
  const [{ inviteCode }] = await roomInvite(deps.pool, roomId);
  return { roomId, matchId: forked, inviteCode, invitePath: `/join/${inviteCode}` };
}
