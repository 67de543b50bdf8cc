import type { Params } from '../words/message';
import { renderMessage } from '../words/render';
import { US_VOICE, type UsMessage, type UsWordKey } from './messages';

/**
 * A rule violation: a stable code for programs, and words for players (a
 * catalogue key and its values; `message` is their English).
 * Thrown inside the engine and turned into `{ ok: false }` by `apply`, which
 * works on a copy, so a rejected move never changes anything.
 */
export class RuleViolation extends Error {
  constructor(readonly code: string, readonly words: UsMessage) {
    super(renderMessage(words, US_VOICE));
  }
}

export function reject(code: string, key: UsWordKey, params?: Params): never {
  throw new RuleViolation(code, params ? { key, params } : { key });
}

/** Refusals quote at most this much of a client's value: an answer must never grow with what was sent. */
const EXCERPT_LIMIT = 40;

/** A short, printable excerpt of client-chosen text (a card id, a schema complaint) for a refusal. */
export function excerpt(text: string, limit = EXCERPT_LIMIT): string {
  const printable = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return printable.length > limit ? `${printable.slice(0, limit)}…` : printable;
}
