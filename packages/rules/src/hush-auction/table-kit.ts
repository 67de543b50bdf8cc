/**
 * What a browser page for Hush Auction may use: the deck and the rules'
 * numbers as data (its rules page words them), so a page never bundles the
 * engine.
 */
export { COLOURS, DECK, HIGHEST_VALUE, valueOf } from './cards';
export { HAND_SIZE, ROUNDS, SEATS } from './state';
