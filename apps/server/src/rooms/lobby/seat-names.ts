import { refuseCase } from '../../errors';
import { looksAlike } from './name-likeness';

interface NamedSeat {
  index: number;
  name: string | null;
}

/**
 * The name of another seat at the table that `name` would be mistaken for,
 * or null: the same name in another letter case ("ada", "Ada") or a
 * look-alike spelling (Cyrillic "Аda", "Ada" with an invisible joiner; see
 * name-likeness.ts).
 */
export function nameTakenBy(seats: readonly NamedSeat[], name: string, except: number | null = null): string | null {
  return seats.find((s) => s.index !== except && s.name !== null && looksAlike(s.name, name))?.name ?? null;
}

/** Whether another seat at the table already goes by `name`, or by one that looks like it. */
export function nameTaken(seats: readonly NamedSeat[], name: string, except: number | null = null): boolean {
  return nameTakenBy(seats, name, except) !== null;
}

/** Refuses a name another seat at the table already has, or one that looks like it. */
export function refuseTakenName(seats: readonly NamedSeat[], name: string, except: number | null = null): void {
  const taken = nameTakenBy(seats, name, except);
  if (taken !== null) refuseNameLike(name, taken);
}

/** Refuses `name`, which looks like `taken`, another seat's name at the table. */
export function refuseNameLike(name: string, taken: string): never {
  // Said plainly when only letter case differs; a look-alike names the player it would pass for.
  if (taken.toLowerCase() === name.toLowerCase()) refuseCase('name_taken', 'refusal.name_taken.same', { taken });
  refuseCase('name_taken', 'refusal.name_taken.like', { name, taken });
}

/** A bot's name that no seat at the table has yet: "Bot 3", or "Bot 3b" when a person took that one. */
export function botName(seats: readonly NamedSeat[], seat: number): string {
  for (const suffix of ['', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
    const name = `Bot ${seat + 1}${suffix}`;
    if (!nameTaken(seats, name, seat)) return name;
  }
  return `Bot ${seat + 1}-${Date.now() % 1000}`;
}
