import type { RoomStatus } from './types';
import { OFFICE_LABELS } from './offices';

export function seatNames(room: RoomStatus | null, count: number): string[] {
  return Array.from({ length: count }, (_, i) => room?.seats[i]?.name ?? `Player ${i + 1}`);
}

/** Log lines name seats as {sN}; this puts the players' names in. */
export function renderLog(text: string, names: string[]): string {
  return text.replace(/\{s(\d)\}/g, (_, n: string) => names[Number(n)] ?? `Player ${Number(n) + 1}`);
}

export const officeLabel = (o: string): string => OFFICE_LABELS[o as keyof typeof OFFICE_LABELS] ?? o;
