import { CARDS, cardLines, type Card, type ContractCard, type PermitCard } from '@sprawl/rules/urban-sprawl/table';

export type { Card, ContractCard, PermitCard };

/** Card faces are public data shipped with the rules; ids come from the server's view. */
export const cardById = (id: string): Card | undefined => CARDS.byId[id];

export function cardTitle(id: string): string {
  const c = CARDS.byId[id];
  if (!c) return id;
  switch (c.kind) {
    case 'contract':
    case 'event':
      return c.name;
    case 'renewal':
      return 'Urban Renewal';
    case 'permit':
      return `Build Permit ×${c.permits}`;
  }
}

/** Every line of the card's face, in words (generated from the card data by the rules package). */
export function cardText(id: string): string[] {
  const c = CARDS.byId[id];
  return c ? cardLines(c) : [id];
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
  v.toLowerCase().split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
