import type { SeatGrant } from '@sprawl/protocol';

/** A seat this browser holds: the token is the only key to it, so it lives in localStorage. */
export interface StoredSeat extends SeatGrant {
  name: string;
  /** Opened from a device link (a further device, which plays the seat but does not manage it); unknown for seats stored before this was kept. */
  furtherDevice?: boolean;
}

const KEY = 'sprawl.seats.v1';

function readAll(): Record<string, StoredSeat> {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Record<string, StoredSeat>) : {};
  } catch {
    return {};
  }
}

export function seatFor(roomId: string): StoredSeat | null {
  return readAll()[roomId] ?? null;
}

export function seatForInvite(inviteCode: string): StoredSeat | null {
  return Object.values(readAll()).find((s) => s.inviteCode === inviteCode) ?? null;
}

export function rememberSeat(seat: StoredSeat): void {
  const all = readAll();
  all[seat.roomId] = seat;
  localStorage.setItem(KEY, JSON.stringify(all));
}

/** Notes whether the seat held here by `token` is a further device's, as the server said (its list of devices). */
export function markFurtherDevice(roomId: string, token: string, further: boolean): void {
  const all = readAll();
  const seat = all[roomId];
  if (seat?.token !== token) return;
  all[roomId] = { ...seat, furtherDevice: further };
  localStorage.setItem(KEY, JSON.stringify(all));
}

/** Every seat this browser holds, in no particular order (Your tables asks the server about them all at once). */
export function allSeats(): StoredSeat[] {
  return Object.values(readAll());
}

/** Forgets the seats held by these tokens (the server said they open nothing); a seat taken again since, with a new token, stays. */
export function forgetTokens(tokens: readonly string[]): void {
  const gone = new Set(tokens);
  const all = readAll();
  for (const [roomId, seat] of Object.entries(all)) if (gone.has(seat.token)) delete all[roomId];
  localStorage.setItem(KEY, JSON.stringify(all));
}

export function forgetSeat(roomId: string): void {
  const all = readAll();
  delete all[roomId];
  localStorage.setItem(KEY, JSON.stringify(all));
}

const NAME_KEY = 'sprawl.name';
export const lastName = (): string => localStorage.getItem(NAME_KEY) ?? '';
export const rememberName = (name: string): void => localStorage.setItem(NAME_KEY, name);
