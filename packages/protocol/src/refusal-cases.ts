/**
 * Refusals a player should hear more precisely than their code's sentence
 * says, with the values of the case (the name typed, the name it passes
 * for). The server sends the key and the values as the refusal's words, so
 * a client says them in its player's language (the web's Italian:
 * apps/web/src/i18n/refusals-it.ts); the English sentence it sends beside
 * them is this one with the values put in (`caseSentence`). ICU
 * MessageFormat, as every catalogue sentence.
 */
export const REFUSAL_CASES = {
  'refusal.name_taken.same': 'Someone at this table is already called "{taken}"; pick another name.',
  'refusal.name_taken.like': '"{name}" looks too much like "{taken}", who is already at this table; pick another name.',
  'refusal.match_running.room': 'This room already has a match in progress; finish it before forking here.',
} as const;

export type RefusalCase = keyof typeof REFUSAL_CASES;

/** A case's English sentence with its values in place of their names. */
export function caseSentence(key: RefusalCase, values: Readonly<Record<string, string>> = {}): string {
  return REFUSAL_CASES[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
