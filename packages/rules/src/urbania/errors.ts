import type { Params } from '../words/message';
import { RuleViolation } from '../words/english';
import { UR_VOICE, type UrWordKey } from './messages';

/** Every code Urbania's rules refuse a move with: a new one is added here first. */
export const UR_REFUSALS = [
  'already_picked',
  'already_refreshed',
  'already_renewed',
  'already_yours',
  'bad_seat',
  'bonus_card',
  'cannot_finish',
  'cannot_pay',
  'drawing',
  'empty_source',
  'face_down',
  'game_over',
  'malformed_action',
  'mixed_colours',
  'must_act',
  'no_actions_left',
  'no_workers',
  'not_adjacent',
  'not_in_draw',
  'not_in_hand',
  'not_in_pool',
  'not_your_turn',
  'not_yours',
  'nothing_to_decline',
  'nothing_to_draw',
  'nothing_to_pay',
  'nothing_to_redeal',
  'paying',
  'pool_card_missing',
  'pool_has_workers',
  'short_payment',
  'submit_limit',
  'wrong_colour',
] as const;
export type UrRefusal = (typeof UR_REFUSALS)[number];

/** Refuses the move being applied (see RuleViolation in words/english.ts). */
export function reject(code: UrRefusal, key: UrWordKey, params?: Params): never {
  throw new RuleViolation(code, params ? { key, params } : { key }, UR_VOICE);
}
