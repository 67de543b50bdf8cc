import type { Locale, Params } from '../words/message';
import { msg, type Message } from '../words/message';
import type { Catalogue } from '../words/render';
import type { CommonKey } from '../words/common-en';
import { englishVoice } from '../words/english';

/** Hush Auction's words in English: the reference (see words/format.ts for the template syntax). */
const HA_EN = {
  'ha.colour.reed': 'reed',
  'ha.colour.clay': 'clay',
  'ha.colour.moss': 'moss',
  'ha.colour.salt': 'salt',
  'ha.card': '{colour} {value}',
  'ha.prompt.bid': 'Bid one card from your hand, face down.',
  'ha.log.bids': '{who} bids a card face down.',
  'ha.log.revealed': 'The bids are {bids}.',
  'ha.log.bidOf': '{who}: {card}',
  'ha.log.tie': 'The highest bids are equal; {prizes} {count, plural, one {stays} other {stay}} on offer.',
  'ha.log.takes': '{who} takes {prizes}.',
  'ha.log.gameOver': 'Game over. {winners} {count, plural, one {wins} other {share the victory}}.',
  'ha.refuse.malformed': 'That move is not a bid of one card.',
  'ha.refuse.alreadyBid': 'You have already bid this round; wait for the others.',
  'ha.refuse.notInHand': 'You can only bid a card from your own hand.',
} as const;

type HaKey = keyof typeof HA_EN;

/** The same in Italian; the type makes a missing key a compile error. */
const HA_IT: Record<HaKey, string> = {
  'ha.colour.reed': 'canna',
  'ha.colour.clay': 'argilla',
  'ha.colour.moss': 'muschio',
  'ha.colour.salt': 'sale',
  'ha.card': '{colour} {value}',
  'ha.prompt.bid': 'Offri una carta dalla tua mano, coperta.',
  'ha.log.bids': '{who} offre una carta coperta.',
  'ha.log.revealed': 'Le offerte sono: {bids}.',
  'ha.log.bidOf': '{who}: {card}',
  'ha.log.tie':
    'Le offerte più alte sono pari; {count, plural, one {{prizes} resta} other {{prizes} restano}} in palio.',
  'ha.log.takes': '{who} prende {prizes}.',
  'ha.log.gameOver': 'Partita finita. {count, plural, one {Vince {winners}} other {Vincono a pari merito {winners}}}.',
  'ha.refuse.malformed': 'Questa mossa non è l’offerta di una carta.',
  'ha.refuse.alreadyBid': 'Hai già fatto la tua offerta in questo round; aspetta gli altri.',
  'ha.refuse.notInHand': 'Puoi offrire solo una carta della tua mano.',
};

export const HA_MESSAGES: Record<Locale, Catalogue> = { en: HA_EN, it: HA_IT };
export const HA_VOICE = englishVoice(HA_EN);

export const haMsg = (key: HaKey | CommonKey, params?: Params): Message => msg(key, params);

/** A card by its colour and value: "moss 12" (its id is "moss-12", which a player should never read). */
export function cardWords(id: string): Message {
  const cut = id.indexOf('-');
  return haMsg('ha.card', {
    colour: haMsg(`ha.colour.${id.slice(0, cut)}` as HaKey),
    value: Number(id.slice(cut + 1)),
  });
}
