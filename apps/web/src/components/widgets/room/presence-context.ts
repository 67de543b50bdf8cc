import { createContext } from 'preact';
import type { RoomStatus } from '@sprawl/protocol';

/**
 * What a player's board needs to show that player's presence (away, the
 * countdown to a stand-in, the bot playing for them, their clock) and to offer
 * the buttons that go with it. Provided by the live room only: a replay or a
 * dev fixture has no presence, and boards then show none.
 */
export interface RoomPresence {
  room: RoomStatus;
  /** When this room status arrived: countdowns and running clocks count from it. */
  receivedAt: number;
  /** This browser's seat, null for a spectator. */
  seat: number | null;
  token: string | null;
  onError: (message: string) => void;
}

export const RoomPresenceContext = createContext<RoomPresence | null>(null);
