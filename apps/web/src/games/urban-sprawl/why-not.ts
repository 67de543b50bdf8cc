import { blockOfLot, footprintsOf, permitPayments } from '@sprawl/rules/urban-sprawl/table';
import type { ContractSource, UsView } from './types';
import type { MoveError } from '../../lib/source';
import { contractAt, type BuildAction } from './actions';
import { asContract } from './cards';
import type { Site } from './build-plan';
import { t } from './t';

/*
 * The moves a table sends to ask the rules why a card or a lot cannot be
 * used (see lib/ask-why.ts). Each is a move the legal list does not hold, so
 * the rules refuse it and say why; none is ever played by asking.
 */

/** Two lots in different blocks: never a footprint, so no build with them can be made. */
const NOWHERE = [0, 143];

/** The permits this player would pay for the contract (none when they hold too few: the rules then say so). */
function paymentFor(view: UsView, seat: number, zone: Parameters<typeof permitPayments>[1], size: number): string[] {
  return permitPayments(view.players[seat].planning, zone, size)[0] ?? [];
}

/**
 * A build of the contract at `from` on no footprint: the rules check what it
 * costs wherever it goes (AP, permits) before where it goes, so they answer
 * with the cost the player cannot meet, or with the footprint when it is the
 * place that is missing (see whyContract).
 */
export function buildProbe(view: UsView, seat: number, from: ContractSource): BuildAction | null {
  const id = contractAt(view, from);
  const contract = id ? asContract(id) : null;
  if (!contract) return null;
  return { type: 'build', from, lots: NOWHERE, permits: paymentFor(view, seat, contract.zone, contract.size) };
}

/**
 * The rules' answer to buildProbe in words: their own sentence, except the
 * footprint's, which only says the probe's lots were no place; the legal
 * list had no place for the contract at all, so that is what the player hears.
 */
export const whyContract = (e: MoveError): string => (e.code === 'bad_footprint' ? t('ui.us.whyNoSite') : e.message);

/**
 * The build wizard's lot that is in no legal site: the contract on a
 * footprint through that lot, the one with the fewest built lots (so the
 * rules speak of the lot itself or of the block, not of a neighbour's
 * building), never one of the legal sites.
 */
export function lotProbe(
  view: UsView,
  from: ContractSource,
  size: number,
  permits: string[],
  lot: number,
  sites: Site[],
): BuildAction | null {
  const built = new Set(view.buildings.flatMap((b) => b.lots));
  const legal = new Set(sites.map((s) => [...s.lots].sort((a, b) => a - b).join(',')));
  const through = footprintsOf(blockOfLot(lot), size)
    .filter((f) => f.includes(lot) && !legal.has([...f].sort((a, b) => a - b).join(',')))
    .sort((a, b) => a.filter((l) => built.has(l)).length - b.filter((l) => built.has(l)).length);
  const lots = through[0];
  return lots ? { type: 'build', from, lots, permits } : null;
}
