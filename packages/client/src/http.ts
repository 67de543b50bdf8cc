import {
  errorReplySchema, roomStatusSchema, seatGrantSchema, startReplySchema,
  type CreateRoomBody, type JoinRoomBody, type MatchSummary, type RoomStatus, type SeatGrant,
} from '@sprawl/protocol';
import type { z } from 'zod';

/** A refusal from the server, with its stable code and sentence. */
export class ApiError extends Error {
  constructor(readonly code: string, message: string, readonly status: number) {
    super(message);
  }
}

/** Typed calls to the room endpoints. Works with the global fetch of browsers and Node 20. */
export class RoomsApi {
  constructor(private readonly baseUrl: string, private readonly fetchImpl: typeof fetch = (...a) => fetch(...a)) {}

  private async call<T>(method: string, path: string, schema: z.ZodType<T> | null, body?: unknown, token?: string): Promise<T> {
    const res = await this.fetchImpl(`${this.baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const err = errorReplySchema.safeParse(json);
      throw err.success ? new ApiError(err.data.code, err.data.message, res.status) : new ApiError('http_error', `The server answered ${res.status}.`, res.status);
    }
    return schema ? schema.parse(json) : (json as T);
  }

  createRoom(body: Omit<CreateRoomBody, 'game' | 'variant'> & Partial<CreateRoomBody>): Promise<SeatGrant> {
    return this.call('POST', '/api/rooms', seatGrantSchema, body);
  }
  join(body: JoinRoomBody): Promise<SeatGrant> {
    return this.call('POST', '/api/rooms/join', seatGrantSchema, body);
  }
  status(roomId: string, auth: { token?: string; inviteCode?: string }): Promise<RoomStatus> {
    const q = auth.token ? '' : `?invite=${encodeURIComponent(auth.inviteCode ?? '')}`;
    return this.call('GET', `/api/rooms/${roomId}${q}`, roomStatusSchema, undefined, auth.token);
  }
  addBot(roomId: string, token: string, seat: number): Promise<RoomStatus> {
    return this.call('POST', `/api/rooms/${roomId}/bots`, roomStatusSchema, { seat }, token);
  }
  start(roomId: string, token: string): Promise<{ matchId: string }> {
    return this.call('POST', `/api/rooms/${roomId}/start`, startReplySchema, {}, token);
  }
  leave(roomId: string, token: string): Promise<unknown> {
    return this.call('POST', `/api/rooms/${roomId}/leave`, null, {}, token);
  }
  standIn(roomId: string, token: string, seat: number): Promise<RoomStatus> {
    return this.call('POST', `/api/rooms/${roomId}/stand-in`, roomStatusSchema, { seat }, token);
  }
  matches(roomId: string, auth: { token?: string; inviteCode?: string }): Promise<MatchSummary[]> {
    const q = auth.token ? '' : `?invite=${encodeURIComponent(auth.inviteCode ?? '')}`;
    return this.call('GET', `/api/rooms/${roomId}/matches${q}`, null, undefined, auth.token);
  }
  steps(roomId: string, matchId: string, auth: { token?: string; inviteCode?: string }): Promise<{ matchId: string; status: string; steps: { seq: number; seat: number; kind: string; at: string; log: { text: string; seat?: number }[] }[] }> {
    const q = auth.token ? '' : `?invite=${encodeURIComponent(auth.inviteCode ?? '')}`;
    return this.call('GET', `/api/rooms/${roomId}/matches/${matchId}/steps${q}`, null, undefined, auth.token);
  }
  viewAt<V>(roomId: string, matchId: string, step: number, auth: { token?: string; inviteCode?: string }, omniscient = false): Promise<{ step: number; view: V }> {
    const params = new URLSearchParams();
    if (!auth.token && auth.inviteCode) params.set('invite', auth.inviteCode);
    if (omniscient) params.set('viewer', 'omniscient');
    const q = params.toString() ? `?${params}` : '';
    return this.call('GET', `/api/rooms/${roomId}/matches/${matchId}/steps/${step}/view${q}`, null, undefined, auth.token);
  }
}
