import { z } from 'zod';

/**
 * Every refusal the platform itself can give, on the WebSocket (`rejected`)
 * and in HTTP error replies: a new code is a decision made here, and the
 * server's `refuse()` accepts nothing else (apps/server/src/errors.ts), so
 * the compiler proves the list complete. A move the game's rules refuse
 * carries the game's own code instead (a `RuleCode`, see below); each game
 * exports the union of those codes from packages/rules.
 */
export const platformCodeSchema = z.enum([
  // connections and frames (apps/server/src/ws/)
  'too_many_connections',
  'frame_too_large',
  'binary_frame',
  'too_deep',
  'nul_character',
  'malformed_json',
  'unknown_type',
  'unsupported_protocol',
  'bad_chat',
  'bad_message',
  'not_authenticated',
  'foreign_origin',
  'already_authenticated',
  'room_crowded',
  'spectator',
  'not_started',
  'revoked',
  'rate_limited',
  'chat_too_fast',
  'chat_muted',
  // requests (http/)
  'bad_request',
  'body_too_large',
  'not_found',
  'busy',
  'server_error',
  'shutting_down',
  'database_unavailable',
  // seats, tokens and rooms (rooms/)
  'no_token',
  'bad_token',
  'bad_invite',
  'bad_link',
  'no_room',
  'no_seat',
  'no_spectator',
  'not_host',
  'own_seat',
  'removed',
  'name_invisible',
  'name_stacked_marks',
  'name_too_long',
  'room_full',
  'room_busy',
  'seat_unavailable',
  'seat_connected',
  'host_alone',
  'name_taken',
  'name_reserved',
  'unknown_game',
  'bad_seats',
  'bad_options',
  'seats_empty',
  'already_started',
  'no_rematch',
  'too_many_devices',
  'no_device',
  'not_seat_owner',
  'main_device',
  'seat_lost',
  // table life (rooms/table/stand-ins.ts, rooms/table/turn-clock.ts)
  'already_bot',
  'grace_period',
  'not_overdue',
  'no_more_time',
  'not_across_days',
  'not_playing',
  'not_stood_in',
  // moves (matches/)
  'no_match',
  'game_over',
  'not_your_turn',
  'cannot_undo',
  'bad_sequence',
  'duplicate',
  'stale_version',
  // replays (replays/)
  'match_running',
  'forked_match',
  'bad_step',
  'no_snapshot',
  'not_reproducible',
  'bad_replay',
  'replay_diverges',
  'replay_unfinished',
  'review_unavailable',
  'review_busy',
  'not_learning_table',
  'hint_not_your_turn',
  'hints_unavailable',
  'hint_busy',
  'gone',
  // notifications (notify/)
  'bad_endpoint',
  'webhook_forbidden',
  'webhook_not_url',
  'webhook_needs_https',
  'webhook_needs_http',
  'email_unavailable',
  'bad_locale',
]);
export type PlatformCode = z.infer<typeof platformCodeSchema>;

/**
 * A code a game's rules gave for a refused move ('not_enough_money'): the
 * platform passes it on without knowing it. Branded, so that a bare string
 * is not mistaken for one: the server makes it in one place (matches/step.ts).
 */
export const ruleCodeSchema = z.string().brand<'RuleCode'>();
export type RuleCode = z.infer<typeof ruleCodeSchema>;

/** The code of any refusal on the wire: the platform's, or the rules' for a refused move. */
export const refusalCodeSchema = z.union([platformCodeSchema, ruleCodeSchema]);
export type RefusalCode = z.infer<typeof refusalCodeSchema>;

/** Whether a code is one of the platform's (and not a game's). */
export const isPlatformCode = (code: string): code is PlatformCode =>
  (platformCodeSchema.options as readonly string[]).includes(code);
