import { COMMON_EN } from './common-en';
import type { ApplyError } from '../game';
import type { Message } from './message';
import { catalogueVoice, renderMessage, type Catalogue, type Voice } from './render';

/** The voice a game's engine writes its English `text` with: the shared words and the game's own. */
export type EnglishVoice = Voice;

export function englishVoice(own: Catalogue): EnglishVoice {
  return catalogueVoice({ ...COMMON_EN, ...own }, 'en');
}

export function englishText(m: Message, voice: EnglishVoice): string {
  return renderMessage(m, voice);
}

/** A message with its English text beside it, as log lines, prompts and refusals carry it. */
export function worded(m: Message, voice: EnglishVoice): { key: string; params?: Message['params']; text: string } {
  return m.params
    ? { key: m.key, params: m.params, text: renderMessage(m, voice) }
    : { key: m.key, text: renderMessage(m, voice) };
}

/** A refused move: its stable code, its words, and their English as `message`. */
export function refused<C extends string>(code: C, m: Message, voice: EnglishVoice): ApplyError<C> {
  return { ok: false, code, message: renderMessage(m, voice), key: m.key, ...(m.params ? { params: m.params } : {}) };
}

/**
 * A refused move, thrown from deep inside a game's engine and turned into
 * `{ ok: false }` by its `apply` (which works on a copy, so a refused move
 * never changes anything). One class for every game: a game narrows `C` to
 * the union of its refusal codes, which it exports.
 */
export class RuleViolation<C extends string = string> extends Error {
  readonly refusal: ApplyError<C>;

  constructor(code: C, words: Message, voice: EnglishVoice) {
    const refusal = refused(code, words, voice);
    super(refusal.message);
    this.refusal = refusal;
  }
}
