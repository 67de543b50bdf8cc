import {
  CARDS,
  cardLines,
  cardWords,
  type Card,
  type ContractCard,
  type PermitCard,
} from '@sprawl/rules/urban-sprawl/table';
import { say } from '../../i18n/i18n';
import { t } from './t';

export type { Card, ContractCard, PermitCard };

/** Card faces are public data shipped with the rules; ids come from the server's view. */
export const cardById = (id: string): Card | undefined => CARDS.byId[id];

export function cardTitle(id: string): string {
  const c = CARDS.byId[id];
  if (!c) return id;
  switch (c.kind) {
    case 'contract':
    case 'event':
      return say({ key: `us.cardName.${c.id}` }) ?? c.name;
    case 'renewal':
      return t('ui.us.renewal');
    case 'permit':
      return t('ui.us.permit', { n: c.permits });
  }
}

/** Every line of the card's face, in the player's language (generated from the card data by the rules package). */
export function cardText(id: string): string[] {
  const c = CARDS.byId[id];
  if (!c) return [id];
  const english = cardLines(c);
  return cardWords(c).map((m, i) => say(m) ?? english[i]);
}

export const asContract = (id: string): ContractCard | null => {
  const c = CARDS.byId[id];
  return c && c.kind === 'contract' ? c : null;
};
export const asPermit = (id: string): PermitCard | null => {
  const c = CARDS.byId[id];
  return c && c.kind === 'permit' ? c : null;
};

export const vocationName = (v: string): string =>
  say({ key: `us.vocation.${v}` }) ??
  v
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
