import type { RoomRow } from './room-rows';

/** Rooms whose rows are kept at most; the oldest kept goes first (a room with connections is read again soon enough). */
const ROOMS_KEPT = 5000;

/**
 * The room row last read for each room, while nothing may have changed it
 * since: a room update for comings and goings alone (a table's hellos, a
 * spectator arriving) makes its status from that row and this process's
 * presence instead of reading the room again. A table's five hellos had
 * each just read the room when the update after them read it once more
 * (issue 52). Whatever may change a room's rows forgets its row first
 * (ws/room-channel.ts: any change but comings and goings here, a change
 * from another process, a move, anything sent to the room), and a read under
 * way then is not kept: it may have been answered before that change.
 */
export class KeptRoomRows {
  private readonly rooms = new Map<string, { row: RoomRow | null; mark: number }>();
  private marks = 0;

  /** Called as a read of the room begins; the function it gives keeps what that read found, unless the room changed meanwhile. */
  reading(roomId: string): (row: RoomRow | null) => void {
    const entry = this.rooms.get(roomId) ?? this.add(roomId);
    const mark = entry.mark;
    return (row) => {
      const now = this.rooms.get(roomId);
      if (now?.mark === mark && row !== null) now.row = row;
    };
  }

  /**
   * Called as a change made from the room's kept row begins (a start in one
   * statement: table/started-row.ts); the function it gives keeps the row
   * that change left, unless the room may have changed meanwhile, and says
   * whether it did. Reads under way then are not kept: they may have been
   * answered before that change.
   */
  changing(roomId: string): (row: RoomRow) => boolean {
    const mark = (this.rooms.get(roomId) ?? this.add(roomId)).mark;
    return (row) => {
      const now = this.rooms.get(roomId);
      if (now?.mark !== mark) return false;
      now.mark = ++this.marks;
      now.row = row;
      return true;
    };
  }

  /** The row kept for the room, if nothing may have changed it since it was read. */
  row(roomId: string): RoomRow | null {
    return this.rooms.get(roomId)?.row ?? null;
  }

  /** The room's rows may change, or have changed: its row is read again, and reads under way are not kept. */
  forget(roomId: string): void {
    const entry = this.rooms.get(roomId);
    if (!entry) return;
    entry.row = null;
    entry.mark = ++this.marks;
  }

  /** Nobody here is at the room any more. */
  drop(roomId: string): void {
    this.rooms.delete(roomId);
  }

  private add(roomId: string): { row: RoomRow | null; mark: number } {
    if (this.rooms.size >= ROOMS_KEPT) this.rooms.delete(this.rooms.keys().next().value as string);
    const entry = { row: null, mark: ++this.marks };
    this.rooms.set(roomId, entry);
    return entry;
  }
}
