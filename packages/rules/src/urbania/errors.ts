import type { Params } from '../words/message';
import { renderMessage } from '../words/render';
import { UR_VOICE, type UrMessage, type UrWordKey } from './messages';

/**
 * A refused move: a stable code for programs, and words for players (a
 * catalogue key and its values; `message` is their English).
 * Thrown inside the engine and turned into `{ ok: false }` by `apply`, which
 * works on a copy, so a refused move never changes anything.
 */
export class RuleViolation extends Error {
  constructor(readonly code: string, readonly words: UrMessage) {
    super(renderMessage(words, UR_VOICE));
  }
}

export function reject(code: string, key: UrWordKey, params?: Params): never {
  throw new RuleViolation(code, params ? { key, params } : { key });
}
