/**
 * Across days a player is mostly not at the table, and that is normal: what
 * the others want to know is when they last were. The moment a seat's last
 * connection closes is kept with the seat (a week, or a restart, must not
 * forget it); this process's own memory of it (Presence) and the other
 * processes' (SharedPresence) are newer while the write is on its way
 * (rooms/table/last-seen-writes.ts).
 */
/** The latest of the moments a seat is known to have been seen (ms since the epoch), as ISO 8601; null when none is. */
export function lastSeenOf(...moments: (number | null | undefined)[]): string | null {
  const known = moments.filter((m): m is number => typeof m === 'number' && m > 0);
  return known.length === 0 ? null : new Date(Math.max(...known)).toISOString();
}
