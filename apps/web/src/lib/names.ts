import type { RoomStatus } from '@sprawl/protocol';

export function seatNames(room: RoomStatus | null, count: number): string[] {
  return Array.from({ length: count }, (_, i) => room?.seats[i]?.name ?? `Player ${i + 1}`);
}

/** Log lines name seats as {sN}; this puts the players' names in. */
export function renderLog(text: string, names: string[]): string {
  return text.replace(/\{s(\d+)\}/g, (_, n: string) => names[Number(n)] ?? `Player ${Number(n) + 1}`);
}
