import { isIntIn, isListOf, isOneOf, isStringOfLength, provenMove, shape, type Shape } from '../action-proof';
import type { UrAction } from './actions';
import { SUITS } from './content/schema';

/** actions.ts's schema, field by field (action-proofs.test.ts holds the two together). */
const card = isStringOfLength(1, 8);
const cards = isListOf(card, 0, 20);

const SHAPES = new Map<UrAction['type'], Shape>([
  ['take', shape({ from: isOneOf(['pool', 'resources', 'projects']), card }, ['card'])],
  ['refreshPool', shape({})],
  ['renew', shape({ square: isIntIn(0, 48), cards }, ['cards'])],
  ['hire', shape({ specialist: isOneOf(SUITS), cards }, ['cards'])],
  ['pick', shape({ card })],
  ['submit', shape({ project: card })],
  ['decline', shape({})],
  ['pass', shape({})],
]);

/** Whether `raw` is, beyond doubt, a move the action schema accepts and returns unchanged (action-proof.ts). */
export const provenAction = (raw: unknown): raw is UrAction => provenMove(raw, SHAPES);
