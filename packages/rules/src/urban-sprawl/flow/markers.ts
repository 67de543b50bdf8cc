import { MARKER_SPACES } from '../board';
import type { Ctx } from '../context';
import { say } from '../context';
import { reject } from '../errors';
import type { MarkerId } from '../state';
import { markersBySpace } from '../values';
import { writableBoard } from '../clone-state';
import { usMsg, type UsMessage } from '../messages';

export const vacantSpaces = (ctx: Ctx): number[] =>
  markersBySpace(ctx.s).flatMap((m, space) => (m === null ? [space] : []));

function spaceName(space: number): UsMessage {
  const s = MARKER_SPACES[space];
  return s.edge === 'top'
    ? usMsg('us.space.top', { from: s.columns[0] + 1, to: s.columns[1] + 1 })
    : usMsg('us.space.side', { row: s.row + 1 });
}

/**
 * Puts a marker into a vacant gray space: a marker entering play may go to
 * any vacant space; one already in play must move to a different vacant one.
 * With all nine spaces taken nothing moves. Block values follow the marker.
 */
export function setMarker(ctx: Ctx, id: MarkerId, space: number): void {
  if (!vacantSpaces(ctx).includes(space)) reject('space_taken', 'us.refuse.spaceTaken');
  const markers = writableBoard(ctx.s).markers;
  const from = markers[id];
  markers[id] = space;
  say(ctx, from === null ? 'us.log.markerEntered' : 'us.log.markerMoved', {
    value: Number(id.slice(1)),
    kind: id[0] === 'W' ? 'wealth' : 'prestige',
    space: spaceName(space),
  });
}
