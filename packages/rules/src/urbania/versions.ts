import type { UrState } from './state';

/**
 * The rules version recorded with every match. 1.1.0 (issue 37): the end
 * phase begins on the move that meets its condition, even when that move
 * leaves a card-icon card still to take (1.0.0 waited for the card), and the
 * state keeps the figures of that moment in `endTrigger` for the ending's
 * explanation. The VP card comes once a score goes beyond 50 (at 51, not at
 * 50), and a payment named whole is judged as a set; neither changes a state
 * 1.0.0 accepted. 1.0.0 was the first release. 1.2.0 (issue 34): each
 * player keeps `shown`, the cards of its hand everyone saw taken from the
 * pool, so that the search bot samples only hands consistent with them; the
 * moves and their results are those of 1.1.0.
 */
export const RULES_VERSION = '1.2.0';

/**
 * `state` (a state of these rules) written as the rules of `rulesVersion`
 * wrote their states, so that the hashes a match stored under those rules can
 * be checked against a replay with these. 1.1.0 and 1.0.0 kept no player's
 * `shown`. 1.0.0 kept no `endTrigger` either, and in
 * the one position between a renewal that met an end condition and the card
 * its icon earned, it had not yet begun the end phase. Every other position
 * is the same. Null for a version these rules do not know.
 */
export function stateAsRecordedBy(state: UrState, rulesVersion: string): UrState | null {
  if (rulesVersion === RULES_VERSION) return state;
  if (rulesVersion !== '1.1.0' && rulesVersion !== '1.0.0') return null;
  // Before 1.2.0 no player kept `shown`; every other key is as 1.1.0 wrote it.
  const players = state.players.some((p) => p.shown)
    ? state.players.map(({ shown: _shown, ...rest }) => rest)
    : state.players;
  const v11 = players === state.players ? state : { ...state, players };
  if (rulesVersion === '1.1.0') return v11;
  return asRecordedBy100(v11);
}

function asRecordedBy100(state: UrState): UrState {
  const { endTrigger, ...older } = state;
  if (endTrigger === undefined) return state;
  // The move that began the end phase is this very position, and its card is still to take.
  if (state.pending?.kind === 'bonus' && endTrigger.step === state.step) return { ...older, endRound: null };
  return older;
}
