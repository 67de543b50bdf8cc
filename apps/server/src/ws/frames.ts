import {
  clientMessageSchema,
  jsonDepthExceeds,
  jsonHasNul,
  MAX_FRAME_BYTES,
  MAX_FRAME_DEPTH,
  PROTOCOL_VERSION,
  type ClientMessage,
  type PlatformCode,
} from '@sprawl/protocol';

/** A frame that could not be turned into a client message, with the refusal to send back. */
export interface BadFrame {
  ok: false;
  clientSeq: number | null;
  code: PlatformCode;
  message: string;
}

const KNOWN_TYPES = new Set(clientMessageSchema.options.map((o) => o.shape.type.value as string));

const parseMessage = (raw: unknown) => clientMessageSchema.safeParse(raw);

/** Refusals quote at most this much of what a client sent, so an answer never grows with the input. */
const QUOTE_LIMIT = 80;

/** A short, printable excerpt of a client-chosen text for a refusal. */
export function quote(text: string): string {
  const printable = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return printable.length > QUOTE_LIMIT ? `${printable.slice(0, QUOTE_LIMIT)}…` : printable;
}

/** The client's sequence number if the frame carries one, so that even a refusal names the move it refuses. */
export function clientSeqOf(raw: unknown): number | null {
  const seq = (raw as { clientSeq?: unknown } | null)?.clientSeq;
  return typeof seq === 'number' && Number.isSafeInteger(seq) ? seq : null;
}

/**
 * Turns one WebSocket frame into a checked client message. Every way a frame
 * can be wrong has its own stable code and a sentence a player can read, and
 * no check recurses over the client's value before its depth is known to be
 * small (see jsonDepthExceeds).
 */
export function parseFrame(data: Buffer, isBinary: boolean): { ok: true; msg: ClientMessage } | BadFrame {
  if (data.length > MAX_FRAME_BYTES)
    return {
      ok: false,
      clientSeq: null,
      code: 'frame_too_large',
      message: `Messages may be at most ${MAX_FRAME_BYTES} bytes; this one had ${data.length}.`,
    };
  if (isBinary)
    return { ok: false, clientSeq: null, code: 'binary_frame', message: 'Messages must be JSON text, not binary.' };
  if (jsonDepthExceeds(data, MAX_FRAME_DEPTH))
    return {
      ok: false,
      clientSeq: null,
      code: 'too_deep',
      message: `Messages may nest lists and objects at most ${MAX_FRAME_DEPTH} levels deep.`,
    };
  const text = data.toString('utf8');
  if (jsonHasNul(text))
    return {
      ok: false,
      clientSeq: null,
      code: 'nul_character',
      message: 'Messages may not contain the NUL character.',
    };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, clientSeq: null, code: 'malformed_json', message: 'That message is not valid JSON.' };
  }
  const type = (raw as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) {
    const named =
      typeof type === 'string'
        ? `"${quote(type)}" is not a message type this server knows`
        : 'A message needs a "type" naming what it is';
    return {
      ok: false,
      clientSeq: clientSeqOf(raw),
      code: 'unknown_type',
      message: `${named} (hello, action, undo, chat, resync or ping).`,
    };
  }
  if (type === 'hello' && (raw as { v?: unknown }).v !== PROTOCOL_VERSION) {
    return {
      ok: false,
      clientSeq: null,
      code: 'unsupported_protocol',
      message: `This server speaks protocol version ${PROTOCOL_VERSION}; please reload the page.`,
    };
  }
  const parsed = parseMessage(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The chat box's own checks (empty, too long, control characters) are sentences meant for the person typing.
    if (type === 'chat' && issue.path[0] === 'text')
      return { ok: false, clientSeq: null, code: 'bad_chat', message: issue.message };
    const where = quote(issue.path.map(String).join('.') || 'message');
    return {
      ok: false,
      clientSeq: clientSeqOf(raw),
      code: 'bad_message',
      message: `That ${type} message is malformed (${where}: ${quote(issue.message)}).`,
    };
  }
  return { ok: true, msg: parsed.data };
}
