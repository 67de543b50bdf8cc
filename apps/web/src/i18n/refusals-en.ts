/**
 * The client's own sentences for the server's refusal codes that a table
 * can meet (WebSocket frames and move requests), in English. A code not
 * here shows the server's sentence; a move the rules refuse shows the
 * rules' words. Keys are `refusal.<code>`.
 */
export const REFUSALS_EN = {
  'refusal.not_your_turn': 'It is not your turn, and nobody is waiting for a decision from you.',
  'refusal.cannot_undo': 'There is nothing you can take back: a card was revealed, someone else decided, or the turn passed.',
  'refusal.game_over': 'The game is over.',
  'refusal.stale_version': 'Another move was played just before yours, so yours was not. Your table has been refreshed: look again and retry.',
  'refusal.duplicate': 'This move was already played from your seat, perhaps in another tab or an older page, so it was not played twice. Your table has been refreshed.',
  'refusal.bad_sequence': 'Your page lost count of its moves. Reload the page.',
  'refusal.shutting_down': 'The server is restarting; try again in a moment.',
  'refusal.server_error': 'Something went wrong on the server; nothing was changed.',
  'refusal.rate_limited': 'Too many messages at once; slow down and try again in a moment.',
  'refusal.spectator': 'Spectators cannot make moves.',
  'refusal.not_started': 'The match has not started yet.',
  'refusal.chat_too_fast': 'You are chatting faster than the table can read; wait a few seconds.',
  'refusal.revoked': 'This device no longer holds the seat: it was revoked from another of the player\'s devices.',
  'refusal.room_crowded': 'This room has as many spectators as it can take; try again later.',
  'refusal.too_many_connections': 'Too many connections from your address; close some tabs and try again.',
  'refusal.no_match': 'There is no such match.',
  'refusal.unreachable': 'The server cannot be reached.',
} as const;

export type RefusalKey = keyof typeof REFUSALS_EN;
