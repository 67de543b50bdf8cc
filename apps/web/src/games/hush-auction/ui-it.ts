import type { HaUiKey } from './ui-en';

/** Hush Auction's own words on the page in Italian; the type makes a missing key a compile error. */
export const HA_UI_IT: Record<HaUiKey, string> = {
  'ui.ha.round': 'Round {round, number} di {rounds, number}',
  'ui.ha.onOffer': 'In palio:',
  'ui.ha.pile':
    '{n, plural, =0 {La pila coperta è vuota.} one {Resta # carta nella pila coperta.} other {Restano # carte nella pila coperta.}}',
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
  'ui.ha.pileCards': 'Pila coperta: {cards}',
  'ui.ha.group': 'carte {colour}',
  'ui.ha.group.note': 'Valori da 1 a {highest, number}; il colore serve solo a distinguere i valori uguali.',
  'ui.ha.card.kind': 'carta {colour}',
  'ui.ha.card.unknown': 'Carta',
  'ui.ha.card.summary': 'Vale {value, number} in un’offerta, come premio e negli spareggi',
  'ui.ha.card.value':
    'Valore {value, number}. Il colore serve solo a distinguerla {others, plural, one {dall’altra carta} other {dalle altre # carte}} di valore {value, number}.',
  'ui.ha.card.bid':
    'In mano: offrila coperta in un round. La sola offerta più alta prende tutti i premi in palio; se le offerte più alte sono pari, i premi non vanno a nessuno.',
  'ui.ha.card.prize': 'In palio: chi la prende ottiene {value, plural, one {# punto} other {# punti}}.',
  'ui.ha.card.tiebreak':
    'Ancora in mano alla fine: aggiunge {value, number} al totale della tua mano, che decide a parità di punti.',
};
