/**
 * What a browser table for Urbania may use: the types of the view and of the
 * moves and the printed content (tiles, cards, projects, track) as data, so a
 * table never bundles the engine.
 */
export type { UrAction } from './actions';
export type {
  UrView,
  PlayerView as UrPlayerView,
  PendingView as UrPendingView,
  PaymentView as UrPaymentView,
} from './view';
export { END_SPECIALIST_VALUE, END_SPECIALISTS, END_UNDEVELOPED } from './end-conditions';
export { DUAL_SPECIALIST_FACTOR, SINGLE_SPECIALIST_FACTOR, SUBMIT_COST_STEP } from './project-rules';
export { MAX_SUBMITTED } from './state';
export type { Project, ResourceCard, Suit, Tile, TileType } from './content/schema';
export { CONTENT } from './content/catalog';
