import { LOCALES, type Locale } from '@sprawl/rules/words/core';

/** Where this browser keeps the language its player chose (the choice is per browser, like its seats). */
const KEY = 'sprawl.locale.v1';

const isLocale = (v: unknown): v is Locale => (LOCALES as readonly unknown[]).includes(v);

/** The player's choice if they made one, else the browser's first language we speak, else English. */
export function initialLocale(): Locale {
  try {
    const chosen = localStorage.getItem(KEY);
    if (isLocale(chosen)) return chosen;
  } catch {
    // Storage refused (private mode): the browser's languages still decide.
  }
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

/** Remembers the player's choice for this browser. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Not kept: the choice lasts for this page only.
  }
}

export { LOCALES, isLocale, type Locale };
