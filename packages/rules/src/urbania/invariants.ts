import { CONTENT } from './content/catalog';
import { SUITS } from './content/schema';
import { endConditionMet } from './end-phase';
import { MAX_SUBMITTED, type UrState } from './state';

/**
 * Checks that a state is physically possible: every card and tile in exactly
 * one place, scores equal to the sum of their scoring events, value markers
 * matching the board, and the end phase begun exactly when its condition holds.
 * Returns the problems found (empty when sound).
 */
export function invariantProblems(s: UrState): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const count = (ids: string[]) => {
    for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
  };
  count(s.resourcePile);
  count(s.pool);
  count(s.discard);
  count(s.projectPile);
  for (const p of s.players) {
    count(p.hand);
    count(p.projects);
    count(p.front);
    count(p.submitted);
  }
  for (const c of [...CONTENT.resources, ...CONTENT.projects]) {
    const n = seen.get(c.id) ?? 0;
    if (n !== 1) problems.push(`card ${c.id} is in ${n} places`);
  }
  if (seen.size !== CONTENT.resources.length + CONTENT.projects.length) problems.push('unknown cards are in play');
  const tiles = new Set(s.board.map((q) => q.tile));
  if (tiles.size !== 49 || s.board.length !== 49) problems.push('the board does not hold each of the 49 tiles once');

  const renewVp = s.players.map(() => 0);
  const renewedOfType = new Map<string, number>();
  s.board.forEach((q) => {
    const tile = CONTENT.tile[q.tile];
    if (q.renewed) renewedOfType.set(tile.type, (renewedOfType.get(tile.type) ?? 0) + 1);
    if (q.renewedBy !== null) renewVp[q.renewedBy] += tile.vp;
  });
  for (const suit of SUITS) {
    if (s.buildingValue[suit] !== (renewedOfType.get(suit) ?? 0))
      problems.push(
        `the ${suit} marker is at ${s.buildingValue[suit]} but ${renewedOfType.get(suit) ?? 0} are renewed`,
      );
    const v = s.specialistValue[suit];
    if (v < 1 || v > CONTENT.track.top) problems.push(`the ${suit} specialist is off the track at ${v}`);
  }
  s.players.forEach((p, seat) => {
    const l = p.ledger;
    if (p.score !== l.renew + l.specialists + l.submit + l.projects)
      problems.push(`seat ${seat} scores ${p.score}, not the sum of its scoring events`);
    if (l.renew !== renewVp[seat])
      problems.push(`seat ${seat} has ${l.renew} VP from renewals but renewed ${renewVp[seat]} VP of buildings`);
    if (p.score < 0) problems.push(`seat ${seat} has a negative score`);
    for (const id of p.shown ?? [])
      if (!p.hand.includes(id)) problems.push(`seat ${seat} is shown holding ${id}, which is not in its hand`);
    if (p.submitted.length > MAX_SUBMITTED) problems.push(`seat ${seat} submitted ${p.submitted.length} projects`);
    if (s.phase !== 'over' && l.projects !== 0) problems.push(`seat ${seat} scored projects before the end`);
  });
  const met = endConditionMet(s);
  if (s.endRound !== null && !met) problems.push('the end phase began without its condition');
  if (s.endRound === null && met) problems.push('the end condition holds but the end phase has not begun');
  if ((s.endRound === null) !== (s.endTrigger === undefined))
    problems.push('the end phase and the figures of its beginning disagree');
  if (s.phase === 'over' && (s.endRound === null || s.turn.round !== s.endRound + 1))
    problems.push('the game ended outside the final round');
  if (s.turn.actionsLeft < 0 || s.turn.actionsLeft > 2)
    problems.push(`the active player has ${s.turn.actionsLeft} actions`);
  return problems;
}
