import type { Viewer } from '../game';
import type { UrState } from './state';
import { view } from './view';
import { jsonStrings } from '../testing/json-strings';

/** Every string of a view, keys included (testing/json-strings.ts). */
export const strings = jsonStrings;

/**
 * The hidden-information check shared by the simulator and the tests: no
 * seat's or spectator's view may hold another seat's hand or project cards,
 * anyone's submitted project before the end, or any card of a face-down pile.
 * Card ids are compared against every string in the view, keys included.
 * Returns the problems with what each seat and a spectator can see of this state.
 */
export function leakProblems(s: UrState): string[] {
  const problems: string[] = [];
  const viewers: Viewer[] = [{ kind: 'spectator' }, ...s.players.map((_, seat): Viewer => ({ kind: 'seat', seat }))];
  const piles = [...s.resourcePile, ...s.projectPile];
  for (const viewer of viewers) {
    const seen = strings(view(s, viewer), new Set());
    const hidden = [...piles];
    s.players.forEach((p, seat) => {
      if (viewer.kind === 'seat' && viewer.seat === seat) return;
      // A card everyone saw taken from the pool is no secret (PlayerState.shown).
      hidden.push(...p.hand.filter((id) => !p.shown?.includes(id)), ...p.projects);
      if (s.phase !== 'over') hidden.push(...p.submitted);
    });
    for (const id of hidden) if (seen.has(id)) problems.push(`${JSON.stringify(viewer)} sees hidden card ${id}`);
  }
  return problems;
}
