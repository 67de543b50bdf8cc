import { isPlatformCode, type PlatformCode } from '@sprawl/protocol';
import type { ServiceError } from '../errors';

/**
 * The HTTP status of each platform refusal. A Record, so a new code in
 * packages/protocol does not compile until it has one here. Codes only the
 * WebSocket gives still have one, for the day a route gives them too.
 */
export const HTTP_STATUS: Record<PlatformCode, number> = {
  too_many_connections: 429,
  frame_too_large: 413,
  binary_frame: 400,
  too_deep: 400,
  nul_character: 400,
  malformed_json: 400,
  unknown_type: 400,
  unsupported_protocol: 400,
  bad_chat: 400,
  bad_message: 400,
  not_authenticated: 401,
  already_authenticated: 409,
  room_crowded: 409,
  spectator: 403,
  not_started: 409,
  revoked: 401,
  rate_limited: 429,
  chat_too_fast: 429,
  chat_muted: 403,
  bad_request: 400,
  body_too_large: 413,
  not_found: 404,
  busy: 503,
  server_error: 500,
  shutting_down: 503,
  database_unavailable: 503,
  no_token: 401,
  bad_token: 401,
  bad_invite: 404,
  bad_link: 404,
  no_room: 404,
  no_seat: 404,
  no_spectator: 404,
  not_host: 403,
  own_seat: 409,
  removed: 403,
  name_invisible: 400,
  name_stacked_marks: 400,
  room_full: 409,
  room_busy: 409,
  seat_unavailable: 409,
  seat_connected: 409,
  host_alone: 409,
  name_taken: 409,
  name_reserved: 400,
  unknown_game: 400,
  bad_seats: 400,
  bad_options: 400,
  seats_empty: 409,
  already_started: 409,
  no_rematch: 409,
  too_many_devices: 409,
  no_device: 404,
  already_bot: 409,
  grace_period: 409,
  not_overdue: 409,
  no_more_time: 409,
  not_across_days: 409,
  not_playing: 409,
  not_stood_in: 409,
  no_match: 404,
  game_over: 409,
  not_your_turn: 409,
  cannot_undo: 409,
  bad_sequence: 400,
  duplicate: 409,
  stale_version: 409,
  match_running: 409,
  forked_match: 409,
  bad_step: 400,
  no_snapshot: 500,
  not_reproducible: 409,
  bad_replay: 400,
  replay_diverges: 422,
  replay_unfinished: 422,
  gone: 499,
  bad_endpoint: 400,
  webhook_forbidden: 400,
  email_unavailable: 409,
  bad_locale: 400,
};

/** A move the game's rules refuse is well-formed but not possible now. */
const RULE_REFUSAL_STATUS = 422;

/** The status a refusal is answered with over HTTP. */
export function httpStatusOf(e: ServiceError): number {
  if (e.status !== undefined) return e.status;
  return isPlatformCode(e.code) ? HTTP_STATUS[e.code] : RULE_REFUSAL_STATUS;
}
