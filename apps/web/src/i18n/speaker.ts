import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '@sprawl/rules/words/core';

type Values = Record<string, unknown>;

/**
 * The catalogues the page holds, by language, said through FormatJS's
 * `intl-messageformat` (ICU MessageFormat, the browser's `Intl` plural rules
 * and number formats), with English behind a key the page's language lacks.
 * It does for the page what i18next with i18next-icu did, in the way
 * i18next-icu did it (tags read as text, a message that fails to parse or
 * format shown as written), without their 19 kB gzipped on a phone's first
 * load (test/first-load.test.ts).
 */
export class Speaker {
  private readonly bundles = new Map<Locale, Map<string, string>>();
  /** Each message parsed once, by language and key. */
  private readonly parsed = new Map<string, IntlMessageFormat>();

  constructor(public language: Locale) {}

  add(lng: Locale, bundle: Record<string, string>): void {
    let held = this.bundles.get(lng);
    if (!held) this.bundles.set(lng, (held = new Map()));
    for (const [key, text] of Object.entries(bundle)) held.set(key, text);
  }

  private lookup(key: string): string | undefined {
    return this.bundles.get(this.language)?.get(key) ?? this.bundles.get('en')?.get(key);
  }

  exists(key: string): boolean {
    return this.lookup(key) !== undefined;
  }

  /** The sentence of a key with its values, or the key itself when no catalogue has it. */
  t(key: string, values?: Values): string {
    const text = this.lookup(key);
    if (text === undefined) return key;
    const memo = `${this.language}\u0000${key}`;
    try {
      let message = this.parsed.get(memo);
      if (!message) {
        message = new IntlMessageFormat(text, this.language, undefined, { ignoreTag: true });
        this.parsed.set(memo, message);
      }
      return String(message.format(values as Parameters<IntlMessageFormat['format']>[0]));
    } catch {
      return text;
    }
  }
}
