import { MARKER_SPACES } from '../board';
import type { Ctx } from '../context';
import { say } from '../context';
import { reject } from '../errors';
import type { MarkerId } from '../state';
import { markersBySpace } from '../values';
import { writableBoard } from '../clone-state';

export const vacantSpaces = (ctx: Ctx): number[] =>
  markersBySpace(ctx.s).flatMap((m, space) => (m === null ? [space] : []));

function spaceName(space: number): string {
  const s = MARKER_SPACES[space];
  return s.edge === 'top' ? `above block columns ${s.columns[0] + 1}-${s.columns[1] + 1}` : `beside block row ${s.row + 1}`;
}

/**
 * Puts a marker into a vacant gray space: a marker entering play may go to
 * any vacant space; one already in play must move to a different vacant one.
 * With all nine spaces taken nothing moves. Block values follow the marker.
 */
export function setMarker(ctx: Ctx, id: MarkerId, space: number): void {
  if (!vacantSpaces(ctx).includes(space)) reject('space_taken', 'That gray space is not vacant.');
  const markers = writableBoard(ctx.s).markers;
  const from = markers[id];
  markers[id] = space;
  say(ctx, `The ${id.slice(1)} ${id[0] === 'W' ? 'wealth' : 'prestige'} marker ${from === null ? 'entered play' : 'moved'} ${spaceName(space)}.`);
}
