import { COMMON_EN } from './common-en';
import type { ApplyError, LogLine } from '../game';
import type { Message, Params } from './message';
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

/**
 * A log line whose English `text` is put into words when it is first read,
 * then kept. An engine writes lines on every move, and most are never read
 * (a random game in the benchmark, a replay rebuilding positions, a test):
 * rendering each at once cost Urbania's engine nearly half its time
 * (docs/benchmarks-history.md, "Rules then and now"). Whoever reads `text`, or turns
 * the line into JSON (the database, the wire), gets the same sentence as
 * before; a spread or a structured clone would lose it, so lines are passed
 * on as they are, never copied.
 */
class WordedLine implements LogLine {
  readonly key: string;
  readonly params?: Params;
  seat?: number;
  card?: string;
  #text: string | undefined;
  readonly #voice: EnglishVoice;

  constructor(m: Message, voice: EnglishVoice) {
    this.key = m.key;
    if (m.params) this.params = m.params;
    this.#voice = voice;
  }

  get text(): string {
    return (this.#text ??= renderMessage(this, this.#voice));
  }

  set text(text: string) {
    this.#text = text;
  }

  /** The line as plain JSON, its keys in the order eager lines had. */
  toJSON(): LogLine {
    const { key, params, text, seat, card } = this;
    return {
      key,
      ...(params ? { params } : {}),
      text,
      ...(seat === undefined ? {} : { seat }),
      ...(card === undefined ? {} : { card }),
    };
  }
}

/** A log line of `m`, its English rendered when first read (WordedLine). */
export function loggedLine(m: Message, voice: EnglishVoice): LogLine {
  return new WordedLine(m, voice);
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
