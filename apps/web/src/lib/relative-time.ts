import { t } from '../i18n/i18n';
/**
 * Times as players of a match across days read them: hours and minutes left
 * for a move ("23 h 40 min"), and how long ago the last move was made
 * ("3 h ago"). Minutes are the finest unit: a time per move is 12 h or more,
 * so seconds would only flicker.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left until `dueAt` at `now`, in whole minutes rounded down (a player told too little hurries, not too late); null once it has passed. */
export function timeLeftText(dueAt: string, now: number): string | null {
  const left = Date.parse(dueAt) - now;
  if (!(left > 0)) return null;
  const minutes = Math.floor(left / MINUTE);
  if (minutes < 1) return t('ui.time.underMinute');
  if (minutes < 60) return t('ui.time.minutes', { m: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours >= 48) return t('ui.time.daysHours', { d: Math.floor(hours / 24), h: hours % 24 });
  return rest === 0 ? t('ui.time.hours', { h: hours }) : t('ui.time.hoursMinutes', { h: hours, m: rest });
}

/** How long ago `at` was, in the largest unit that fits ("just now" under a minute). */
export function agoText(at: string, now: number): string {
  const past = Math.max(0, now - Date.parse(at));
  if (past < MINUTE) return t('ui.time.justNow');
  if (past < HOUR) return t('ui.time.minutesAgo', { n: Math.floor(past / MINUTE) });
  if (past < DAY) return t('ui.time.hoursAgo', { n: Math.floor(past / HOUR) });
  const days = Math.floor(past / DAY);
  return days === 1 ? t('ui.time.yesterday') : t('ui.time.daysAgo', { n: days });
}
