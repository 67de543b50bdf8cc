/** How long an address whose spectator the host removed is kept from watching that room again. */
export const REMOVED_FOR_MS = 10 * 60_000;

/**
 * Addresses the host asked to stop watching a room, until when. Checked by
 * every door a spectator may use with the invitation: the WebSocket hello
 * and the HTTP routes that show the room or its match. An address is only a
 * hint (a spectator may come back from another), which is why the host can
 * also rotate the invitation: old links then stop working for everyone.
 */
export class Removals {
  private readonly rooms = new Map<string, Map<string, number>>();

  remove(roomId: string, address: string, now = Date.now()): void {
    const room = this.rooms.get(roomId) ?? new Map<string, number>();
    room.set(address, now + REMOVED_FOR_MS);
    this.rooms.set(roomId, room);
  }

  isRemoved(roomId: string, address: string, now = Date.now()): boolean {
    const room = this.rooms.get(roomId);
    const until = room?.get(address);
    if (until === undefined) return false;
    if (until > now) return true;
    room?.delete(address);
    if (room?.size === 0) this.rooms.delete(roomId);
    return false;
  }
}
