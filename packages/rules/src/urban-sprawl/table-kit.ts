/**
 * What a browser table for Urban Sprawl may use: the types of the view and of
 * the moves, the printed cards and their texts, and the board's geometry. It
 * holds data and small pure helpers only, so a table never bundles the engine
 * (and never decides a rule: legality comes from the server's prompts).
 */
export type { UsView, PendingView, PlayerView } from './view';
export type { UsAction } from './actions';
export type { Building, BuildingZone, ContractDeck, ContractSource, MarkerId, Office, Vocation, Zone } from './state';
export { CONTRACT_BOX_COSTS, CONTRACT_TOP_COSTS, OFFICES, PLANNING_BOX_COSTS, PLANNING_TOP_COST } from './state';
export type { Card, ContractCard, PermitCard } from './content/schema';
export { CARDS } from './content/card-set';
export { cardLines, cardWords } from './content/text';
export { permitPayments } from './moves/permits';
export {
  BLOCKS_PER_SIDE,
  LOTS_PER_SIDE,
  MARKER_SPACES,
  PRINTED_PRESTIGE,
  PRINTED_WEALTH,
  blockOfLot,
  footprintsOf,
  lotCol,
  lotRow,
  lotsOfBlock,
} from './board';
