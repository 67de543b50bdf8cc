/** Page addresses of the replay viewer; spectators carry the invitation code, seat holders need nothing. */
export function replayHref(roomId: string, matchId: string, invite: string | null): string {
  return `/room/${encodeURIComponent(roomId)}/replay/${encodeURIComponent(matchId)}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`;
}

export function matchesHref(roomId: string, invite: string | null): string {
  return `/room/${encodeURIComponent(roomId)}/matches${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`;
}

export function roomHref(roomId: string, invite: string | null): string {
  return `/room/${encodeURIComponent(roomId)}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`;
}
