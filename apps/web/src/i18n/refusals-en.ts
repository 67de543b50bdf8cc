import { REFUSAL_SENTENCES, type WordedRefusal } from '@sprawl/protocol';

/**
 * The client's English sentence for every refusal code: the ones the server
 * sends (packages/protocol/src/refusal-sentences.ts), under the catalogue's
 * keys `refusal.<code>`. In English the server's own sentence wins when it
 * has one, being said for the case at hand.
 */
export type RefusalKey = `refusal.${WordedRefusal}`;

export const REFUSALS_EN = Object.fromEntries(
  Object.entries(REFUSAL_SENTENCES).map(([code, sentence]) => [`refusal.${code}`, sentence]),
) as Record<RefusalKey, string>;
