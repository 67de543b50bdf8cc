import { t } from './t';

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
