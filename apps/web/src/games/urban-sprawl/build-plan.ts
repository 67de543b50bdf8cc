import { permitPayments } from '@sprawl/rules/urban-sprawl/table';
import type { BuildAction } from './actions';
import type { Zone } from './types';

/** One place the contract may go, as listed by the server (with the buildings it would demolish). */
export interface Site {
  lots: number[];
  demolish?: number[];
  renewal?: string;
}

const lotsKey = (lots: number[]) => [...lots].sort((a, b) => a - b).join(',');

/** The distinct footprints among the legal builds of one contract source. */
export function sitesOf(builds: BuildAction[]): Site[] {
  const seen = new Map<string, Site>();
  for (const b of builds) {
    const k = lotsKey(b.lots);
    if (!seen.has(k)) seen.set(k, { lots: b.lots, demolish: b.demolish, renewal: b.renewal });
  }
  return [...seen.values()];
}

/**
 * The ways this player may pay the permits: the server lists one (the
 * cheapest) with each build; the others are the minimal sets of matching
 * Build Permits, from the card data. The server checks the payment again.
 */
export function paymentsFor(hand: string[], zone: Zone, size: number, listed: string[]): string[][] {
  const all = permitPayments(hand, zone, size);
  const key = (p: string[]) => [...p].sort().join(',');
  const rest = all.filter((p) => key(p) !== key(listed));
  return [listed, ...rest];
}

/** Sites still possible once `picked` lots are chosen, and the chosen site when only one is left (or one matches exactly). */
export function narrow(sites: Site[], picked: number[]): { candidates: Site[]; chosen: Site | null } {
  const candidates = sites.filter((s) => picked.every((l) => s.lots.includes(l)));
  if (picked.length === 0) return { candidates, chosen: null };
  if (candidates.length === 1) return { candidates, chosen: candidates[0] };
  const exact = candidates.find((s) => s.lots.length === picked.length);
  return { candidates, chosen: exact ?? null };
}

/** The next picked lots after a click on `lot`. */
export function clickLot(sites: Site[], picked: number[], lot: number): number[] {
  if (picked.includes(lot)) return picked.filter((l) => l !== lot);
  const next = [...picked, lot];
  if (sites.some((s) => next.every((l) => s.lots.includes(l)))) return next;
  return sites.some((s) => s.lots.includes(lot)) ? [lot] : picked;
}
