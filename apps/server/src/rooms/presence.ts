/**
 * Who is at each room right now, as this server process sees it: how many
 * connections each seat holds, since when an empty seat has been empty, and
 * the spectators watching. Kept in memory; the WebSocket hub feeds it.
 */
export class Presence {
  private readonly seats = new Map<string, Map<number, number>>();
  private readonly emptySince = new Map<string, number>();
  private readonly watchers = new Map<string, Map<number, string>>();
  private readonly watchersSeen = new Map<string, number>();
  /** Seats nobody has reconnected to since this process started count as empty since then. */
  private readonly startedAt = Date.now();

  /** A connection for `seat` opened (+1) or closed (-1); returns the seat's connections after it. */
  count(roomId: string, seat: number, delta: 1 | -1): number {
    const seats = this.seats.get(roomId) ?? new Map<number, number>();
    const open = Math.max(0, (seats.get(seat) ?? 0) + delta);
    seats.set(seat, open);
    this.seats.set(roomId, seats);
    if (open === 0) this.emptySince.set(`${roomId}:${seat}`, Date.now());
    return open;
  }

  connected(roomId: string, seat: number): boolean {
    return (this.seats.get(roomId)?.get(seat) ?? 0) > 0;
  }

  /** When the seat's last connection here closed (or when this process started, if none has opened since). */
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
