import type { Locale, Params } from '../../words/message';
import type { Catalogue } from '../../words/render';
import type { CommonKey } from '../../words/common-en';
import { englishVoice } from '../../words/english';
import { RAW_SPECIALISTS } from '../content/board';
import { UR_EN, type UrKey } from './en';
import { UR_IT } from './it';

type SpecialistKey = `ur.specialist.${string}`;

/** A key of Urbania's catalogue, of a specialist's name, or of the shared words. */
export type UrWordKey = UrKey | CommonKey | SpecialistKey;

export interface UrMessage {
  key: UrWordKey;
  params?: Params;
}

export const urMsg = (key: UrWordKey, params?: Params): UrMessage => (params ? { key, params } : { key });

/** A specialist's name in every language: the names are data (content/board.ts). */
export const specialistName = (suit: string): UrMessage => urMsg(`ur.specialist.${suit}`);

const namesIn = (locale: Locale): Record<string, string> =>
  Object.fromEntries(RAW_SPECIALISTS.map((s) => [`ur.specialist.${s.suit}`, locale === 'en' ? s.name : s.names.it]));

/** Urbania's words in every language: the sentences (en.ts, it.ts) and the specialists' names. */
export const UR_MESSAGES: Record<Locale, Catalogue> = {
  en: { ...UR_EN, ...namesIn('en') },
  it: { ...UR_IT, ...namesIn('it') },
};

export const UR_VOICE = englishVoice(UR_MESSAGES.en);
