import { asPermit } from '../catalog';
import type { Zone } from '../state';

/** The Build Permits among `cards` that can pay for a building of `zone`. */
export function matchingPermits(cards: string[], zone: Zone): { id: string; permits: number }[] {
  const out: { id: string; permits: number }[] = [];
  for (const id of cards) {
    const p = asPermit(id);
    if (p && p.zones.includes(zone)) out.push({ id, permits: p.permits });
  }
  return out;
}

/** True when the cards cover `size` permits and none of them could be left out. */
export function isMinimalPayment(permits: number[], size: number): boolean {
  const total = permits.reduce((a, b) => a + b, 0);
  return total >= size && permits.every((p) => total - p < size);
}

/**
 * Every sensible way to pay: sets of matching Build Permits that cover the
 * size with no card to spare. A payment with a spare card is legal too (the
 * rulebook asks for at least as many permits) and `apply` accepts it, but the
 * spare card is spent for nothing, since no change is given, so it is not offered.
 */
export function permitPayments(cards: string[], zone: Zone, size: number): string[][] {
  const matching = matchingPermits(cards, zone);
  const out: string[][] = [];
  const pick = (start: number, chosen: { id: string; permits: number }[]) => {
    const total = chosen.reduce((a, c) => a + c.permits, 0);
    if (total >= size) {
      if (
        isMinimalPayment(
          chosen.map((c) => c.permits),
          size,
        )
      )
        out.push(chosen.map((c) => c.id));
      return;
    }
    for (let i = start; i < matching.length; i++) pick(i + 1, [...chosen, matching[i]]);
  };
  pick(0, []);
  return out;
}

/**
 * Sorts by permits, smallest first, keeping the order of equals (as a stable
 * sort does). Hands hold a few cards, and this runs for every legal-move
 * list, where Array.prototype.sort's working copies were a steady trickle of garbage.
 */
function byPermits(list: { id: string; permits: number }[]): { id: string; permits: number }[] {
  for (let i = 1; i < list.length; i++) {
    const item = list[i];
    let j = i - 1;
    while (j >= 0 && list[j].permits > item.permits) {
      list[j + 1] = list[j];
      j--;
    }
    list[j + 1] = item;
  }
  return list;
}

/** One canonical payment: the fewest permits wasted, then the fewest cards. */
export function cheapestPayment(cards: string[], zone: Zone, size: number): string[] | null {
  const matching = byPermits(matchingPermits(cards, zone));
  const single = matching.find((m) => m.permits >= size);
  if (single && single.permits === size) return [single.id];
  // Otherwise combine the largest cards first, then drop any that became spare.
  const chosen: { id: string; permits: number }[] = [];
  let total = 0;
  for (let i = matching.length - 1; i >= 0 && total < size; i--) {
    chosen.push(matching[i]);
    total += matching[i].permits;
  }
  if (total < size) return null;
  for (let i = chosen.length - 1; i >= 0; i--) {
    if (total - chosen[i].permits >= size) {
      total -= chosen[i].permits;
      chosen.splice(i, 1);
    }
  }
  if (single && single.permits - size < total - size) return [single.id];
  return chosen.map((c) => c.id);
}
