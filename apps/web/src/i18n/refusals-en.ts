/**
 * The client's own sentences for the server's refusal codes that a table
 * can meet (WebSocket frames and move requests), in English. A code not
 * here shows the server's sentence; a move the rules refuse shows the
 * rules' words. Keys are `refusal.<code>`.
 */
export const REFUSALS_EN = {
  'refusal.not_your_turn': 'It is not your turn, and nobody is waiting for a decision from you.',
  'refusal.cannot_undo':
    'There is nothing you can take back: a card was revealed, someone else decided, or the turn passed.',
  'refusal.game_over': 'The game is over.',
  'refusal.stale_version':
    'Another move was played just before yours, so yours was not. Your table has been refreshed: look again and retry.',
  'refusal.duplicate':
    'This move was already played from your seat, perhaps in another tab or an older page, so it was not played twice. Your table has been refreshed.',
  'refusal.bad_sequence': 'Your page lost count of its moves. Reload the page.',
  'refusal.shutting_down': 'The server is restarting; try again in a moment.',
  'refusal.server_error': 'Something went wrong on the server; nothing was changed.',
  'refusal.rate_limited': 'Too many messages at once; slow down and try again in a moment.',
  'refusal.spectator': 'Spectators cannot make moves.',
  'refusal.not_started': 'The match has not started yet.',
  'refusal.chat_too_fast': 'You are chatting faster than the table can read; wait a few seconds.',
  'refusal.revoked': "This device no longer holds the seat: it was revoked from another of the player's devices.",
  'refusal.room_crowded': 'This room has as many spectators as it can take; try again later.',
  'refusal.too_many_connections': 'Too many connections from your address; close some tabs and try again.',
  'refusal.no_match': 'There is no such match.',
  'refusal.unreachable': 'The server cannot be reached.',
  // HTTP refusals of the lobby, the seats and the replays (general sentences: a code may be sent for several cases).
  'refusal.already_bot': 'A bot already plays that seat.',
  'refusal.already_started': 'The match has already started.',
  'refusal.bad_invite': 'That invitation is not valid.',
  'refusal.bad_link':
    'That link does not open a seat: it was already used, it expired, or the seat changed hands. Ask for a new one from the device that holds the seat.',
  'refusal.bad_token': 'That seat token is not valid for this room.',
  'refusal.bad_chat': 'That chat line cannot be sent.',
  'refusal.busy': 'The server is busy right now; try again in a minute.',
  'refusal.chat_muted': 'The host has turned off chat for spectators.',
  'refusal.email_unavailable': 'This server does not send email.',
  'refusal.bad_locale': 'This server does not write notifications in that language.',
  'refusal.webhook_forbidden':
    'That webhook cannot be used: its address is in a private network, carries a password, or does not exist.',
  'refusal.webhook_not_url': 'That is not a web address; a chat webhook starts with https://.',
  'refusal.webhook_needs_https': 'Only https addresses are allowed for a webhook.',
  'refusal.webhook_needs_http': 'Only http and https addresses are allowed for a webhook.',
  'refusal.forked_match': 'This match was forked from another position, so it cannot be written as a replay file.',
  'refusal.gone': 'The request was abandoned before it was stored; nothing was kept.',
  'refusal.host_alone': 'You are the only player in this room; close the tab to leave it.',
  'refusal.match_running': 'That can be done once the match has finished.',
  'refusal.no_device': 'That device does not hold this seat (it may have been revoked already).',
  'refusal.no_rematch': 'A rematch can be offered once the match has ended.',
  'refusal.no_room': 'There is no such room.',
  'refusal.no_seat': 'There is no such seat.',
  'refusal.no_snapshot': 'The match has no stored starting position.',
  'refusal.no_spectator': 'That spectator is no longer watching.',
  'refusal.no_token': 'This needs your seat token.',
  'refusal.not_across_days': 'Only rooms played across days have a time per move.',
  'refusal.not_host': 'Only the host can do that.',
  'refusal.main_device':
    'This is the device that took the seat: it cannot forget it. Leave the seat instead, or keep playing here.',
  'refusal.seat_lost':
    'You no longer hold this seat: it was given up or freed. Open the invitation again if you want to take a seat.',
  'refusal.not_seat_owner':
    'Only the device that took this seat can open it on other devices or revoke them. Use that device.',
  'refusal.not_overdue': 'That player still has time for their move.',
  'refusal.no_more_time':
    'That player was already given more time twice in this match: only a bot can play this turn for them now.',
  'refusal.not_playing': 'There is no match in progress.',
  'refusal.not_stood_in': 'Nobody else is playing your seat.',
  'refusal.own_seat': 'That is your own seat.',
  'refusal.removed': 'The host asked you to stop watching this room.',
  'refusal.room_busy': 'Several changes reached this room at the same moment; nothing was changed. Try again.',
  'refusal.room_full': 'Every seat in this room is taken.',
  'refusal.seat_connected': 'That player is connected.',
  'refusal.seat_unavailable': 'That seat is not available (or the match has started).',
  'refusal.seats_empty': 'Every seat must be taken (or given to a bot) first.',
} as const;

export type RefusalKey = keyof typeof REFUSALS_EN;
