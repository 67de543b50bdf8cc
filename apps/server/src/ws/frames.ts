import { clientMessageSchema, MAX_FRAME_BYTES, PROTOCOL_VERSION, type ClientMessage } from '@sprawl/protocol';

/** A frame that could not be turned into a client message, with the refusal to send back. */
export interface BadFrame {
  ok: false;
  clientSeq: number | null;
  code: string;
  message: string;
}

const KNOWN_TYPES = new Set(clientMessageSchema.options.map((o) => o.shape.type.value as string));

/** The client's sequence number if the frame carries one, so that even a refusal names the move it refuses. */
export function clientSeqOf(raw: unknown): number | null {
  const seq = (raw as { clientSeq?: unknown } | null)?.clientSeq;
  return typeof seq === 'number' && Number.isInteger(seq) ? seq : null;
}

/**
 * Turns one WebSocket frame into a checked client message. Every way a frame
 * can be wrong has its own stable code and a sentence a player can read.
 */
export function parseFrame(data: Buffer, isBinary: boolean): { ok: true; msg: ClientMessage } | BadFrame {
  if (data.length > MAX_FRAME_BYTES) return { ok: false, clientSeq: null, code: 'frame_too_large', message: `Messages may be at most ${MAX_FRAME_BYTES} bytes; this one had ${data.length}.` };
  if (isBinary) return { ok: false, clientSeq: null, code: 'binary_frame', message: 'Messages must be JSON text, not binary.' };
  let raw: unknown;
  try {
    raw = JSON.parse(data.toString('utf8'));
  } catch {
    return { ok: false, clientSeq: null, code: 'malformed_json', message: 'That message is not valid JSON.' };
  }
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) {
    return { ok: false, clientSeq: clientSeqOf(raw), code: 'unknown_type', message: `Unknown message type ${JSON.stringify(type ?? null)}.` };
  }
  if (type === 'hello' && (raw as { v?: unknown }).v !== PROTOCOL_VERSION) {
    return { ok: false, clientSeq: null, code: 'unsupported_protocol', message: `This server speaks protocol version ${PROTOCOL_VERSION}; please reload the page.` };
  }
  const parsed = clientMessageSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, clientSeq: clientSeqOf(raw), code: 'bad_message', message: `That ${type} message is malformed (${issue.path.join('.') || 'message'}: ${issue.message}).` };
  }
  return { ok: true, msg: parsed.data };
}
