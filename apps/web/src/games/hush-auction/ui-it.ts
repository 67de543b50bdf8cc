import type { HaUiKey } from './ui-en';

/** Hush Auction's own words on the page in Italian; the type makes a missing key a compile error. */
export const HA_UI_IT: Record<HaUiKey, string> = {
  'ui.ha.round': 'Round {round, number} di {rounds, number}',
  'ui.ha.onOffer': 'In palio:',
  'ui.ha.pile':
    '{n, plural, =0 {La pila dei premi è vuota.} one {Resta # carta nella pila dei premi.} other {Restano # carte nella pila dei premi.}}',
  'ui.ha.revealTie': 'Round {round, number}: le offerte più alte erano pari; i premi restano in palio.',
  'ui.ha.revealWon': 'Round {round, number}: {name} ha preso {prizes}.',
  'ui.ha.bidOf': '{name} ha offerto {card}',
  'ui.ha.player': 'Giocatore',
  'ui.ha.inHand': 'Carte in mano',
  'ui.ha.bid': 'Offerta del round',
  'ui.ha.won': 'Premi vinti',
  'ui.ha.points': 'Punti',
  'ui.ha.hasBid': 'fatta',
  'ui.ha.notYet': 'non ancora',
  'ui.ha.pileCards': 'Pila dei premi: {cards}',
};
