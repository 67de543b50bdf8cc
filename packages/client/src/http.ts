import type { WireParams as Params } from '@sprawl/protocol';
import {
  errorReplySchema,
  pathOf,
  ROUTES,
  type AddBotBody,
  type CreateRoomInput,
  type DeviceLinkReply,
  type DeviceList,
  type ForgetDeviceReply,
  type ForkBody,
  type ForkReply,
  type GameInfo,
  type HintReply,
  type ImportReply,
  type JoinRoomBody,
  type MatchSummary,
  type NotifySettings,
  type PushSubscriptionBody,
  type ReplayFile,
  type ReplayStepsReply,
  type ReviewReply,
  type RoomStatus,
  type RouteName,
  type RouteReply,
  type RouteRequest,
  type RouteSpec,
  type SeatGrant,
  type YourTablesReply,
} from '@sprawl/protocol';

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

/**
 * A language notifications are written in. The SDK passes any name on: the
 * server refuses one it does not write in (bad_locale) with its sentence.
 */
type Locale = NonNullable<RouteRequest<'setEmail'>['body']['locale']>;

/** Who may look at a room: a seat token, or (without one) the room's invitation code. */
export interface RoomAuth {
  token?: string;
  inviteCode?: string;
}

/** What a member sends: the token in its header, or else the invitation in the query. */
const memberQuery = (auth: RoomAuth) => (auth.token ? {} : { invite: auth.inviteCode ?? '' });

