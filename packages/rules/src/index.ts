export * from './game';
export type { Ending } from './ending';
export {
  LOCALES,
  msg,
  seatParam,
  listParam,
  renderMessage,
  catalogueVoice,
  capitalise,
  MissingWords,
  COMMON_EN,
  COMMON_IT,
} from './words';
export type { Locale, Message, Param, Params, Catalogue, Voice, CommonKey } from './words';
export { englishVoice, worded, RuleViolation } from './words/english';
export { cloneJson } from './clone';
export { games, gameIds, findGame, type GameId, type AnyGame } from './registry';
export { urbanSprawl } from './urban-sprawl';
export type { UsAction, UsState, UsView, UsOptions, UsRefusal, PendingView, PlayerView } from './urban-sprawl';
export { permitPayments, renderLogText, US_REFUSALS } from './urban-sprawl';
export { hushAuction, HUSH_REFUSALS } from './hush-auction';
export type { HushAction, HushState, HushView, HushOptions, HushRefusal, HushPlayerView } from './hush-auction';
export { playRandomGame, randomMove } from './testing/random-play';
export { seedRng, nextInt, nextUint32, type RngState } from './rng';
export { urbania, urbaniaContent, UR_REFUSALS } from './urbania';
export type { UrAction, UrState, UrView, UrOptions, UrRefusal, UrPlayerView, UrPendingView } from './urbania';
export { secretsOf } from './testing/secrets';
export {
  searchMove,
  estimateChances,
  valueOf,
  sameMove,
  type Estimate,
  type MoveValue,
  BOT_LEVELS,
  LEVEL_BUDGETS,
  reducedBudget,
  isBotLevel,
  type SearchBudget,
  type BotLevel,
  type SearchLevel,
} from './search';
