import { ApiError } from '@sprawl/client';
import type { MatchSummary } from '@sprawl/protocol';
import type { LogLine, UsView } from './types';
import { seatFor } from './storage';

/**
 * The replay endpoints, called with fetch directly: their reply shapes are
 * still growing on the server, so the browser reads them leniently (every
 * newer field optional) instead of through the SDK's schemas.
 */

export type { MatchSummary };

/** Who is asking: the seat token kept in this browser, or the room's invitation code. */
export interface ReplayAuth {
  token?: string;
  inviteCode?: string;
}

/** One stored step; each entry describes the public state after it. */
export interface ReplayStep {
  seq: number;
  seat: number | null;
  kind: string;
  at: string | null;
  log: LogLine[];
  turn?: number;
  activeSeat?: number | null;
  players?: { wealth: number; prestige: number }[];
}

export interface ReplaySteps {
  matchId: string;
  status: string;
  rulesVersion?: string;
  /** False when this server's rules can no longer rebuild the match. Older servers do not say: assume true. */
  reproducible: boolean;
  seats?: string[];
  steps: ReplayStep[];
}

/** The seat token for this room if this browser holds one, else the invitation code from the address. */
export function replayAuth(roomId: string, invite: string | null): ReplayAuth {
  const stored = seatFor(roomId);
  if (stored) return { token: stored.token };
  return invite ? { inviteCode: invite } : {};
}

function query(auth: ReplayAuth, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (!auth.token && auth.inviteCode) params.set('invite', auth.inviteCode);
  const q = params.toString();
  return q ? `?${q}` : '';
}

async function call<T>(method: string, path: string, auth: ReplayAuth, body?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, {
    method,
    signal,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = json as { code?: unknown; message?: unknown } | null;
    if (err && typeof err.code === 'string' && typeof err.message === 'string') throw new ApiError(err.code, err.message, res.status);
    throw new ApiError('http_error', `The server answered ${res.status}.`, res.status);
  }
  return json as T;
}

const base = (roomId: string, matchId?: string) =>
  `/api/rooms/${encodeURIComponent(roomId)}/matches${matchId ? `/${encodeURIComponent(matchId)}` : ''}`;

export function fetchMatches(roomId: string, auth: ReplayAuth): Promise<MatchSummary[]> {
  return call('GET', `${base(roomId)}${query(auth)}`, auth);
}

/** The steps of a match, with a starting position (step 0) even where the server does not list one. */
export async function fetchSteps(roomId: string, matchId: string, auth: ReplayAuth): Promise<ReplaySteps> {
  const raw = await call<Partial<ReplaySteps> & { matchId: string; status: string }>('GET', `${base(roomId, matchId)}/steps${query(auth)}`, auth);
  const steps = [...(raw.steps ?? [])].sort((a, b) => a.seq - b.seq);
  if (steps[0]?.seq !== 0) steps.unshift({ seq: 0, seat: null, kind: 'start', at: null, log: [] });
  return { ...raw, reproducible: raw.reproducible !== false, steps };
}

export async function fetchView(roomId: string, matchId: string, step: number, auth: ReplayAuth, omniscient: boolean): Promise<UsView> {
  const q = query(auth, omniscient ? { viewer: 'omniscient' } : { viewer: 'spectator' });
  const reply = await call<{ step: number; view: UsView }>('GET', `${base(roomId, matchId)}/steps/${step}/view${q}`, auth);
  return reply.view;
}

/**
 * The download address of the replay file. A plain link cannot carry the
 * Authorization header, so it authorises with the invitation code, which
 * every seat holder also has.
 */
export function exportHref(roomId: string, matchId: string, inviteCode: string): string {
  return `${base(roomId, matchId)}/export?invite=${encodeURIComponent(inviteCode)}`;
}

/** What a fork into a new room returns: a room like one just created, with the host's seat. */
export interface ForkReply {
  roomId?: string;
  matchId?: string;
  inviteCode?: string;
  invitePath?: string;
  hostToken?: string;
  token?: string;
  seat?: number;
}

export function forkMatch(roomId: string, matchId: string, token: string, step: number, seats: 'same' | 'new'): Promise<ForkReply> {
  return call('POST', `${base(roomId, matchId)}/fork`, { token }, { step, seats });
}

/** A replay file opened on the server: a new room holding the finished match, with its host's seat. */
export interface ImportReply {
  roomId: string;
  matchId: string;
  inviteCode: string;
  hostToken: string;
}

export function importReplay(file: unknown): Promise<ImportReply> {
  return call('POST', '/api/replays/import', {}, file);
}
