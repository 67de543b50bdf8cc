import type { Effect } from '../../content/schema';
import type { Ctx } from '../../context';
import { MARKER_IDS, type EffectTask } from '../../state';
import { markerKind } from '../../values';
import { vacantSpaces } from '../markers';

/**
 * Places a marker from the holding box, or moves one already in play, into a
 * vacant gray space the actor chooses. With no vacant space (or no marker to
 * use) nothing happens.
 */
export function markerEffect(
  ctx: Ctx,
  task: EffectTask,
  effect: Extract<Effect, { op: 'placeMarker' | 'moveMarker' }>,
): void {
  const s = ctx.s;
  const spaces = vacantSpaces(ctx);
  const entering = effect.op === 'placeMarker';
  const markers = MARKER_IDS.filter(
    (id) => (effect.kind === 'any' || markerKind(id) === effect.kind) && (s.board.markers[id] === null) === entering,
  );
  if (spaces.length === 0 || markers.length === 0) return;
  s.pending = { kind: 'placeMarker', seat: task.actor, markers, spaces };
}
