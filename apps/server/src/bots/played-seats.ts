import { isBotLevel, type BotLevel } from '@sprawl/rules';

/** A seat as the table keeper reads it (rooms/table/table-keeper.ts). */
export interface SeatRow {
  index: number;
  isBot: boolean;
  standIn: boolean;
  botLevel: string;
}

/**
 * The seats a bot of this server plays: those chosen as bots in the lobby and
 * those a stand-in plays while their player is away or out of time; each at
 * its stored level, a level this server does not know playing easy.
 */
export function playedSeats(seats: readonly SeatRow[]): { played: number[]; levels: Record<number, BotLevel> } {
  return {
    played: seats.filter((s) => s.isBot || s.standIn).map((s) => s.index),
    levels: Object.fromEntries(seats.flatMap((s) => (isBotLevel(s.botLevel) ? [[s.index, s.botLevel]] : []))),
  };
}
