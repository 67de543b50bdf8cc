import { BOT_LEVELS, seedRng } from '@sprawl/rules';
import {
  botLevelSchema,
  chatLineSchema,
  continuesSchema,
  logLineSchema,
  paceSchema,
  patchOpSchema,
  PROTOCOL_VERSION,
  promptSchema,
  provenServerMessage,
  readServerMessage,
  roomStatusSchema,
  seatStatusSchema,
  serverMessageSchema,
  type RoomStatus,
  type ServerMessage,
  type WireMessage,
} from '../src';
import {
  CONTINUES_KEYS,
  DAYS_KEYS,
  LIVE_KEYS,
  ROOM_KEYS,
  SEAT_KEYS,
  SPECTATOR_KEYS,
} from '../src/quick-read/room-status';
import {
  ADD_KEYS,
  CHAT_LINE_KEYS,
  LOG_LINE_KEYS,
  PROMPT_KEYS,
  QUICK_MESSAGES,
  REMOVE_KEYS,
} from '../src/quick-read/server-message';
import { brokenVariant, readingDiffers } from './broken-json';

/**
 * The client's quick read of server messages (src/quick-read) must never
 * accept what zod refuses, nor return anything but what zod returns; and it
 * must go on proving the messages a match brings (or it is only slower).
 */

const seat = (index: number, more: Partial<RoomStatus['seats'][number]> = {}): RoomStatus['seats'][number] => ({
  index,
  name: `P${index}`,
  taken: true,
  isBot: false,
  isHost: index === 0,
  connected: true,
  handOverIn: null,
  standIn: false,
  clock: null,
  clockRunning: false,
  rematch: false,
  dueAt: null,
  overdue: false,
  moreTimeLeft: null,
  lastSeenAt: null,
  ...more,
});

const room: RoomStatus = {
  id: 'r1',
  inviteCode: 'i'.repeat(22),
  game: 'urban-sprawl',
  options: { variant: 'standard', short: true },
  seatCount: 3,
  status: 'playing',
  seats: [
    seat(0),
    seat(1, { isBot: true, botLevel: 'hard', clock: 12.5, clockRunning: true }),
    seat(2, { connected: false, handOverIn: 0, dueAt: '2026-11-28T10:00:00.000Z', overdue: true, moreTimeLeft: 1 }),
  ],
  matchId: 'm1',
  version: 12,
  continues: { kind: 'fork', fromMatch: 'm0', step: 40 },
  spectatorChat: false,
  turnClockSeconds: 600,
  spectators: [{ id: 3, name: 'Eve' }],
  matchesPlayed: 2,
  name: 'Friday',
  pace: { kind: 'days', moveHours: 24, botOnExpiry: true },
  lastMoveAt: '2026-11-28T09:00:00.000Z',
  learning: false,
};

const words: WireMessage = {
  key: 'us.log.built',
  params: {
    who: { seat: 1 },
    n: 3,
    what: 'a park',
    cards: {
      list: [{ key: 'us.card.a' }, { key: 'us.card.b', params: { x: { list: [1, 'two'], join: 'or' } } }],
      join: 'and',
    },
  },
};

const GOOD: ServerMessage[] = [
  { type: 'welcome', v: PROTOCOL_VERSION, role: 'seat', seat: 1, room },
  {
    type: 'welcome',
    v: PROTOCOL_VERSION,
    role: 'spectator',
    seat: null,
    room: { ...room, continues: null, pace: { kind: 'live' } },
  },
  { type: 'room', room },
  {
    type: 'state',
    matchId: 'm1',
    version: 12,
    prompts: [{ seat: 1, kind: 'choose', text: 'Choose.', ...words, options: [{ type: 'a' }, 2] }],
    legal: [{ type: 'endTurn' }],
    canUndo: true,
    log: [{ text: 'P1 built a park.', ...words, seat: 1, card: 'park' }, { text: 'Plain.' }],
    view: { board: [[1, null], { a: 'b' }], hand: [] },
    nextClientSeq: 4,
  },
  {
    type: 'patch',
    matchId: 'm1',
    version: 13,
    from: 12,
    log: [{ text: 'P1 built a park.', ...words, seat: 1 }],
    patch: [
      { op: 'replace', path: '/board/0/1', value: { a: [1] } },
      { op: 'add', path: '/hand/-', value: null },
      { op: 'remove', path: '/x~1y' },
    ],
    ack: 3,
  },
  { type: 'patch', matchId: 'm1', version: 14, from: 13, log: [], patch: [], prompts: [], legal: [], canUndo: false },
  { type: 'ack', clientSeq: 5, version: 14 },
  {
    type: 'chat',
    lines: [
      { id: 1, seat: null, author: 'Eve', text: 'hi', matchId: null, step: null, at: '2026-11-28T09:00:00.000Z' },
    ],
    replace: true,
  },
  { type: 'pong' },
];

