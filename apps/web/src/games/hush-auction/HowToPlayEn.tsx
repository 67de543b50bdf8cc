import { formatList } from '../../i18n/i18n';
import { COLOURS, DECK_SIZE, HAND_SIZE, HIGHEST_VALUE, ROUNDS, SEATS } from './facts';
import { cardName, colourName } from './words';

/**
 * Hush Auction's how-to-play in English, in our own words from the rules'
 * README; every number comes from facts.ts. Kept as a page per language
 * (HowToPlayIt.tsx beside it); the two must say the same things.
 */
export function HowToPlayEn() {
  return (
    <>
      <h2>How to play</h2>
      <p>
        A short game of secret bids for {SEATS.min} to {SEATS.max} players. Every round you bid one card from your hand
        for the prizes on offer; the prizes you take are your points. Most points wins.
      </p>
      <h3>The cards</h3>
      <p>
        The deck holds {DECK_SIZE} cards: {COLOURS.length} colours ({formatList(COLOURS.map(colourName))}) of the values
        1 to {HIGHEST_VALUE}. A card is named by its colour and value, such as {cardName('salt-10')}. Only the value
        counts; the colour just tells equal values apart.
      </p>
      <p>
        You are dealt {HAND_SIZE} cards and keep them secret: the others see only how many you hold. One card from the
        face-down pile is turned up as the first prize.
      </p>
      <h3>A round</h3>
      <ul>
        <li>
          <b>Bid</b>: everyone at once picks a card from their hand and bids it face down. The bids stay hidden until
          all are in; the table shows only who has bid.
        </li>
        <li>
          <b>Reveal</b>: when the last bid is in, all of them are turned over. The single highest bid takes every prize
          on offer. If the highest values are equal, nobody takes them: they stay on offer, joined by the next prize.
        </li>
        <li>
          <b>Draw</b>: the bids are discarded face up. Before the next round everyone draws one card and a new prize is
          turned up.
        </li>
      </ul>
      <h3>The end</h3>
      <p>
        The game lasts {ROUNDS.standard} rounds, {ROUNDS.short} in the short game, and ends sooner should the pile run
        out of cards. Each prize scores its value, and the most points wins; prizes still on offer at the end (the last
        round tied) score for nobody. A tie on points goes to the higher total of the cards still in hand, so a strong
        card saved counts too; a tie on both shares the victory.
      </p>
    </>
  );
}
