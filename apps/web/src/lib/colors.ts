import { t } from '../i18n/i18n';
/** Zone colors as printed (CIV red, COM gold, IND blue, RES purple, parks green), deep enough for their text to meet WCAG AA. */
export const ZONE_COLORS: Record<string, string> = {
  CIV: '#c9302c',
  COM: '#e0a526',
  IND: '#2f6fd0',
  RES: '#8a4fbf',
  PARK: '#2e7d3e',
};
export const ZONE_TEXT: Record<string, string> = {
  CIV: '#fff',
  COM: '#2b2100',
  IND: '#fff',
  RES: '#fff',
  PARK: '#fff',
};
// In the page's language (fixed for the page's life: switching reloads it).
export const ZONE_NAMES: Record<string, string> = Object.fromEntries(
  (['CIV', 'COM', 'IND', 'RES', 'PARK'] as const).map((z) => [z, t(`ui.zone.${z}`)]),
);

/** Player cube colors, chosen to stand out on every zone color. */
export const PLAYER_COLORS = ['#f5f5f0', '#1f1f24', '#ff7a1a', '#19c3c9', '#d13f8f'];
export const PLAYER_INK = ['#1f1f24', '#f5f5f0', '#1f1f24', '#1f1f24', '#f5f5f0'];
export const PLAYER_COLOR_NAMES = ['White', 'Black', 'Orange', 'Teal', 'Pink'];
