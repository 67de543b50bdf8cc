import type { Params } from '../words/message';
import { RuleViolation } from '../words/english';
import { US_VOICE, type UsWordKey } from './messages';

/** Every code Urban Sprawl's rules refuse a move with: a new one is added here first (the web client words each one, in every language). */
export const US_REFUSALS = [
  'answer_expected',
  'bad_demolition',
  'bad_footprint',
  'bad_seat',
  'bid_too_low',
  'cannot_pay',
  'contractor_protected',
  'empty_box',
  'favor_limit',
  'favor_taken_this_turn',
  'game_over',
  'invalid_answer',
  'investment_closed',
  'lot_taken',
  'malformed_action',
  'no_cubes',
  'no_demolition',
  'no_prompt',
  'no_renewal_card',
  'no_such_card',
  'not_a_contract',
  'not_a_permit',
  'not_claimable',
  'not_enough_ap',
  'not_enough_permits',
  'not_enough_wealth',
  'not_your_favor',
  'not_your_prompt',
  'not_your_turn',
  'restriction',
  'space_taken',
  'unknown_card',
  'wrong_permits',
  'zoning',
] as const;
export type UsRefusal = (typeof US_REFUSALS)[number];

/** Refuses the move being applied (see RuleViolation in words/english.ts). */
export function reject(code: UsRefusal, key: UsWordKey, params?: Params): never {
  throw new RuleViolation(code, params ? { key, params } : { key }, US_VOICE);
}

/** Refusals quote at most this much of a client's value: an answer must never grow with what was sent. */
const EXCERPT_LIMIT = 40;

/** A short, printable excerpt of client-chosen text (a card id, a schema complaint) for a refusal. */
export function excerpt(text: string, limit = EXCERPT_LIMIT): string {
  const printable = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return printable.length > limit ? `${printable.slice(0, limit)}…` : printable;
}
