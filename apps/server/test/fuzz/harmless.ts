import type { ClientMessage } from '@sprawl/protocol';
import { urbanSprawl } from '@sprawl/rules';
import { parseFrame } from '../../src/ws/frames';
import type { FuzzFrame } from './frames';

/** A version no match of the test reaches: a move made against it is always refused as stale. */
const NEVER = 1_000_000_000;

/** A card id in the catalogue's shape; anything else names no card. */
const CARD_ID = /^[PTCM]\d{2}$/;

/** A well-formed move the rules refuse whatever the position: it names a card that does not exist. */
function surelyIllegal(action: unknown): boolean {
  const parsed = urbanSprawl.actionSchema.safeParse(action);
  if (!parsed.success) return true;
  const a = parsed.data;
  if (a.type === 'invest') return !CARD_ID.test(a.card);
  if (a.type === 'build' && 'favor' in a.from) return !CARD_ID.test(a.from.favor);
  return false;
}

/**
 * The fuzzer's seat connections hold real seat tokens: a frame from them
 * that happens to be a legal move (an endTurn at the current version, an
 * undo) would be played, and the check that invalid input changes nothing
 * could no longer tell an attack from a move. Such frames are sent against
 * a version the match never reaches, so they still travel the whole move
 * path (duplicate and version checks, refusal, full view sent back) but can
 * never be accepted. Everything else goes out untouched.
 */
export function harmless(frame: FuzzFrame): FuzzFrame {
  if (frame.binary) return frame;
  const parsed = parseFrame(typeof frame.data === 'string' ? Buffer.from(frame.data) : frame.data, false);
  if (!parsed.ok) return frame;
  const msg: ClientMessage = parsed.msg;
  if (msg.type === 'undo' || (msg.type === 'action' && !surelyIllegal(msg.action))) {
    return {
      ...frame,
      kind: `${frame.kind} (never-current version)`,
      data: JSON.stringify({ ...msg, version: NEVER + (msg.clientSeq % 1000) }),
    };
  }
  return frame;
}
