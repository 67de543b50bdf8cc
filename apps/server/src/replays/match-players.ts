import type { Match, Seat } from '../generated/prisma/client';
import type { MatchPlayer } from '../matches/match-service';

/**
 * Who played a match, by seat: the names kept with the match when it began,
 * so that a player who has since left the room is still named in its
 * history, replay and file. A match older than that record (or imported)
 * shows its room's seats as they are, and a seat with no name its number.
 */
export function matchPlayers(
  match: Pick<Match, 'players' | 'seatCount'>,
  seats: Pick<Seat, 'index' | 'name' | 'isBot'>[],
): MatchPlayer[] {
  const kept = Array.isArray(match.players) ? (match.players as unknown as MatchPlayer[]) : null;
  return Array.from({ length: match.seatCount }, (_, index) => {
    const then = kept?.[index];
    if (then && then.name) return { name: then.name, bot: then.bot };
    const seat = seats.find((s) => s.index === index);
    return { name: seat?.name ?? `Seat ${index + 1}`, bot: then?.bot ?? seat?.isBot ?? false };
  });
}
