/**
 * Urbania's printed facts (tiles, cards, projects, track) as data, from the
 * rules' table kit, so the browser bundle gets the content tables only, never
 * the engine.
 */
import { CONTENT } from '@sprawl/rules/urbania/table';

export type {
  Project,
  ResourceCard,
  Suit,
  Tile,
  TileType,
  UrAction,
  UrView,
  UrPlayerView,
  UrPendingView,
  UrPaymentView,
} from '@sprawl/rules/urbania/table';
export {
  DUAL_SPECIALIST_FACTOR,
  END_SPECIALIST_VALUE,
  END_SPECIALISTS,
  END_UNDEVELOPED,
  MAX_SUBMITTED,
  SINGLE_SPECIALIST_FACTOR,
  SUBMIT_COST_STEP,
} from '@sprawl/rules/urbania/table';

export const content = CONTENT;

/** The six commercial suits in the rulebook's order, as the value track lists them. */
export const SUITS = ['factory', 'bank', 'hospital', 'business', 'school', 'park'] as const;

/** The city is 7 squares on a side, numbered row by row from the north-west. */
export const CITY_SIZE = 7;
