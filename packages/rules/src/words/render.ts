import { formatTemplate } from './format';
import { isList, isMessage, isSeat, type Locale, type Message, type Param } from './message';

/** One language's sentences by key (ICU MessageFormat strings). */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * What turns one key and its values into words: the rules' own formatter
 * over a catalogue (`catalogueVoice`), or a browser's i18n library. Returns
 * undefined for a key it does not know.
 */
export type Voice = (key: string, values: Record<string, string | number>) => string | undefined;

/** A message whose key the voice does not know, or whose template wants a value it was not given. */
export class MissingWords extends Error {}

/** A voice reading `catalogue` with the plural rules of `locale`. */
export function catalogueVoice(catalogue: Catalogue, locale: Locale): Voice {
  const rules = new Intl.PluralRules(locale);
  const pluralOf = (n: number) => rules.select(n);
  return (key, values) => {
    const template = catalogue[key];
    return template === undefined ? undefined : formatTemplate(template, values, pluralOf);
  };
}

/**
 * A message as a sentence: seats stay as {sN} tokens (whoever shows it puts
 * names there, as with every log line before), and its first letter is a
 * capital, as a sentence's is in both languages.
 */
export function renderMessage(m: Message, voice: Voice): string {
  return capitalise(phrase(m, voice));
}

/** A message as a phrase inside another: no capital (a list also drops its full stop). */
function phrase(m: Message, voice: Voice): string {
  const values: Record<string, string | number> = {};
  for (const [name, p] of Object.entries(m.params ?? {})) values[name] = value(p, voice);
  let text: string | undefined;
  try {
    text = voice(m.key, values);
  } catch (e) {
    throw new MissingWords(`${m.key}: ${(e as Error).message}`);
  }
  if (text === undefined) throw new MissingWords(`no words for ${m.key}`);
  return text;
}

function value(p: Param, voice: Voice): string | number {
  if (typeof p === 'number' || typeof p === 'string') return p;
  if (isSeat(p)) return `{s${p.seat}}`;
  if (isList(p)) {
    // List items are phrases: a sentence put in a list loses its full stop (`sentences` gives it back).
    const items = p.list.map((x) => String(value(x, voice)).replace(/[.!]$/, ''));
    if (p.join === 'comma') return items.join(', ');
    if (p.join === 'semicolon') return items.join('; ');
    if (p.join === 'plus') return items.join(' + ');
    if (p.join === 'sentences') return items.map((item) => `${capitalise(item)}.`).join(' ');
    if (items.length < 2) return items.join('');
    return phrase(
      { key: `words.list.${p.join}`, params: { head: items.slice(0, -1).join(', '), last: items[items.length - 1] } },
      voice,
    );
  }
  if (isMessage(p)) return phrase(p, voice);
  throw new MissingWords(`a value of unknown shape: ${JSON.stringify(p)}`);
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
