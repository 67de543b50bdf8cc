import { renderMessage, type Locale, type Message, type Params, type Voice } from '@sprawl/rules/words/core';
import { initialLocale } from './locale';
import { Speaker } from './speaker';
import type { UiKey } from './ui-en';

/**
 * The page's words: the shared words of the rules and the client's own
 * sentences, ICU MessageFormat throughout (speaker.ts), in the player's
 * language with English behind it.
 *
 * Only the player's language is downloaded, once, before the page is drawn
 * (`loadLanguage`, awaited by main.tsx); a game's words come with its wing
 * (`loadWords`, awaited by games/registry.ts before the wing's modules run),
 * so the start page carries no game's words and no second language.
 */
const i18n = new Speaker(initialLocale());

/** A catalogue for one language, fetched when that language is wanted. */
export type WordsLoader = () => Promise<Record<string, string>>;
/** Words of one part of the page (a game's wing) in each language. */
export type Words = Record<Locale, WordsLoader>;

const BASE: Words = {
  en: () => import('./catalogue-en').then((m) => m.CATALOGUE_EN),
  it: () => import('./catalogue-it').then((m) => m.CATALOGUE_IT),
};

/** Every set of words asked for so far, and each language it is already in. */
const wanted = new Map<Words, Map<Locale, Promise<void>>>([[BASE, new Map()]]);

function loadIn(words: Words, lng: Locale): Promise<void> {
  let done = wanted.get(words);
  if (!done) wanted.set(words, (done = new Map()));
  let loading = done.get(lng);
  if (!loading) {
    loading = words[lng]().then((bundle) => {
      i18n.add(lng, bundle);
    });
    // A failed download may be tried again (the next page asking for it).
    loading.catch(() => done.delete(lng));
    done.set(lng, loading);
  }
  return loading;
}

/** The page's own words in its language: awaited before anything is drawn. */
export const loadLanguage = (lng: Locale = locale()): Promise<void> => loadIn(BASE, lng);

/** A part's words (a game's wing) in the page's language; kept, so that a change of language brings them too. */
export const loadWords = (words: Words): Promise<void> => loadIn(words, locale());

/** Tells the browser (and screen readers) the page's language; outside a page (tests) there is none. */
function showLang(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

showLang(i18n.language);

export const locale = (): Locale => i18n.language as Locale;

/** The i18n library as the rules' renderer wants it: a key and its values, or undefined for an unknown key. */
const voice: Voice = (key, values) => (i18n.exists(key) ? i18n.t(key, values) : undefined);

/** A message in the player's language, seats still as {sN} tokens; null when a key is unknown here (an older or newer server). */
export function say(m: Message): string | null {
  try {
    return renderMessage(m, voice);
  } catch {
    return null;
  }
}

/** Anything worded (a log line, a prompt): its words in the player's language, or its stored English when it has none. */
export function sayLine(line: { text: string; key?: string; params?: Params }): string {
  return (line.key ? say({ key: line.key, params: line.params }) : null) ?? line.text;
}

/** A refusal: the rules' words, else the client's sentence for a known code, else the server's own sentence. */
export function sayRefusal(r: { code: string; message: string; key?: string; params?: Params }): string {
  const key = `refusal.${r.code}`;
  const rules = r.key ? say({ key: r.key, params: r.params }) : null;
  if (rules !== null) return rules;
  // In English the server's own sentence says the case more precisely than the code's general one.
  if (locale() === 'en' && r.message) return r.message;
  return i18n.exists(key) ? i18n.t(key) : r.message;
}

/** Changes the page's language; the caller reloads so that every table redraws in it. */
export async function changeLocale(next: Locale): Promise<void> {
  await Promise.all([...wanted.keys()].map((words) => loadIn(words, next)));
  i18n.language = next;
  showLang(next);
}

/** Words that may be missing (a view from an older server): in the player's language, or the English given. */
export function sayOr(words: Message | undefined, english: string): string {
  return (words ? say(words) : null) ?? english;
}

/** Values for a sentence of the page: numbers are formatted by ICU in the player's language. */
export type UiValues = Record<string, string | number>;

/** One of the page's own sentences (buttons, headings, help) in the player's language; the key is typed. */
export function t(key: UiKey, values?: UiValues): string {
  return i18n.t(key, values);
}

/**
 * `t` over the shared keys and a wing's own (`games/<id>/ui-en.ts`), typed
 * by that wing's English catalogue: each wing makes its own once.
 */
export const wingT =
  <K extends string>() =>
  (key: UiKey | K, values?: UiValues): string =>
    i18n.t(key, values);

/** A number as the player's language writes it (1,234.5 / 1.234,5). */
export const formatNumber = (n: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(locale(), options).format(n);

/** A date and time as the player's language writes it. */
export const formatDate = (
  at: string | number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string => new Intl.DateTimeFormat(locale(), options).format(new Date(at));

/** A list ("Ada, Bo and you" / "Ada, Bo e tu") as the player's language joins it. */
export const formatList = (items: string[]): string =>
  new Intl.ListFormat(locale(), { style: 'long', type: 'conjunction' }).format(items);

/** A sentence whose key is built from data (a game's id, an option's value): the player's language if the page knows it, else the English given. */
export function sayKnown(key: string, english: string): string {
  return i18n.exists(key) ? i18n.t(key) : english;
}

/** A sentence whose key is built from data, or undefined when the page has no words for it. */
export function sayKnownOrUndefined(key: string): string | undefined {
  return i18n.exists(key) ? i18n.t(key) : undefined;
}
