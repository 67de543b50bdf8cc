import type { PatchMessage } from '@sprawl/protocol';

/** What every viewer in one audience at one version receives alike after a change. */
export type SharedPatchParts = Pick<PatchMessage, 'matchId' | 'version' | 'from' | 'patch' | 'log'>;
/** What only one seat receives: its prompts, legal moves and undo right. */
export type OwnPatchParts = Required<Pick<PatchMessage, 'prompts' | 'legal' | 'canUndo'>>;

/**
 * A patch message is sent to every viewer of a match after every move, and
 * most of it (the patch, the log lines) is the same for all of them. So the
 * message is encoded in two halves, each serialised and encoded once per
 * move, and joined per frame: JSON.parse of the joined bytes is exactly the
 * PatchMessage of both halves (patch-frame.test.ts checks it against the
 * protocol schema). Joining encoded halves, rather than texts that are then
 * encoded whole, writes each byte once however many distinct frames a move
 * makes.
 */
export function sharedPatchBytes(parts: SharedPatchParts): Buffer {
  return Buffer.from(
    `{"type":"patch","matchId":${JSON.stringify(parts.matchId)},"version":${parts.version},"from":${parts.from},"patch":${JSON.stringify(parts.patch)},"log":${JSON.stringify(parts.log)}`,
  );
}

/**
 * The own half of a seat that owes nothing and may do nothing but perhaps
 * take back its move: most viewers after most moves. These are always the
 * same two arrays, so the frames that carry them can be recognised as equal
 * without comparing their bytes (see ChangeFrames).
 */
export const IDLE_OWN = Buffer.from(',"prompts":[],"legal":[],"canUndo":false');
export const IDLE_OWN_UNDO = Buffer.from(',"prompts":[],"legal":[],"canUndo":true');

/**
 * The own half of a seat told the same as in the previous message on its
 * connection: nothing (the protocol's patch leaves them out when unchanged).
 */
export const UNCHANGED_OWN = Buffer.alloc(0);

export function ownPatchBytes(parts: OwnPatchParts): Buffer {
  if (parts.prompts.length === 0 && parts.legal.length === 0) return parts.canUndo ? IDLE_OWN_UNDO : IDLE_OWN;
  return bytesOfTheirOwn(
    `,"prompts":${JSON.stringify(parts.prompts)},"legal":${JSON.stringify(parts.legal)},"canUndo":${parts.canUndo}`,
  );
}

/**
 * The text's bytes in memory of their own. Buffer.from cuts short texts
 * from a shared 8 KB slab, and a connection keeps its own half until the
 * next change (presenter.ts, Shown.own): a kept slice would keep its whole
 * slab alive, however little else of it is in use.
 */
function bytesOfTheirOwn(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/** The whole frame; `ack` is the connection's own move number when this patch carries out its move. */
export function patchFrame(shared: Buffer, own: Buffer, ack?: number): Buffer {
  const tail = ack === undefined ? '}' : `,"ack":${ack}}`;
  const frame = Buffer.allocUnsafe(shared.length + own.length + tail.length);
  shared.copy(frame, 0);
  own.copy(frame, shared.length);
  frame.write(tail, shared.length + own.length, 'latin1');
  return frame;
}
