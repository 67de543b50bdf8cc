/**
 * Hush Auction's own words on the page, in English (ICU MessageFormat), loaded
 * with its wing (index.ts); the Italian catalogue is typed against this one.
 */
export const HA_UI_EN = {
  // Hush Auction's table in words (issue 50 item 9).
  'ui.ha.round': 'Round {round, number} of {rounds, number}',
  'ui.ha.onOffer': 'On offer:',
  'ui.ha.pile':
    '{n, plural, =0 {The face-down pile is empty.} one {# card left in the face-down pile.} other {# cards left in the face-down pile.}}',
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
  'ui.ha.pileCards': 'Face-down pile: {cards}',
  // The rules page's catalogue: the deck by colour, each card's value and what it does.
  'ui.ha.group': '{colour} cards',
  'ui.ha.group.note': 'Values 1 to {highest, number}; the colour only tells equal values apart.',
  'ui.ha.card.kind': '{colour} card',
  'ui.ha.card.unknown': 'Card',
  'ui.ha.card.summary': 'Worth {value, number} in a bid, as a prize and in a tie',
  'ui.ha.card.value':
    'Value {value, number}. Its colour only tells it apart from the {others, plural, one {other card} other {# other cards}} of value {value, number}.',
  'ui.ha.card.bid':
    'In your hand: bid it face down in a round. The single highest bid takes every prize on offer; when the highest bids are equal, nobody takes them.',
  'ui.ha.card.prize': 'On offer: whoever takes it scores {value, plural, one {# point} other {# points}}.',
  'ui.ha.card.tiebreak':
    'Still in your hand at the end: it adds {value, number} to the total of your hand, which breaks a tie on points.',
} as const;

export type HaUiKey = keyof typeof HA_UI_EN;
