export { LOCALES, msg, seatParam, listParam, isSeat, isList, isMessage } from './message';
export type { Locale, Message, Param, Params, SeatParam, ListParam, ListJoin } from './message';
export { renderMessage, catalogueVoice, capitalise, MissingWords } from './render';
export type { Catalogue, Voice } from './render';
export { COMMON_EN, type CommonKey } from './common-en';
export { COMMON_IT } from './common-it';
