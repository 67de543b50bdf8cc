import type { WireParams as Params } from '@sprawl/protocol';
import {
  errorReplySchema,
  forkReplySchema,
  importReplySchema,
  replayFileSchema,
  replayStepsReplySchema,
  replayViewReplySchema,
  roomStatusSchema,
  seatGrantSchema,
  startReplySchema,
  type CreateRoomInput,
  type GameInfo,
  gamesReplySchema,
  type ForkBody,
  type ForkReply,
  type ImportReply,
  type JoinRoomBody,
  type MatchSummary,
  type ReplayFile,
  type ReplayStepsReply,
  type RoomStatus,
  type SeatGrant,
  notifySettingsSchema,
  type NotifySettings,
  type PushSubscriptionBody,
  deviceLinkReply,
  deviceListSchema,
  yourTablesReply,
  type DeviceLinkReply,
  type DeviceList,
  forgetDeviceReply,
  type ForgetDeviceReply,
  type YourTablesReply,
  type AddBotBody,
} from '@sprawl/protocol';
import type { z } from 'zod';

/** A refusal from the server, with its stable code and sentence. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly key?: string,
    readonly params?: Params,
  ) {
    super(message);
  }
}

/** Typed calls to the room endpoints. Works with the global fetch of browsers and Node 20. */
export class RoomsApi {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = (...a) => fetch(...a),
  ) {}

  private async call<T>(
    method: string,
    path: string,
    schema: z.ZodType<T> | null,
    body?: unknown,
    token?: string,
  ): Promise<T> {
    const res = await this.fetchImpl(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const err = errorReplySchema.safeParse(json);
      throw err.success
        ? new ApiError(err.data.code, err.data.message, res.status, err.data.key, err.data.params)
        : new ApiError('http_error', `The server answered ${res.status}.`, res.status);
    }
    return schema ? schema.parse(json) : (json as T);
  }

  /** The games this server runs, with what the lobby needs to offer each. */
  games(): Promise<GameInfo[]> {
    return this.call('GET', '/api/games', gamesReplySchema);
  }
  createRoom(body: CreateRoomInput): Promise<SeatGrant> {
    return this.call('POST', '/api/rooms', seatGrantSchema, body);
  }
  join(body: JoinRoomBody): Promise<SeatGrant> {
    return this.call('POST', '/api/rooms/join', seatGrantSchema, body);
  }
  status(roomId: string, auth: { token?: string; inviteCode?: string }): Promise<RoomStatus> {
    const q = auth.token ? '' : `?invite=${encodeURIComponent(auth.inviteCode ?? '')}`;
    return this.call('GET', `/api/rooms/${roomId}${q}`, roomStatusSchema, undefined, auth.token);
  }
  addBot(roomId: string, token: string, seat: number, level?: AddBotBody['level']): Promise<RoomStatus> {
    return this.call('POST', `/api/rooms/${roomId}/bots`, roomStatusSchema, level ? { seat, level } : { seat }, token);
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
  /** Takes your seat back from the bot that played it while you were away or out of time. */
  takeBack(roomId: string, token: string): Promise<RoomStatus> {
    return this.call('POST', `/api/rooms/${roomId}/take-back`, roomStatusSchema, {}, token);
  }
  rename(roomId: string, token: string, name: string): Promise<RoomStatus> {
    return this.call('POST', `/api/rooms/${roomId}/name`, roomStatusSchema, { name }, token);
  }
  /** Host: frees another seat in the lobby. */
  removeSeat(roomId: string, token: string, seat: number): Promise<RoomStatus> {
    return this.call('POST', `/api/rooms/${roomId}/remove-seat`, roomStatusSchema, { seat }, token);
  }
  /** Host: asks a spectator (by the id the room status lists) to leave. */
  removeSpectator(roomId: string, token: string, spectator: number): Promise<RoomStatus> {
    return this.call('POST', `/api/rooms/${roomId}/remove-spectator`, roomStatusSchema, { spectator }, token);
  }
  /** Your tables: every seat of these tokens (sent in the body), the ones waiting for you first. */
  yourTables(tokens: string[]): Promise<YourTablesReply> {
    return this.call('POST', '/api/tables', yourTablesReply, { tokens });
  }
  /** A one-time link that opens your seat on another device. */
  deviceLink(roomId: string, token: string): Promise<DeviceLinkReply> {
    return this.call('POST', `/api/rooms/${roomId}/devices/link`, deviceLinkReply, undefined, token);
  }
  /** The devices your seat is open on. */
  devices(roomId: string, token: string): Promise<DeviceList> {
    return this.call('GET', `/api/rooms/${roomId}/devices`, deviceListSchema, undefined, token);
  }
  /** Revokes a further device of your seat (or, with 'links', every link not used yet). */
  revokeDevice(roomId: string, token: string, device: string): Promise<DeviceList> {
    return this.call('POST', `/api/rooms/${roomId}/devices/revoke`, deviceListSchema, { device }, token);
  }
  /** This further device gives up its key to your seat. */
  forgetDevice(roomId: string, token: string): Promise<ForgetDeviceReply> {
    return this.call('POST', `/api/rooms/${roomId}/devices/forget`, forgetDeviceReply, {}, token);
  }
  /** Opens a seat on this device with a link's code. */
  claimDevice(code: string, label?: string): Promise<SeatGrant> {
    return this.call('POST', '/api/devices/claim', seatGrantSchema, label === undefined ? { code } : { code, label });
  }
  /** Across days: gives a seat whose time ran out another full time per move. */
  moreTime(roomId: string, token: string, seat: number): Promise<RoomStatus> {
    return this.call('POST', `/api/rooms/${roomId}/more-time`, roomStatusSchema, { seat }, token);
  }
  /** Host: replaces the invitation; links with the old code stop working at once. */
  rotateInvite(roomId: string, token: string): Promise<RoomStatus> {
    return this.call('POST', `/api/rooms/${roomId}/invite`, roomStatusSchema, undefined, token);
  }
  /** Host: lets spectators chat, or mutes them. */
  spectatorChat(roomId: string, token: string, allowed: boolean): Promise<RoomStatus> {
    return this.call('POST', `/api/rooms/${roomId}/spectator-chat`, roomStatusSchema, { allowed }, token);
  }
  /** How your seat is told of its turns (push devices, email) and whether the room has a webhook. */
  notifySettings(roomId: string, token: string): Promise<NotifySettings> {
    return this.call('GET', `/api/rooms/${roomId}/notifications`, notifySettingsSchema, undefined, token);
  }
  /** Subscribes a browser's Web Push subscription (PushSubscription.toJSON()) to your seat's turns. */
  subscribePush(roomId: string, token: string, subscription: PushSubscriptionBody): Promise<NotifySettings> {
    return this.call('POST', `/api/rooms/${roomId}/push`, notifySettingsSchema, subscription, token);
  }
  unsubscribePush(roomId: string, token: string, endpoint: string): Promise<NotifySettings> {
    return this.call('POST', `/api/rooms/${roomId}/push/remove`, notifySettingsSchema, { endpoint }, token);
  }
  /** Host: the room's chat webhook (https, public), or null to remove it; it posts in `locale` (en, it; English when absent). */
  setWebhook(roomId: string, token: string, url: string | null, locale?: string): Promise<NotifySettings> {
    return this.call(
      'POST',
      `/api/rooms/${roomId}/webhook`,
      notifySettingsSchema,
      locale === undefined ? { url } : { url, locale },
      token,
    );
  }
  /** An email address for your seat's turns (confirmed from a mail first), or null to remove it; mails are in `locale` (English when absent). */
  setEmail(roomId: string, token: string, address: string | null, locale?: string): Promise<NotifySettings> {
    return this.call(
      'POST',
      `/api/rooms/${roomId}/email`,
      notifySettingsSchema,
      locale === undefined ? { address } : { address, locale },
      token,
    );
  }
  /** After a finished match: accept the rematch, or decline it (which leaves the seat). */
  rematch(roomId: string, token: string, accept: boolean): Promise<RoomStatus> {
    return this.call('POST', `/api/rooms/${roomId}/rematch`, roomStatusSchema, { accept }, token);
  }
  matches(roomId: string, auth: { token?: string; inviteCode?: string }): Promise<MatchSummary[]> {
    const q = auth.token ? '' : `?invite=${encodeURIComponent(auth.inviteCode ?? '')}`;
    return this.call('GET', `/api/rooms/${roomId}/matches${q}`, null, undefined, auth.token);
  }
  /** The steps of a match, each with the public scores and turn after it; step 0 is the starting position. */
  steps(roomId: string, matchId: string, auth: { token?: string; inviteCode?: string }): Promise<ReplayStepsReply> {
    const q = auth.token ? '' : `?invite=${encodeURIComponent(auth.inviteCode ?? '')}`;
    return this.call(
      'GET',
      `/api/rooms/${roomId}/matches/${matchId}/steps${q}`,
      replayStepsReplySchema,
      undefined,
      auth.token,
    );
  }
  /** The spectator view after `step` (or, once the match has finished, the omniscient one). `V` is the game's view type. */
  async viewAt<V>(
    roomId: string,
    matchId: string,
    step: number,
    auth: { token?: string; inviteCode?: string },
    omniscient = false,
  ): Promise<{ step: number; view: V }> {
    const params = new URLSearchParams();
    if (!auth.token && auth.inviteCode) params.set('invite', auth.inviteCode);
    if (omniscient) params.set('viewer', 'omniscient');
    const q = params.toString() ? `?${params}` : '';
    const reply = await this.call(
      'GET',
      `/api/rooms/${roomId}/matches/${matchId}/steps/${step}/view${q}`,
      replayViewReplySchema,
      undefined,
      auth.token,
    );
    return { step: reply.step, view: reply.view as V };
  }
  /** A finished match as a replay file (docs/replay-format.md). */
  exportReplay(roomId: string, matchId: string, auth: { token?: string; inviteCode?: string }): Promise<ReplayFile> {
    const q = auth.token ? '' : `?invite=${encodeURIComponent(auth.inviteCode ?? '')}`;
    return this.call(
      'GET',
      `/api/rooms/${roomId}/matches/${matchId}/export${q}`,
      replayFileSchema,
      undefined,
      auth.token,
    );
  }
  /** Checks a replay file move by move and stores it as a finished match in a new room; the reply holds its host token. */
  importReplay(file: ReplayFile): Promise<ImportReply> {
    return this.call('POST', '/api/replays/import', importReplySchema, file);
  }
  /** Host only: a new match from the position after `step` of a finished match, in this room (`same`) or a new one (`new`). */
  fork(roomId: string, matchId: string, token: string, body: ForkBody): Promise<ForkReply> {
    return this.call('POST', `/api/rooms/${roomId}/matches/${matchId}/fork`, forkReplySchema, body, token);
  }
}
