import { fillTemplate, parseTemplate, type Template } from './format';
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

/**
 * A voice reading `catalogue` with the plural rules of `locale`. Each key's
 * template is parsed once, and plural categories of small counts are kept:
 * engines render a log line on every move of every bot's search.
 */
export function catalogueVoice(catalogue: Catalogue, locale: Locale): Voice {
  const rules = new Intl.PluralRules(locale);
  const categories: string[] = [];
  const pluralOf = (n: number) => {
    if (Number.isInteger(n) && n >= 0 && n < 128) return (categories[n] ??= rules.select(n));
    return rules.select(n);
  };
  // Only the catalogue's own keys are kept, so a stream of unknown keys (from a replay file, say) grows nothing.
  const parsed = new Map<string, Template>();
  return (key, values) => {
    let template = parsed.get(key);
    if (template === undefined) {
      if (!Object.hasOwn(catalogue, key)) return undefined;
      template = parseTemplate(catalogue[key]);
      parsed.set(key, template);
    }
    return fillTemplate(template, values, pluralOf);
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
  const params = m.params;
  if (params) for (const name in params) values[name] = value(params[name], voice);
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

export function capitalise(text: string): string {
  // Most sentences begin with a seat token or a capital already: nothing to copy then.
  const first = text.charCodeAt(0);
  if (first < 0x61 || (first > 0x7a && first < 0x80)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
