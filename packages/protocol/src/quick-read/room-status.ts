import { BOT_LEVELS } from '@sprawl/rules/levels';
import { MOVE_HOURS } from '../http';
import { every, isBoolean, isInt, isNumber, isObject, isRecordOfUnknown, isString, onlyKeys, orNull } from './shapes';

/** The quick read of a room's status (http.ts, roomStatusSchema), sent to everyone whenever the turn moves on. */

export const SEAT_KEYS = new Set([
  'index',
  'name',
  'taken',
  'isBot',
  'botLevel',
  'isHost',
  'connected',
  'handOverIn',
  'standIn',
  'clock',
  'clockRunning',
  'rematch',
  'dueAt',
  'overdue',
  'moreTimeLeft',
  'lastSeenAt',
]);
const BOT_LEVEL_NAMES: ReadonlySet<unknown> = new Set(BOT_LEVELS);
const isNullableString = orNull(isString);
const isNullableInt = orNull(isInt);

const isSeat = (v: unknown): boolean =>
  isObject(v) &&
  onlyKeys(v, SEAT_KEYS) &&
  isInt(v.index) &&
  isNullableString(v.name) &&
  isBoolean(v.taken) &&
  isBoolean(v.isBot) &&
  (v.botLevel === undefined || BOT_LEVEL_NAMES.has(v.botLevel)) &&
  isBoolean(v.isHost) &&
  isBoolean(v.connected) &&
  isNullableInt(v.handOverIn) &&
  isBoolean(v.standIn) &&
  orNull(isNumber)(v.clock) &&
  isBoolean(v.clockRunning) &&
  isBoolean(v.rematch) &&
  isNullableString(v.dueAt) &&
  isBoolean(v.overdue) &&
  (v.moreTimeLeft === null || (isInt(v.moreTimeLeft) && (v.moreTimeLeft as number) >= 0)) &&
  isNullableString(v.lastSeenAt);

export const CONTINUES_KEYS = new Set(['kind', 'fromMatch', 'step']);
const isContinues = (v: unknown): boolean =>
  isObject(v) &&
  onlyKeys(v, CONTINUES_KEYS) &&
  (v.kind === 'fork' || v.kind === 'import') &&
  isNullableString(v.fromMatch) &&
  isNullableInt(v.step);

export const SPECTATOR_KEYS = new Set(['id', 'name']);
const isSpectator = (v: unknown): boolean =>
  isObject(v) && onlyKeys(v, SPECTATOR_KEYS) && isInt(v.id) && isString(v.name);

export const LIVE_KEYS = new Set(['kind']);
export const DAYS_KEYS = new Set(['kind', 'moveHours', 'botOnExpiry']);
const HOURS: ReadonlySet<unknown> = new Set(MOVE_HOURS);
/** zod fills in an absent `botOnExpiry`: only a pace that has it comes out unchanged. */
const isPace = (v: unknown): boolean =>
  isObject(v) &&
  (v.kind === 'live'
    ? onlyKeys(v, LIVE_KEYS)
    : v.kind === 'days' && onlyKeys(v, DAYS_KEYS) && HOURS.has(v.moveHours) && isBoolean(v.botOnExpiry));

/** Game ids as gameIdSchema words them (ASCII only, so characters and code points count alike). */
const GAME_ID = /^[a-z0-9-]{1,40}$/;

export const ROOM_KEYS = new Set([
  'id',
  'inviteCode',
  'game',
  'options',
  'seatCount',
  'status',
  'seats',
  'matchId',
  'version',
  'continues',
  'spectatorChat',
  'turnClockSeconds',
  'spectators',
  'matchesPlayed',
  'name',
  'pace',
  'lastMoveAt',
  'learning',
]);
export const isRoomStatus = (v: unknown): boolean =>
  isObject(v) &&
  onlyKeys(v, ROOM_KEYS) &&
  isString(v.id) &&
  isString(v.inviteCode) &&
  isString(v.game) &&
  GAME_ID.test(v.game) &&
  isRecordOfUnknown(v.options) &&
  isInt(v.seatCount) &&
  (v.status === 'lobby' || v.status === 'playing' || v.status === 'finished') &&
  every(v.seats, isSeat) &&
  isNullableString(v.matchId) &&
  isInt(v.version) &&
  (v.continues === null || isContinues(v.continues)) &&
  isBoolean(v.spectatorChat) &&
  isNullableInt(v.turnClockSeconds) &&
  every(v.spectators, isSpectator) &&
  isInt(v.matchesPlayed) &&
  isNullableString(v.name) &&
  isPace(v.pace) &&
  isNullableString(v.lastMoveAt) &&
  isBoolean(v.learning);
