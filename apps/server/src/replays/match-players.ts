import { prepare, db, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';
import type { MatchPlayer } from '../matches/match-service';
import type { StoredMatch } from './stored-match';

/** A room's seat as the names of its matches' players fall back on it. */
export type PlayerSeat = RowOf<'seats', 'index' | 'name' | 'is_bot'>;

const roomSeats = prepare('player-seats', (roomId: string) =>
  db.selectFrom('seats').select(['index', 'name', 'is_bot as isBot']).where('room_id', '=', roomId).orderBy('index'),
);

/** The room's seats, in seat order. */
export async function readPlayerSeats(pool: Queryable, roomId: string): Promise<PlayerSeat[]> {
  return roomSeats(pool, roomId);
}

/**
 * Who played a match, by seat: the names kept with the match when it began,
 * so that a player who has since left the room is still named in its
 * history, replay and file. A match older than that record (or imported)
 * shows its room's seats as they are, and a seat with no name its number.
 */
export function matchPlayers(match: Pick<StoredMatch, 'players' | 'seatCount'>, seats: PlayerSeat[]): MatchPlayer[] {
  const kept = Array.isArray(match.players) ? (match.players as unknown as MatchPlayer[]) : null;
  return Array.from({ length: match.seatCount }, (_, index) => {
    const then = kept?.[index];
    if (then && then.name) return { name: then.name, bot: then.bot };
    const seat = seats.find((s) => s.index === index);
    return { name: seat?.name ?? `Seat ${index + 1}`, bot: then?.bot ?? seat?.isBot ?? false };
  });
}
