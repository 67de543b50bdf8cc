import type { ForkReply, ImportReply, MatchSummary, ReplayFile, ReplayStep, ReplayStepsReply } from '@sprawl/protocol';
import { api } from './api';
import { seatFor } from './storage';

/** The replay endpoints as the browser uses them: the SDK's calls (checked by the protocol's schemas) with this page's way of authorising. */

export type { ForkReply, ImportReply, MatchSummary, ReplayStep };
export type ReplaySteps = ReplayStepsReply;

/** Who is asking: the seat token kept in this browser, or the room's invitation code. */
export interface ReplayAuth {
  token?: string;
  inviteCode?: string;
}

/** The seat token for this room if this browser holds one, else the invitation code from the address. */
export function replayAuth(roomId: string, invite: string | null): ReplayAuth {
  const stored = seatFor(roomId);
  if (stored) return { token: stored.token };
  return invite ? { inviteCode: invite } : {};
}

export const fetchMatches = (roomId: string, auth: ReplayAuth): Promise<MatchSummary[]> => api.matches(roomId, auth);

export const fetchSteps = (roomId: string, matchId: string, auth: ReplayAuth): Promise<ReplaySteps> =>
  api.steps(roomId, matchId, auth);

export async function fetchView(
  roomId: string,
  matchId: string,
  step: number,
  auth: ReplayAuth,
  omniscient: boolean,
): Promise<unknown> {
  return (await api.viewAt<unknown>(roomId, matchId, step, auth, omniscient)).view;
}

/**
 * The download address of the replay file. A plain link cannot carry the
 * Authorization header, so it authorises with the invitation code, which
 * every seat holder also has.
 */
export function exportHref(roomId: string, matchId: string, inviteCode: string): string {
  return `/api/rooms/${encodeURIComponent(roomId)}/matches/${encodeURIComponent(matchId)}/export?invite=${encodeURIComponent(inviteCode)}`;
}

export const forkMatch = (
  roomId: string,
  matchId: string,
  token: string,
  step: number,
  seats: 'same' | 'new',
): Promise<ForkReply> => api.fork(roomId, matchId, token, { step, seats });

/** The server checks the file move by move and refuses it with a sentence when it is not a replay. */
export const importReplay = (file: unknown): Promise<ImportReply> => api.importReplay(file as ReplayFile);
