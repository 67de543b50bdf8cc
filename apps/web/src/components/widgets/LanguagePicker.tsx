import { changeLocale, locale, t } from '../../i18n/i18n';
import { LOCALES, rememberLocale, type Locale } from '../../i18n/locale';

/** Each language by its own name, as a speaker of it looks for it. */
const NAMES: Record<Locale, string> = { en: 'English', it: 'Italiano' };

/** A globe drawn, not an emoji: a device without an emoji font showed an empty box. */
function Globe() {
  return (
    <svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" stroke-width="1.2">
        <circle cx="8" cy="8" r="6.4" />
        <ellipse cx="8" cy="8" rx="2.8" ry="6.4" />
        <path d="M1.6 8h12.8M2.6 4.8h10.8M2.6 11.2h10.8" />
      </g>
    </svg>
  );
}

/**
 * The language of this browser's pages: the browser's own by default, and
 * the player's choice once made, kept in this browser. Switching reloads the
 * page, so that every table, log and open dialog is drawn again in it.
 * At a table it sits in the header, where a player looks for it, as a
 * short code ("EN", "IT") that leaves the header one row on a phone
 * (People keeps the full one).
 */
export function LanguagePicker({ where = 'page' }: { where?: 'page' | 'table' } = {}) {
  const pick = async (next: Locale) => {
    rememberLocale(next);
    await changeLocale(next);
    location.reload();
  };
  return (
    <label class={`language-picker${where === 'table' ? ' at-table' : ''}`}>
      {where === 'page' && <Globe />}
      <select
        aria-label={t('ui.header.language')}
        value={locale()}
        data-testid={where === 'table' ? 'table-language' : 'language'}
        onChange={(e) => void pick((e.target as HTMLSelectElement).value as Locale)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l} title={NAMES[l]}>
            {where === 'table' ? l.toUpperCase() : NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
