/** How often, at most, what nobody will read again is forgotten (on a connection's opening or closing). */
const PRUNE_EVERY_MS = 60_000;

/**
 * Who is at each room right now, as this server process sees it: how many
 * connections each seat holds, since when an empty seat has been empty, and
 * the spectators watching. Kept in memory; the WebSocket hub feeds it.
 *
 * A seat that emptied long ago is forgotten: when it left only matters while
 * its grace runs (a seat away longer than that reads the same as one away
 * since this process started), and a server up for months must not keep an
 * entry for every seat that ever connected to it.
 */
export class Presence {
  private readonly seats = new Map<string, Map<number, number>>();
  private readonly emptySince = new Map<string, number>();
  private readonly watchers = new Map<string, Map<number, string>>();
  private readonly watchersSeen = new Map<string, number>();
  /** Seats nobody has reconnected to since this process started count as empty since then. */
  private readonly startedAt = Date.now();
  private lastPrune = this.startedAt;

  /** `forgetAfterMs`: how long after a seat emptied its time of leaving still matters (well beyond the grace it gets). */
  constructor(private readonly forgetAfterMs = 15 * 60_000) {}

  /** A connection for `seat` opened (+1) or closed (-1); returns the seat's connections after it. */
  count(roomId: string, seat: number, delta: 1 | -1): number {
    const seats = this.seats.get(roomId) ?? new Map<number, number>();
    const open = Math.max(0, (seats.get(seat) ?? 0) + delta);
    seats.set(seat, open);
    this.seats.set(roomId, seats);
    const now = Date.now();
    if (open === 0) this.emptySince.set(`${roomId}:${seat}`, now);
    if (now - this.lastPrune >= PRUNE_EVERY_MS) this.prune(now);
    return open;
  }

  /** How many rooms this process remembers anything of (for tests and metrics). */
  get rooms(): number {
    return new Set([...this.seats.keys(), ...this.watchers.keys(), ...this.watchersSeen.keys()]).size;
  }

  private prune(now: number): void {
    this.lastPrune = now;
    for (const [key, since] of this.emptySince) {
      if (now - since < this.forgetAfterMs) continue;
      this.emptySince.delete(key);
      const at = key.lastIndexOf(':');
      const roomId = key.slice(0, at);
      const seats = this.seats.get(roomId);
      const seat = Number(key.slice(at + 1));
      if (seats && (seats.get(seat) ?? 0) === 0) seats.delete(seat);
      if (seats?.size === 0) this.seats.delete(roomId);
    }
    // Spectators are numbered afresh in a room nobody is at any more.
    for (const roomId of this.watchersSeen.keys())
      if (!this.watchers.has(roomId) && !this.seats.has(roomId)) this.watchersSeen.delete(roomId);
  }

  connected(roomId: string, seat: number): boolean {
    return (this.seats.get(roomId)?.get(seat) ?? 0) > 0;
  }

  /** When the seat's last connection here closed (or when this process started, if none has opened since). */
  /** When the seat's last connection here closed, if this process saw it (and has not forgotten it yet). */
  closedAt(roomId: string, seat: number): number | null {
    return this.emptySince.get(`${roomId}:${seat}`) ?? null;
  }

  leftAt(roomId: string, seat: number): number {
    return this.emptySince.get(`${roomId}:${seat}`) ?? this.startedAt;
  }

  /** A spectator arrived; returns the name the room knows them by ("Spectator 3"). */
  addSpectator(roomId: string, connection: number): string {
    const n = (this.watchersSeen.get(roomId) ?? 0) + 1;
    this.watchersSeen.set(roomId, n);
    const name = `Spectator ${n}`;
    const watching = this.watchers.get(roomId) ?? new Map<number, string>();
    watching.set(connection, name);
    this.watchers.set(roomId, watching);
    return name;
  }

  removeSpectator(roomId: string, connection: number): void {
    const watching = this.watchers.get(roomId);
    watching?.delete(connection);
    if (watching?.size === 0) this.watchers.delete(roomId);
  }

  spectators(roomId: string): { id: number; name: string }[] {
    return [...(this.watchers.get(roomId) ?? [])].map(([id, name]) => ({ id, name }));
  }
}
