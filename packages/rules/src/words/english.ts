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
  return m.params ? { key: m.key, params: m.params, text: renderMessage(m, voice) } : { key: m.key, text: renderMessage(m, voice) };
}

/** A refused move: its stable code, its words, and their English as `message`. */
export function refused(code: string, m: Message, voice: EnglishVoice): ApplyError {
  return { ok: false, code, message: renderMessage(m, voice), key: m.key, ...(m.params ? { params: m.params } : {}) };
}
