import { refuse } from '../errors';

interface NamedSeat {
  index: number;
  name: string | null;
}

/** Whether another seat at the table already goes by `name` (letter case aside: "ada" and "Ada" read the same). */
export function nameTaken(seats: readonly NamedSeat[], name: string, except: number | null = null): boolean {
  const wanted = name.toLocaleLowerCase();
  return seats.some((s) => s.index !== except && s.name !== null && s.name.toLocaleLowerCase() === wanted);
}

/** Refuses a name another seat at the table already has. */
export function refuseTakenName(seats: readonly NamedSeat[], name: string, except: number | null = null): void {
  if (nameTaken(seats, name, except)) refuse('name_taken', `Someone at this table is already called "${name}"; pick another name.`, 409);
}

/** A bot's name that no seat at the table has yet: "Bot 3", or "Bot 3b" when a person took that one. */
export function botName(seats: readonly NamedSeat[], seat: number): string {
  for (const suffix of ['', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
    const name = `Bot ${seat + 1}${suffix}`;
    if (!nameTaken(seats, name, seat)) return name;
  }
  return `Bot ${seat + 1}-${Date.now() % 1000}`;
}