const keysOf = (shape: object) => new Set(Object.keys(shape));

test('the quick read proves every good message, and reads it as zod does', () => {
  for (const message of GOOD) {
    const text = JSON.stringify(message);
    expect([message.type, provenServerMessage(JSON.parse(text))]).toEqual([message.type, true]);
    expect(readServerMessage(text)).toEqual(serverMessageSchema.parse(JSON.parse(text)));
    expect(readingDiffers(text)).toBeNull();
  }
});

test('broken messages: the quick read never proves what zod refuses or changes, and the client reads them as zod does', () => {
  const rng = seedRng('quick-read-broken');
  let refused = 0;
  for (let i = 0; i < 6_000; i++) {
    const text = brokenVariant(rng, JSON.stringify(GOOD[i % GOOD.length]));
    const differs = readingDiffers(text);
    if (differs !== null) throw new Error(`${differs}\n${text}`);
    if (readServerMessage(text) === null) refused++;
  }
  // Most variants are broken beyond what zod lets through: the comparison above is about refusals, not only good ones.
  expect(refused).toBeGreaterThan(2_000);
});

test('messages the quick read leaves to zod are still read: a rejection, a days pace that zod completes', () => {
  const rejected = { type: 'rejected', clientSeq: 2, code: 'stale_version', message: 'Old.' };
  expect(provenServerMessage(rejected)).toBe(false);
  expect(readServerMessage(JSON.stringify(rejected))).toEqual(rejected);
  const days = { type: 'room', room: { ...room, pace: { kind: 'days', moveHours: 12 } } };
  expect(provenServerMessage(days)).toBe(false);
  expect(readServerMessage(JSON.stringify(days))).toMatchObject({ room: { pace: { botOnExpiry: false } } });
  expect(readServerMessage('{"type":"pong"')).toBeNull();
  expect(readServerMessage('{"type":"patch"}')).toBeNull();
});

test("the quick read's key lists are the schemas' own (a field added to a schema must be added to the quick read)", () => {
  for (const option of serverMessageSchema.options) {
    const type = option.shape.type.value;
    if (Object.hasOwn(QUICK_MESSAGES, type))
      expect([type, QUICK_MESSAGES[type].keys]).toEqual([type, keysOf(option.shape)]);
  }
  expect(Object.keys(QUICK_MESSAGES).sort()).toEqual(['ack', 'chat', 'patch', 'pong', 'room', 'state', 'welcome']);
  expect(ROOM_KEYS).toEqual(keysOf(roomStatusSchema.shape));
  expect(SEAT_KEYS).toEqual(keysOf(seatStatusSchema.shape));
  expect(CONTINUES_KEYS).toEqual(keysOf(continuesSchema.shape));
  expect(SPECTATOR_KEYS).toEqual(keysOf(roomStatusSchema.shape.spectators.element.shape));
  expect([LIVE_KEYS, DAYS_KEYS]).toEqual(paceSchema.options.map((o) => keysOf(o.shape)));
  expect(LOG_LINE_KEYS).toEqual(keysOf(logLineSchema.shape));
  expect(PROMPT_KEYS).toEqual(keysOf(promptSchema.shape));
  expect(CHAT_LINE_KEYS).toEqual(keysOf(chatLineSchema.shape));
  expect([ADD_KEYS, REMOVE_KEYS, ADD_KEYS]).toEqual(patchOpSchema.options.map((o) => keysOf(o.shape)));
  expect(botLevelSchema.options).toEqual([...BOT_LEVELS]);
});
