import {
  content,
  CITY_SIZE,
  DUAL_SPECIALIST_FACTOR,
  SINGLE_SPECIALIST_FACTOR,
  type Project,
  type Suit,
  type TileType,
} from './content';
import { locale, sayKnown } from '../../i18n/i18n';
import { t } from './t';

/**
 * Every sentence the table shows about Urbania's pieces, kept in one place so
 * players read names, colours and numbers, never ids.
 */

export const typeName = (type: TileType) => t(`ui.ur.type.${type}`);
/** A building type with its article, for a sentence ("the bank", "la banca"). */
export const typeThe = (type: TileType) => t(`ui.ur.typeThe.${type}`);

/** Rows A-G from the north, columns 1-7 from the west, as the engine's log writes them. */
export const squareName = (i: number) => `${'ABCDEFG'[Math.floor(i / CITY_SIZE)]}${(i % CITY_SIZE) + 1}`;

export const specialistName = (s: Suit) =>
  locale() === 'it' ? content.specialist[s].names.it : content.specialist[s].name;
/** A specialist with the article, for a sentence ("the Banker", "il Banchiere"). */
export const specialistThe = (s: Suit) => t('ui.ur.theSpecialist', { name: specialistName(s) });

export const districtName = (d: string) => sayKnown(`ui.ur.district.${d}`, d);

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A resource card as a player names it: its colour and what it shows. */
export function resourceName(id: string): string {
  const c = content.resource[id];
  if (!c) return t('ui.ur.aCard');
  const parts: string[] = [];
  if (c.workers) parts.push(t('ui.ur.workers', { n: c.workers }));
  if (c.rainbowWorkers) parts.push(t('ui.ur.wildWorkers', { n: c.rainbowWorkers }));
  if (c.coins) parts.push(`$${c.coins}`);
  if (c.rainbowCoins) parts.push(t('ui.ur.wildCoins', { n: c.rainbowCoins }));
  return t('ui.ur.resource', { type: typeName(c.suit), parts: parts.join(' + ') });
}

/** A project card's title and what it rewards. */
export function projectTitle(p: Project): string {
  switch (p.kind) {
    case 'district':
      return t('ui.ur.project.district', { district: districtName(p.district) });
    case 'building':
      return t('ui.ur.project.building', { type: typeName(p.type) });
    case 'specialist':
      return `${specialistName(p.specialist)}`;
    case 'pair':
      return `${specialistName(p.specialists[0])} + ${specialistName(p.specialists[1])}`;
  }
}

export function projectRule(p: Project): string {
  switch (p.kind) {
    case 'district':
      return t('ui.ur.rule.district', { n: p.perBuilding, district: districtName(p.district) });
    case 'building':
      return t('ui.ur.rule.building', { n: p.perBuilding, type: typeName(p.type) });
    case 'specialist':
      return t('ui.ur.rule.specialist', {
        n: SINGLE_SPECIALIST_FACTOR,
        specialist: locale() === 'en' ? specialistThe(p.specialist) : specialistName(p.specialist),
      });
    case 'pair':
      return t('ui.ur.rule.pair', { n: DUAL_SPECIALIST_FACTOR });
  }
}

/** Log lines name seats as {sN}; the table shows the player's name instead. */
export function withNames(text: string, names: string[]): string {
  return text.replace(/\{s(\d+)\}/g, (_, n: string) => names[Number(n)] ?? t('ui.common.player', { n: Number(n) + 1 }));
}

/** The first letter in capitals, for a sentence that starts with a card's name. */
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
