import type { RoomRow } from '../room-rows';

/**
 * The room's row as a start in one statement left it, made from the row the
 * start was built from: the room playing, its fork spent, its version moved
 * on, its seats fresh for a match (as room_start writes them), and the new
 * match as the statement wrote it. Only true when the start found the
 * version that row has (every change to a room or its seats moves it on):
 * null otherwise, and the room is read again. The room update after a start
 * read the room that its hellos had just read (issue 52).
 */
export function startedRow(
  before: RoomRow,
  started: { version: number; latest: NonNullable<RoomRow['latest']> },
): RoomRow | null {
  if (started.version !== before.version) return null;
  return {
    ...before,
    status: 'playing',
    startFrom: null,
    version: before.version + 1,
    seats: before.seats.map((s) => ({ ...s, wantsRematch: false, clockMs: null, standIn: false })),
    latest: started.latest,
  };
}
