import { REFUSAL_CASES, REFUSAL_SENTENCES, type RefusalCase, type WordedRefusal } from '@sprawl/protocol';

/**
 * The client's English sentence for every refusal code: the ones the server
 * sends (packages/protocol/src/refusal-sentences.ts), under the catalogue's
 * keys `refusal.<code>`. In English the server's own sentence wins when it
 * has one, being said for the case at hand. Beside them, the cases the server
 * words with their values (REFUSAL_CASES: "Ada" looks like "Àda").
 */
export type RefusalKey = `refusal.${WordedRefusal}` | RefusalCase;

export const REFUSALS_EN = {
  ...Object.fromEntries(Object.entries(REFUSAL_SENTENCES).map(([code, sentence]) => [`refusal.${code}`, sentence])),
  ...REFUSAL_CASES,
} as Record<RefusalKey, string>;
