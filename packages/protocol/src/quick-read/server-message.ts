import { PROTOCOL_VERSION, serverMessageSchema, type ServerMessage } from '../ws';
import { isRoomStatus } from './room-status';
import { every, isBoolean, isInt, isObject, isString, onlyKeys, orNull, type Json } from './shapes';
import { isWorded } from './words';

/**
 * How a client reads a server message: a quick read for the messages every
 * move brings (patches, the room's status when the turn moves on, states,
 * acknowledgements, chat, pongs), and zod for what the quick read cannot
 * prove.
 *
 * Every phone checks every message, and zod spent most of its time on the
 * log lines' words (a lazy, recursive union of records) and the room's
 * status: its check cost more than everything else the client does with a
 * message (docs/benchmarks-history.md, "The client SDK: `npm run bench:client`").
 *
 * The quick read proves or gives up; it never refuses. It accepts only a
 * value that serverMessageSchema would accept and return unchanged: every
 * key one the schema names (zod drops the others), every value of the kind
 * the schema asks for, integers safe. The value is then used as JSON.parse
 * made it, with no copy. Anything it cannot prove, every malformed frame
 * among them, goes to zod, which alone accepts or refuses: a client trusts
 * no frame zod would refuse, and reads zod's refusals as before.
 * test/quick-read.test.ts compares the two over good and broken messages
 * and checks that the key lists below are the schemas' own; the server's
 * test/client-read.test.ts does the same over whole recorded matches of
 * every game.
 */

export const LOG_LINE_KEYS = new Set(['text', 'key', 'params', 'seat', 'card']);
const isLogLine = (v: unknown): boolean =>
  isObject(v) &&
  onlyKeys(v, LOG_LINE_KEYS) &&
  isString(v.text) &&
  isWorded(v) &&
  (v.seat === undefined || isInt(v.seat)) &&
  (v.card === undefined || isString(v.card));

export const PROMPT_KEYS = new Set(['seat', 'kind', 'text', 'key', 'params', 'options']);
const isPrompt = (v: unknown): boolean =>
  isObject(v) &&
  onlyKeys(v, PROMPT_KEYS) &&
  isInt(v.seat) &&
  isString(v.kind) &&
  isString(v.text) &&
  isWorded(v) &&
  Array.isArray(v.options);

export const ADD_KEYS = new Set(['op', 'path', 'value']);
export const REMOVE_KEYS = new Set(['op', 'path']);
function isPatchOp(v: unknown): boolean {
  if (!isObject(v) || !isString(v.path)) return false;
  if (v.op === 'remove') return onlyKeys(v, REMOVE_KEYS);
  // zod wants the key of an unknown value to be there.
  return (v.op === 'add' || v.op === 'replace') && 'value' in v && onlyKeys(v, ADD_KEYS);
}

/** The fields of a state or patch message besides those of its own type (matchFields in ws.ts). */
const isMatchPart = (v: Json): boolean => isString(v.matchId) && isInt(v.version) && every(v.log, isLogLine);

/** What only the receiving seat is told; a patch leaves out what did not change. */
const isOwnPart = (v: Json, optional: boolean): boolean =>
  ((optional && v.prompts === undefined) || every(v.prompts, isPrompt)) &&
  ((optional && v.legal === undefined) || Array.isArray(v.legal)) &&
  ((optional && v.canUndo === undefined) || isBoolean(v.canUndo));

export const CHAT_LINE_KEYS = new Set(['id', 'seat', 'author', 'text', 'matchId', 'step', 'at', 'hint']);
const isChatLine = (v: unknown): boolean =>
  isObject(v) &&
  onlyKeys(v, CHAT_LINE_KEYS) &&
  isInt(v.id) &&
  orNull(isInt)(v.seat) &&
  isString(v.author) &&
  isString(v.text) &&
  orNull(isString)(v.matchId) &&
  orNull(isInt)(v.step) &&
  isString(v.at) &&
  (v.hint === undefined || isBoolean(v.hint));

/** Each message type the quick read knows: the keys its schema names, and the proof of the rest. */
export const QUICK_MESSAGES: Record<string, { keys: ReadonlySet<string>; is: (v: Json) => boolean }> = {
  patch: {
    keys: new Set(['type', 'matchId', 'version', 'prompts', 'legal', 'canUndo', 'log', 'from', 'patch', 'ack']),
    is: (v) =>
      isMatchPart(v) &&
      isOwnPart(v, true) &&
      isInt(v.from) &&
      every(v.patch, isPatchOp) &&
      (v.ack === undefined || isInt(v.ack)),
  },
  state: {
    keys: new Set(['type', 'matchId', 'version', 'prompts', 'legal', 'canUndo', 'log', 'view', 'nextClientSeq']),
    is: (v) =>
      isMatchPart(v) &&
      isOwnPart(v, false) &&
      'view' in v &&
      isInt(v.nextClientSeq) &&
      (v.nextClientSeq as number) >= 0,
  },
  room: { keys: new Set(['type', 'room']), is: (v) => isRoomStatus(v.room) },
  welcome: {
    keys: new Set(['type', 'v', 'role', 'seat', 'room']),
    is: (v) =>
      v.v === PROTOCOL_VERSION &&
      (v.role === 'seat' || v.role === 'spectator') &&
      orNull(isInt)(v.seat) &&
      isRoomStatus(v.room),
  },
  ack: { keys: new Set(['type', 'clientSeq', 'version']), is: (v) => isInt(v.clientSeq) && isInt(v.version) },
  chat: { keys: new Set(['type', 'lines', 'replace']), is: (v) => every(v.lines, isChatLine) && isBoolean(v.replace) },
  pong: { keys: new Set(['type']), is: () => true },
};

/** Whether `v` is a message the quick read proves serverMessageSchema accepts unchanged. */
export function provenServerMessage(v: unknown): v is ServerMessage {
  if (!isObject(v) || typeof v.type !== 'string') return false;
  const known = Object.hasOwn(QUICK_MESSAGES, v.type) ? QUICK_MESSAGES[v.type] : undefined;
  return known !== undefined && onlyKeys(v, known.keys) && known.is(v);
}

/** A server message read from its frame's text, or null when the text is not JSON or not a message this protocol knows. */
export function readServerMessage(text: string): ServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (provenServerMessage(json)) return json;
  const parsed = serverMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
