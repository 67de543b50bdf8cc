/**
 * Hush Auction's own words on the page, in English (ICU MessageFormat), loaded
 * with its wing (index.ts); the Italian catalogue is typed against this one.
 */
export const HA_UI_EN = {
  // Hush Auction's table in words (issue 50 item 9).
  'ui.ha.round': 'Round {round, number} of {rounds, number}',
  'ui.ha.onOffer': 'On offer:',
  'ui.ha.pile':
    '{n, plural, =0 {The prize pile is empty.} one {# card left in the prize pile.} other {# cards left in the prize pile.}}',
  'ui.ha.revealTie': 'Round {round, number}: the highest bids were equal; the prizes stay on offer.',
  'ui.ha.revealWon': 'Round {round, number}: {name} took {prizes}.',
  'ui.ha.bidOf': '{name} bid {card}',
  'ui.ha.player': 'Player',
  'ui.ha.inHand': 'Cards in hand',
  'ui.ha.bid': 'Bid this round',
  'ui.ha.won': 'Prizes won',
  'ui.ha.points': 'Points',
  'ui.ha.hasBid': 'bid placed',
  'ui.ha.notYet': 'not yet',
  'ui.ha.pileCards': 'Prize pile: {cards}',
} as const;

export type HaUiKey = keyof typeof HA_UI_EN;
