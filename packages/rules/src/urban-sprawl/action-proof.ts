import {
  fitsShape,
  isBoolean,
  isIntIn,
  isListOf,
  isOneOf,
  isString,
  provenMove,
  shape,
  type Check,
  type Shape,
} from '../action-proof';
import { MAX_BID, type UsAction } from './actions';
import { MARKER_IDS } from './state';

/** actions.ts's schema, field by field (action-proofs.test.ts holds the two together). */
const lot = isIntIn(0, 143);
const seat = isIntIn(0, 3);
const count = isIntIn(0, Number.MAX_SAFE_INTEGER);
const box = shape({ box: isIntIn(0, 4) });
const top = shape({ top: isOneOf(['town', 'city', 'metropolis']) });
const favor = shape({ favor: isString });
const fromBoxOrTop: Check = (v) => fitsShape(v, box) || fitsShape(v, top);
const contractSource: Check = (v) => fromBoxOrTop(v) || fitsShape(v, favor);

const SHAPES = new Map<UsAction['type'], Shape>([
  ['invest', shape({ card: isString })],
  ['takePlanning', shape({ from: (v) => v === 'top' || isIntIn(0, 3)(v) })],
  [
    'build',
    shape(
      {
        from: contractSource,
        lots: isListOf(lot, 1, 4),
        permits: isListOf(isString, 0, 20),
        renewal: isString,
        demolish: isListOf(count, 0, 4),
      },
      ['renewal', 'demolish'],
    ),
  ],
  ['takeFavor', shape({ from: fromBoxOrTop })],
  ['endTurn', shape({})],
  ['claim', shape({ building: count })],
  ['chooseSeat', shape({ seat })],
  ['placePark', shape({ lot })],
  ['splitVocation', shape({ prestige: isIntIn(0, 5) })],
  ['stealVocation', shape({ from: seat })],
  ['chooseRow', shape({ row: isOneOf(['row', 'column']) })],
  ['chooseOrder', shape({ order: isListOf(seat, 2, 4) })],
  ['chooseBuilding', shape({ building: count })],
  ['chooseLot', shape({ lot })],
  ['placeMarker', shape({ marker: isOneOf(MARKER_IDS), space: isIntIn(0, 8) })],
  ['splitPayment', shape({ prestige: isIntIn(0, 40) })],
  ['decide', shape({ accept: isBoolean })],
  ['bid', shape({ amount: isIntIn(1, MAX_BID) })],
  ['pass', shape({})],
]);

/** Whether `raw` is, beyond doubt, a move the action schema accepts and returns unchanged (action-proof.ts). */
export const provenAction = (raw: unknown): raw is UsAction => provenMove(raw, SHAPES);
