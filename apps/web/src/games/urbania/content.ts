/**
 * Urbania's printed facts (tiles, cards, projects, track) as data. Imported by
 * path rather than through the rules package's index so the browser bundle
 * gets the content tables only, never the engine.
 */
import { CONTENT } from '@sprawl/rules/src/urbania/content/catalog';

export type { Project, ResourceCard, Suit, Tile, TileType } from '@sprawl/rules/src/urbania/content/schema';
export type { UrAction, UrView, UrPlayerView, UrPendingView } from '@sprawl/rules';

export const content = CONTENT;

/** The six commercial suits in the rulebook's order, as the value track lists them. */
export const SUITS = ['factory', 'bank', 'hospital', 'business', 'school', 'park'] as const;

/** The city is 7 squares on a side, numbered row by row from the north-west. */
export const CITY_SIZE = 7;
