/** Whether a room changed through this server process or through another one (db/fanout.ts). */
export type ChangeOrigin = 'here' | 'elsewhere';

/**
 * How soon the room's connections must hear of a change: at once, or once
 * the changes that come with it have arrived too (a seat's or a spectator's
 * coming and going: a table's four hellos, or its goodbyes when a match
 * ends, arrive together and can share one room update).
 */
export type ChangeUrgency = 'now' | 'gathered';

/** Who hears of a room's changes (RoomEvents.changed says what each argument means). */
export type ChangeListener = (roomId: string, where: ChangeOrigin, urgency: ChangeUrgency, rowKept: boolean) => void;

/**
 * Someone whose connections must close: a seat the host freed or its player
 * gave up (`holderHash`, the hash of the seat token its player held, picks
 * their connections and nobody else's), or a spectator's connection.
 */
export type Removal = SeatRemoval | { spectator: number };
export type SeatRemoval = { seat: number; holderHash: string; why: 'freed' | 'left' };

/**
 * What happens to rooms, for whoever must hear of it: a room or its match
 * changed, a move handed the turn on, or the host asked someone to leave. The rooms' services say so
 * here; who listens (the WebSocket hub, the fan-out to other processes, the
 * keeper of running matches) is wired in app.ts, so that no service
 * subscribes to another in its constructor.
 */
export class RoomEvents {
  private readonly changeListeners = new Set<ChangeListener>();
  private readonly removalListeners = new Set<(roomId: string, who: Removal) => void>();
  private readonly turnListeners = new Set<(roomId: string) => void>();

  onChange(listener: ChangeListener): void {
    this.changeListeners.add(listener);
  }

  onRemoval(listener: (roomId: string, who: Removal) => void): void {
    this.removalListeners.add(listener);
  }

  onTurn(listener: (roomId: string) => void): void {
    this.turnListeners.add(listener);
  }

  /**
   * A committed move changed whom the match waits for (across days: whose
   * deadline runs). Not announced to other processes: each one that shows
   * the match follows the move (MatchService.follow) and says so itself.
   */
  turned(roomId: string): void {
    for (const l of this.turnListeners) l(roomId);
  }

  /**
   * The room or its match changed (committed already), here or on another
   * process. `rowKept`: the change left the room's row this process keeps
   * as it now is (a start in one statement: table/started-row.ts), so its
   * room update need not read it.
   */
  changed(roomId: string, where: ChangeOrigin = 'here', urgency: ChangeUrgency = 'now', rowKept = false): void {
    for (const l of this.changeListeners) l(roomId, where, urgency, rowKept);
  }

  /** A seat was freed or given up, or the host asked a spectator to leave: their connections are closed. */
  removed(roomId: string, who: Removal): void {
    for (const l of this.removalListeners) l(roomId, who);
  }
}
