import type { UsState } from './state';

/**
 * The rules version recorded with every match. 1.1.0 (issue 18): the end of
 * the turn runs step 4 (slide, deck tops included) wholly before step 5
 * (refill); a Favor is built from its holder's next turn on, which the state
 * records in `turn.favorsTaken`; a payment with more permits than needed is
 * accepted; the final standings name their tie-break `tiebreak` (the game
 * contract's word) where 1.0.0 wrote `wealth`. 1.0.0 was the first release.
 */
export const RULES_VERSION = '1.1.0';

/**
 * `state` (a state of these rules) written as the rules of `rulesVersion`
 * wrote their states, so that the hashes a match stored under those rules can
 * be checked against a replay with these: since 1.0.0 the state gained
 * `turn.favorsTaken`, which 1.0.0 did not keep, and the final standings'
 * `wealth` became `tiebreak` (same figure). The game is otherwise the
 * same state; where the rules really changed the game (a Favor built on the
 * turn it was taken, a contract turned up in another box) the states differ
 * and the replay still tells. Null for a version these rules do not know.
 */
export function stateAsRecordedBy(state: UsState, rulesVersion: string): UsState | null {
  if (rulesVersion === RULES_VERSION) return state;
  if (rulesVersion !== '1.0.0') return null;
  let older = state;
  if (older.turn.favorsTaken !== undefined) {
    const { favorsTaken: _dropped, ...turn } = older.turn;
    older = { ...older, turn };
  }
  if (older.final !== null) {
    const standings = older.final.standings.map(({ tiebreak, ...rest }) => ({ ...rest, wealth: tiebreak }));
    // The 1.0.0 shape, which today's Standing type no longer names.
    older = { ...older, final: { ...older.final, standings } as unknown as UsState['final'] };
  }
  return older;
}
