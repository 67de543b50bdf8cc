import type { PatchMessage } from '@sprawl/protocol';

/** What every viewer in one audience at one version receives alike after a change. */
export type SharedPatchParts = Pick<PatchMessage, 'matchId' | 'version' | 'from' | 'patch' | 'log'>;
/** What only one seat receives: its prompts, legal moves and undo right. */
export type OwnPatchParts = Pick<PatchMessage, 'prompts' | 'legal' | 'canUndo'>;

/**
 * A patch message is sent to every viewer of a match after every move, and
 * most of it (the patch, the log lines) is the same for all of them. So the
 * message is written as text in two halves, each serialised once per move and
 * joined per connection: JSON.parse of the joined text is exactly the
 * PatchMessage of both halves (patch-frame.test.ts checks it against the
 * protocol schema).
 */
export function sharedPatchText(parts: SharedPatchParts): string {
  return `{"type":"patch","matchId":${JSON.stringify(parts.matchId)},"version":${parts.version},"from":${parts.from},"patch":${JSON.stringify(parts.patch)},"log":${JSON.stringify(parts.log)}`;
}

/**
 * The own part of a seat that owes nothing and may do nothing but perhaps
 * take back its move: most viewers after most moves. These are always the
 * same two strings, so the frames that carry them can be recognised as equal
 * without comparing their text (see ChangeFrames).
 */
export const IDLE_OWN = '"prompts":[],"legal":[],"canUndo":false';
export const IDLE_OWN_UNDO = '"prompts":[],"legal":[],"canUndo":true';

export function ownPatchText(parts: OwnPatchParts): string {
  if (parts.prompts.length === 0 && parts.legal.length === 0) return parts.canUndo ? IDLE_OWN_UNDO : IDLE_OWN;
  return `"prompts":${JSON.stringify(parts.prompts)},"legal":${JSON.stringify(parts.legal)},"canUndo":${parts.canUndo}`;
}

/** The whole frame; `ack` is the connection's own move number when this patch carries out its move. */
export function patchFrame(shared: string, own: string, ack?: number): string {
  return ack === undefined ? `${shared},${own}}` : `${shared},${own},"ack":${ack}}`;
}