/** A query string of the given values, those left undefined omitted. */
function queryOf(query: Record<string, string | undefined> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Typed calls to the server's HTTP API. Works with the global fetch of
 * browsers and Node 20. Each call is `request(name, ...)` over an entry of
 * the route table (packages/protocol/src/routes.ts), whose schemas type its
 * input and check its answer; the named methods below are shorthands.
 */
export class RoomsApi {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = (...a) => fetch(...a),
  ) {}

  /** Calls one route of the table; its answer is checked with the entry's reply schema. */
  async request<N extends RouteName>(name: N, call: RouteRequest<N>): Promise<RouteReply<N>> {
    const spec: RouteSpec = ROUTES[name];
    const parts = call as {
      params?: Record<string, string | number>;
      query?: Record<string, string | undefined>;
      body?: unknown;
      token?: string;
    };
    const sends = spec.body !== undefined;
    const res = await this.fetchImpl(`${this.baseUrl}${pathOf(spec.path, parts.params)}${queryOf(parts.query)}`, {
      method: spec.method,
      headers: {
        ...(sends ? { 'content-type': 'application/json' } : {}),
        ...(parts.token ? { authorization: `Bearer ${parts.token}` } : {}),
      },
      body: sends ? JSON.stringify(parts.body ?? {}) : undefined,
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const err = errorReplySchema.safeParse(json);
      throw err.success
        ? new ApiError(err.data.code, err.data.message, res.status, err.data.key, err.data.params)
        : new ApiError('http_error', `The server answered ${res.status}.`, res.status);
    }
    return (spec.reply ? spec.reply.parse(json) : json) as RouteReply<N>;
  }

  /** The games this server runs, with what the lobby needs to offer each. */
  games(): Promise<GameInfo[]> {
    return this.request('games', {});
  }
  createRoom(body: CreateRoomInput): Promise<SeatGrant> {
    return this.request('createRoom', { body });
  }
  join(body: JoinRoomBody): Promise<SeatGrant> {
    return this.request('join', { body });
  }
  status(roomId: string, auth: RoomAuth): Promise<RoomStatus> {
    return this.request('status', { params: { id: roomId }, query: memberQuery(auth), token: auth.token });
  }
  addBot(roomId: string, token: string, seat: number, level?: AddBotBody['level']): Promise<RoomStatus> {
    return this.request('addBot', { params: { id: roomId }, body: level ? { seat, level } : { seat }, token });
  }
  start(roomId: string, token: string): Promise<{ matchId: string }> {
    return this.request('start', { params: { id: roomId }, token });
  }
  leave(roomId: string, token: string): Promise<{ ok: true }> {
    return this.request('leave', { params: { id: roomId }, token });
  }
  standIn(roomId: string, token: string, seat: number): Promise<RoomStatus> {
    return this.request('standIn', { params: { id: roomId }, body: { seat }, token });
  }
  /** Takes your seat back from the bot that played it while you were away or out of time. */
  /** At a learning table, on your turn: the move the hard bot would play from your seat's view (everyone is told you asked). */
  hint(roomId: string, token: string): Promise<HintReply> {
    return this.request('hint', { params: { id: roomId }, token });
  }
  takeBack(roomId: string, token: string): Promise<RoomStatus> {
    return this.request('takeBack', { params: { id: roomId }, token });
  }
  rename(roomId: string, token: string, name: string): Promise<RoomStatus> {
    return this.request('rename', { params: { id: roomId }, body: { name }, token });
  }
  /** Host: frees another seat in the lobby. */
  removeSeat(roomId: string, token: string, seat: number): Promise<RoomStatus> {
    return this.request('removeSeat', { params: { id: roomId }, body: { seat }, token });
  }
  /** Host: asks a spectator (by the id the room status lists) to leave. */
  removeSpectator(roomId: string, token: string, spectator: number): Promise<RoomStatus> {
    return this.request('removeSpectator', { params: { id: roomId }, body: { spectator }, token });
  }
  /** Your tables: every seat of these tokens (sent in the body), the ones waiting for you first. */
  yourTables(tokens: string[]): Promise<YourTablesReply> {
    return this.request('yourTables', { body: { tokens } });
  }
  /** A one-time link that opens your seat on another device. */
  deviceLink(roomId: string, token: string): Promise<DeviceLinkReply> {
    return this.request('deviceLink', { params: { id: roomId }, token });
  }
  /** The devices your seat is open on. */
  devices(roomId: string, token: string): Promise<DeviceList> {
    return this.request('devices', { params: { id: roomId }, token });
  }
  /** Revokes a further device of your seat (or, with 'links', every link not used yet). */
  revokeDevice(roomId: string, token: string, device: string): Promise<DeviceList> {
    return this.request('revokeDevice', { params: { id: roomId }, body: { device }, token });
  }
  /** This further device gives up its key to your seat. */
  forgetDevice(roomId: string, token: string): Promise<ForgetDeviceReply> {
    return this.request('forgetDevice', { params: { id: roomId }, token });
  }
  /** Opens a seat on this device with a link's code. */
  claimDevice(code: string, label?: string): Promise<SeatGrant> {
    return this.request('claimDevice', { body: label === undefined ? { code } : { code, label } });
  }
  /** Across days: gives a seat whose time ran out another full time per move. */
  moreTime(roomId: string, token: string, seat: number): Promise<RoomStatus> {
    return this.request('moreTime', { params: { id: roomId }, body: { seat }, token });
  }
  /** Host: replaces the invitation; links with the old code stop working at once. */
  rotateInvite(roomId: string, token: string): Promise<RoomStatus> {
    return this.request('rotateInvite', { params: { id: roomId }, token });
  }
  /** Host: lets spectators chat, or mutes them. */
  spectatorChat(roomId: string, token: string, allowed: boolean): Promise<RoomStatus> {
    return this.request('spectatorChat', { params: { id: roomId }, body: { allowed }, token });
  }
  /** How your seat is told of its turns (push devices, email) and whether the room has a webhook. */
  notifySettings(roomId: string, token: string): Promise<NotifySettings> {
    return this.request('notifySettings', { params: { id: roomId }, token });
  }
  /** Subscribes a browser's Web Push subscription (PushSubscription.toJSON()) to your seat's turns. */
  subscribePush(roomId: string, token: string, subscription: PushSubscriptionBody): Promise<NotifySettings> {
    return this.request('subscribePush', { params: { id: roomId }, body: subscription, token });
  }
  unsubscribePush(roomId: string, token: string, endpoint: string): Promise<NotifySettings> {
    return this.request('unsubscribePush', { params: { id: roomId }, body: { endpoint }, token });
  }
  /** Host: the room's chat webhook (https, public), or null to remove it; it posts in `locale` (en, it; English when absent). */
  setWebhook(roomId: string, token: string, url: string | null, locale?: string): Promise<NotifySettings> {
    const body = locale === undefined ? { url } : { url, locale: locale as Locale };
    return this.request('setWebhook', { params: { id: roomId }, body, token });
  }
  /** An email address for your seat's turns (confirmed from a mail first), or null to remove it; mails are in `locale` (English when absent). */
  setEmail(roomId: string, token: string, address: string | null, locale?: string): Promise<NotifySettings> {
    const body = locale === undefined ? { address } : { address, locale: locale as Locale };
    return this.request('setEmail', { params: { id: roomId }, body, token });
  }
  /** After a finished match: accept the rematch, or decline it (which leaves the seat). */
  rematch(roomId: string, token: string, accept: boolean): Promise<RoomStatus> {
    return this.request('rematch', { params: { id: roomId }, body: { accept }, token });
  }
  matches(roomId: string, auth: RoomAuth): Promise<MatchSummary[]> {
    return this.request('matches', { params: { id: roomId }, query: memberQuery(auth), token: auth.token });
  }
  /** The steps of a match, each with the public scores and turn after it; step 0 is the starting position. */
  steps(roomId: string, matchId: string, auth: RoomAuth): Promise<ReplayStepsReply> {
    return this.request('steps', { params: { id: roomId, matchId }, query: memberQuery(auth), token: auth.token });
  }
  /** The spectator view after `step` (or, once the match has finished, the omniscient one). `V` is the game's view type. */
  async viewAt<V>(
    roomId: string,
    matchId: string,
    step: number,
    auth: RoomAuth,
    omniscient = false,
  ): Promise<{ step: number; view: V }> {
    const query = {
      invite: !auth.token && auth.inviteCode ? auth.inviteCode : undefined,
      viewer: omniscient ? ('omniscient' as const) : undefined,
    };
    const reply = await this.request('viewAt', { params: { id: roomId, matchId, step }, query, token: auth.token });
    return { step: reply.step, view: reply.view as V };
  }
  /** A finished match as a replay file (docs/replay-format.md). */
  exportReplay(roomId: string, matchId: string, auth: RoomAuth): Promise<ReplayFile> {
    return this.request('exportReplay', {
      params: { id: roomId, matchId },
      query: memberQuery(auth),
      token: auth.token,
    });
  }
  /** Where a finished match's review stands (none, queued, its progress, or done with each seat's chances by step). */
  review(roomId: string, matchId: string, auth: RoomAuth): Promise<ReviewReply> {
    return this.request('review', { params: { id: roomId, matchId }, query: memberQuery(auth), token: auth.token });
  }
  /** Asks the server to review a finished match with its bots (once; later calls answer where it stands). */
  startReview(roomId: string, matchId: string, auth: RoomAuth): Promise<ReviewReply> {
    return this.request('startReview', {
      params: { id: roomId, matchId },
      query: memberQuery(auth),
      token: auth.token,
    });
  }
  /** Checks a replay file move by move and stores it as a finished match in a new room; the reply holds its host token. */
  importReplay(file: ReplayFile): Promise<ImportReply> {
    return this.request('importReplay', { body: file });
  }
  /** Host only: a new match from the position after `step` of a finished match, in this room (`same`) or a new one (`new`). */
  fork(roomId: string, matchId: string, token: string, body: ForkBody): Promise<ForkReply> {
    return this.request('fork', { params: { id: roomId, matchId }, body, token });
  }
}
