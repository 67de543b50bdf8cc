import type { Locale, Params } from '../../words/message';
import type { Catalogue } from '../../words/render';
import { englishVoice } from '../../words/english';
import type { CommonKey } from '../../words/common-en';
import { RAW_CARDS } from '../content/cards';
import { US_EN, type UsKey } from './en';
import { US_IT } from './it';

/** A key of Urban Sprawl's catalogue, of a card's name, or of the shared words. */
export type UsWordKey = UsKey | CommonKey | CardNameKey;
type CardNameKey = `us.cardName.${string}`;

/** A message of this game, its key checked against the catalogue. */
export interface UsMessage {
  key: UsWordKey;
  params?: Params;
}

export const usMsg = (key: UsWordKey, params?: Params): UsMessage => (params ? { key, params } : { key });

/** The key under which a named card's name is in every language: the name is data (cards.ts, names-it.ts). */
export const cardNameKey = (id: string): CardNameKey => `us.cardName.${id}`;

const named = RAW_CARDS as { id: string; name?: string; names?: { it: string } }[];
const namesIn = (locale: Locale): Record<string, string> =>
  Object.fromEntries(
    named.flatMap((c) => (c.name ? [[cardNameKey(c.id), locale === 'en' ? c.name : (c.names?.it ?? '')]] : [])),
  );

/** Urban Sprawl's words in every language: the sentences (en.ts, it.ts) and the card names. */
export const US_MESSAGES: Record<Locale, Catalogue> = {
  en: { ...US_EN, ...namesIn('en') },
  it: { ...US_IT, ...namesIn('it') },
};

export const US_VOICE = englishVoice(US_MESSAGES.en);
