// Generated from prisma/schema.prisma by apps/server/scripts/db-types.ts (`npm run db:types`): do not edit.
// The tables as the server's queries see them (db/query.ts); test/db-types.test.ts keeps it up to date.
import type { ColumnType, Generated } from 'kysely';

/** A json or jsonb value as `pg` parses it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type RoomStatus = 'lobby' | 'playing' | 'finished';
export type SeatBotLevel = 'easy' | 'normal' | 'hard';
export type MatchStatus = 'running' | 'finished';
export type ActionKind = 'move' | 'undo';
export type RoomWebhookLastProblem = 'refused' | 'timed_out' | 'unresolved' | 'forbidden' | 'http' | 'failed';
export type NotifyOutboxKind = 'turn' | 'expired' | 'moreTime' | 'start' | 'end' | 'rematch' | 'confirm';
export type NotifyOutboxChannel = 'push' | 'email' | 'webhook';

/** Table `rooms` (model Room). */
export interface RoomTable {
  id: string;
  invite_code: string;
  game: string;
  seat_count: number;
  options: Generated<Json>;
  status: Generated<RoomStatus>;
  version: Generated<number>;
  start_from: string | null;
  spectator_chat: Generated<boolean>;
  turn_clock_seconds: number | null;
  name: string | null;
  move_seconds: number | null;
  bot_on_expiry: Generated<boolean>;
  learning: Generated<boolean>;
  created_at: Generated<Date>;
}

/** Table `seats` (model Seat). */
export interface SeatTable {
  room_id: string;
  index: number;
  name: string | null;
  name_keys: Generated<string[]>;
  token_hash: string | null;
  is_host: Generated<boolean>;
  is_bot: Generated<boolean>;
  bot_level: Generated<SeatBotLevel>;
  joined_at: Date | null;
  wants_rematch: Generated<boolean>;
  clock_ms: number | null;
  stand_in: Generated<boolean>;
  reclaimed: Generated<boolean>;
  one_turn: Generated<boolean>;
  last_seen_at: Date | null;
}

/** Table `matches` (model Match). */
export interface MatchTable {
  id: string;
  room_id: string;
  game: string;
  rules_version: string;
  seed: string;
  options: Json;
  seat_count: number;
  version: Generated<number>;
  status: Generated<MatchStatus>;
  result: Json | null;
  forked_from: string | null;
  imported: Generated<boolean>;
  created_at: Generated<Date>;
  finished_at: Date | null;
  deciding: Generated<number[]>;
  moved_at: Date | null;
  players: Json | null;
  move_seconds: number | null;
  more_time: Generated<number[]>;
}

/** Table `actions` (model Action). */
export interface ActionTable {
  match_id: string;
  seq: number;
  seat: number;
  kind: ActionKind;
  payload: Json;
  client_seq: number | null;
  log: Json;
  state_hash: string | null;
  deciding: Generated<number[]>;
  created_at: Generated<Date>;
}

/** Table `snapshots` (model Snapshot). */
export interface SnapshotTable {
  match_id: string;
  version: number;
  state: Json;
  created_at: Generated<Date>;
}

/** Table `match_reviews` (model MatchReview). */
export interface MatchReviewTable {
  match_id: string;
  review: Json;
  created_at: Generated<Date>;
}

/** Table `replay_steps` (model ReplaySteps). */
export interface ReplayStepsTable {
  match_id: string;
  version: number;
  rules: string;
  log_digest: string;
  summaries: Json;
  divergence: Json | null;
  created_at: Generated<Date>;
}

/** Table `chat_messages` (model ChatMessage). */
export interface ChatMessageTable {
  id: Generated<number>;
  room_id: string;
  match_id: string | null;
  step: number | null;
  seat: number | null;
  author: string;
  text: string;
  hint: Generated<boolean>;
  created_at: Generated<Date>;
}

/** Table `servers` (model Server). */
export interface ServerTable {
  id: string;
  alive_until: Date;
}

/** Table `seat_presence` (model SeatPresence). */
export interface SeatPresenceTable {
  server_id: string;
  room_id: string;
  seat: number;
  connections: number;
  changed_at: Date;
}

/** Table `deadlines` (model Deadline). */
export interface DeadlineTable {
  match_id: string;
  seat: number;
  due_at: Date;
  overdue: Generated<boolean>;
}

/** Table `seat_devices` (model SeatDevice). */
export interface SeatDeviceTable {
  id: string;
  room_id: string;
  seat: number;
  token_hash: string;
  holder_hash: string;
  label: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
}

/** Table `device_links` (model DeviceLink). */
export interface DeviceLinkTable {
  code_hash: string;
  room_id: string;
  seat: number;
  holder_hash: string;
  expires_at: Date;
}

/** Table `notify_keys` (model NotifyKey). */
export interface NotifyKeyTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

/** Table `push_subscriptions` (model PushSubscription). */
export interface PushSubscriptionTable {
  id: string;
  room_id: string;
  seat: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: Generated<string>;
  timeouts: Generated<number>;
  created_at: Generated<Date>;
}

/** Table `seat_emails` (model SeatEmail). */
export interface SeatEmailTable {
  id: string;
  room_id: string;
  seat: number;
  address: string;
  confirmed: Generated<boolean>;
  locale: Generated<string>;
  created_at: Generated<Date>;
}

/** Table `room_webhooks` (model RoomWebhook). */
export interface RoomWebhookTable {
  room_id: string;
  url: string;
  locale: Generated<string>;
  created_at: Generated<Date>;
  last_try_at: Date | null;
  last_problem: RoomWebhookLastProblem | null;
  last_status: number | null;
  failing_since: Date | null;
}

/** Table `notify_outbox` (model NotifyOutbox). */
export interface NotifyOutboxTable {
  id: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  room_id: string;
  match_id: string | null;
  kind: NotifyOutboxKind;
  channel: NotifyOutboxChannel;
  seat: number | null;
  to_seat: number | null;
  turn: Generated<number>;
  attempts: Generated<number>;
  due_at: Generated<Date>;
  created_at: Generated<Date>;
}

/** View `match_now`, read like matches. */
export interface MatchNowView {
  id: string;
  room_id: string;
  game: string;
  status: MatchStatus;
  result: Json | null;
  created_at: Date;
  finished_at: Date | null;
  move_seconds: number | null;
  imported: boolean;
  forked_from: string | null;
  more_time: number[];
  version: number;
  deciding: number[];
  moved_at: Date | null;
}

export interface Database {
  rooms: RoomTable;
  seats: SeatTable;
  matches: MatchTable;
  actions: ActionTable;
  snapshots: SnapshotTable;
  match_reviews: MatchReviewTable;
  replay_steps: ReplayStepsTable;
  chat_messages: ChatMessageTable;
  servers: ServerTable;
  seat_presence: SeatPresenceTable;
  deadlines: DeadlineTable;
  seat_devices: SeatDeviceTable;
  device_links: DeviceLinkTable;
  notify_keys: NotifyKeyTable;
  push_subscriptions: PushSubscriptionTable;
  seat_emails: SeatEmailTable;
  room_webhooks: RoomWebhookTable;
  notify_outbox: NotifyOutboxTable;
  match_now: MatchNowView;
}
