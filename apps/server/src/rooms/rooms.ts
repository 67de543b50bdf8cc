import type { Devices } from './devices/devices';
import type { Lobby } from './lobby/lobby';
import type { Presence } from './devices/presence';
import type { Rematch } from './table/rematch';
import type { Removals } from './lobby/removals';
import type { RoomEvents } from './room-events';
import type { RoomStatusReader } from './room-status';
import type { SeatLookup } from './lobby/seat-lookup';
import type { StandIns } from './table/stand-ins';
import type { TableLife } from './table/table-life';

/**
 * The rooms' services, one concept each, as app.ts puts them together and
 * the routes and tests reach them. None holds another's events: app.ts wires
 * who listens to what.
 */
export interface Rooms {
  /** Who may open a room: seat tokens (the edge's principal) and invitations. */
  seats: SeatLookup;
  /** A room as its players and spectators see it. */
  status: RoomStatusReader;
  /** Seats, names, bots, the host's powers and the invitation, before a match. */
  lobby: Lobby;
  /** Starting, forking in place, leaving, and the glue to stand-ins and clocks. */
  table: TableLife;
  /** The offer of another match with the same seats. */
  rematch: Rematch;
  /** Bots that play for absent or out-of-time players. */
  standIns: StandIns;
  /** The further devices seats are open on. */
  devices: Devices;
  /** Who is connected to each room through this process (kept by the WebSocket hub). */
  presence: Presence;
  /** Spectators' addresses the host asked to leave. */
  removals: Removals;
  events: RoomEvents;
}
