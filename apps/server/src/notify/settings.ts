import crypto from 'node:crypto';
import {
  knownLocale,
  type GameTitle,
  type NotifyParam,
  type NotifySettings,
  type PlatformCode,
  type PushSubscriptionBody,
} from '@sprawl/protocol';
import type { Locale } from '@sprawl/rules/words';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { inTransaction } from '../db/pg-transaction';
import { refuse } from '../errors';
import { KeyedRateLimiter } from '../security/rate-limit';
import { newId } from '../security/tokens';
import {
  checkResolved,
  checkUrl,
  ForbiddenDestination,
  type AddressPolicy,
  type ForbiddenReason,
} from './address-guard';
import { addressKey } from './email';
import { readLink, type NotifyKeys } from './keys';
import { roomOf } from './messages';
import {
  addSubscription,
  confirmAddress,
  readAddress,
  readSeatSettings,
  removeAddress,
  removeSubscription,
  removeWebhook,
  replaceAddress,
  sameAddressAgain,
  saveWebhook,
  unsubscribeAddress,
} from './settings-rows';
import { readWebhook } from './webhook-result';
import type { SeatPrincipal } from '../rooms/lobby/seat-principal';

/**
 * How long saving a webhook waits for its test post: a chat server answers
 * in well under a second; one that hangs is not waited for (its result is
 * kept when it comes, or when the post times out).
 */
const TEST_WAIT_MS = 1500;

/** Devices one seat may have subscribed at once; a new one beyond that replaces the oldest. */
const SUBSCRIPTIONS_PER_SEAT = 10;

export interface SettingsDeps {
  pool: Pool;
  keys: NotifyKeys;
  policy: AddressPolicy;
  /** Email is offered only when the operator set SMTP_URL (and PUBLIC_URL, for its links). */
  mail: boolean;
  /** Confirmation mails one mailbox (email.ts `mailbox`: +tags and dots aside) may be asked for per hour, whoever asks. */
  confirmationsPerHour: number;
  /** Addresses one seat may give per hour. */
  addressesPerSeatPerHour: number;
  /** How long a confirmation waits for the seat's address to stop changing; a change within it replaces the pending mail. */
  confirmSettleMs: number;
  /** Posts the test message to a webhook just saved and keeps what it came to (webhook.ts). */
  testWebhook: (roomId: string, url: string, locale: Locale, room: NotifyParam) => Promise<void>;
  /** A game's names, as its module gives them (the test post names the room's game when the room has no name). */
  titleOf: (game: string) => GameTitle;
  /** Webhooks (each with its test post) one room may save per hour, and one client address. */
  webhookTestsPerRoomPerHour: number;
  webhookTestsPerAddressPerHour: number;
  log: Logger;
}

/** The refusal for each reason a webhook's address is not allowed. */
const WEBHOOK_REFUSALS: Record<ForbiddenReason, (plainHttp: boolean) => PlatformCode> = {
  not_url: () => 'webhook_not_url',
  scheme: (plainHttp) => (plainHttp ? 'webhook_needs_http' : 'webhook_needs_https'),
  credentials: () => 'webhook_forbidden',
  private: () => 'webhook_forbidden',
  unresolved: () => 'webhook_forbidden',
};

/** What pressing an email link's button did, in its address's language (null once the address is gone), and the address's table. */
export interface LinkAnswer {
  done: boolean;
  locale: Locale | null;
  roomId: string | null;
}

/** What an email link would do now (NotifySettingsService.linkState). */
export interface LinkState {
  state: 'open' | 'done' | 'used';
  locale: Locale | null;
  roomId: string | null;
}

/** A push endpoint's fingerprint, as the settings show it (notifySettingsSchema): the browser computes the same from its own. */
export const pushFingerprint = (endpoint: string) =>
  crypto.createHash('sha256').update(endpoint).digest('base64url').slice(0, 16);

/**
 * What a seat's player and a room's host choose: push subscriptions per
 * seat (one per device), an email address per seat (confirmed from a link
 * before anything else is sent to it), and the room's webhook. Neither an
 * address nor a webhook URL is ever answered back: the settings say only
 * whether there is one (and the webhook's host name).
 */
export class NotifySettingsService {
  private readonly confirmations: KeyedRateLimiter;
  private readonly seatAddresses: KeyedRateLimiter;
  private readonly roomTests: KeyedRateLimiter;
  private readonly addressTests: KeyedRateLimiter;

  constructor(private readonly deps: SettingsDeps) {
    this.confirmations = new KeyedRateLimiter(deps.confirmationsPerHour / 3600, deps.confirmationsPerHour);
    this.seatAddresses = new KeyedRateLimiter(deps.addressesPerSeatPerHour / 3600, deps.addressesPerSeatPerHour);
    const hourly = (n: number) => new KeyedRateLimiter(n / 3600, Math.max(1, Math.ceil(n / 2)));
    this.roomTests = hourly(deps.webhookTestsPerRoomPerHour);
    this.addressTests = hourly(deps.webhookTestsPerAddressPerHour);
  }

  async settings(who: SeatPrincipal): Promise<NotifySettings> {
    const { roomId, seat } = who;
    return this.read(roomId, seat);
  }

  async subscribe(who: SeatPrincipal, sub: PushSubscriptionBody): Promise<NotifySettings> {
    const { roomId, seat } = who;
    try {
      checkUrl(sub.endpoint, this.deps.policy);
    } catch (err) {
      if (err instanceof ForbiddenDestination)
        refuse('bad_endpoint', `That push endpoint cannot be used: ${err.message}`);
      throw err;
    }
    const row = {
      id: newId(),
      roomId,
      seat,
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      locale: sub.locale ?? 'en',
    };
    await inTransaction(this.deps.pool, (tx) => addSubscription(tx, row, SUBSCRIPTIONS_PER_SEAT));
    this.deps.log.info({ room: roomId, seat }, 'push subscription added');
    return this.read(roomId, seat);
  }

  async unsubscribe(who: SeatPrincipal, endpoint: string): Promise<NotifySettings> {
    const { roomId, seat } = who;
    await removeSubscription(this.deps.pool, roomId, seat, endpoint);
    return this.read(roomId, seat);
  }

  /**
   * The host sets or removes the room's webhook; its address is checked now
   * (and again at each post). It posts in `locale`. Saving sends a test
   * post (issue 49), so that a host learns at once that a URL does not
   * work: the answer carries its result when it came within TEST_WAIT_MS,
   * and the settings read later do otherwise. A host could otherwise have
   * the server post to any public address as fast as they can save, so
   * test posts are limited per room and per client address (`from`); past
   * the limit the webhook is saved untried.
   */
  async setWebhook(who: SeatPrincipal, raw: string | null, locale: Locale = 'en', from = ''): Promise<NotifySettings> {
    const { roomId, seat } = who;
    if (!who.isHost) refuse('not_host');
    if (raw === null) {
      await removeWebhook(this.deps.pool, roomId);
      return this.read(roomId, seat);
    }
    try {
      await checkResolved(checkUrl(raw, this.deps.policy), this.deps.policy);
    } catch (err) {
      if (err instanceof ForbiddenDestination)
        refuse(WEBHOOK_REFUSALS[err.reason](this.deps.policy.plainHttp), `That webhook cannot be used: ${err.message}`);
      throw err;
    }
    const { name, game } = await saveWebhook(this.deps.pool, roomId, raw, locale);
    this.deps.log.info({ room: roomId }, 'room webhook set');
    if (this.roomTests.allow(roomId) && this.addressTests.allow(from)) {
      const test = this.deps
        .testWebhook(roomId, raw, locale, roomOf(name, this.deps.titleOf(game)))
        .catch((err: unknown) => this.deps.log.warn({ err, room: roomId }, 'the webhook test post failed'));
      await Promise.race([test, new Promise((resolve) => setTimeout(resolve, TEST_WAIT_MS).unref())]);
    }
    return this.read(roomId, seat);
  }

  /**
   * A seat's player gives an address (or removes theirs). A new address
   * replaces the old one, unconfirmed, and is sent one mail with its confirm
   * link once the seat's address has stopped changing for
   * `confirmSettleMs`: the mail's outbox row, written in the same
   * transaction, replaces any still waiting (issue 48: 20 addresses given in
   * 0.4 s sent 10 mails to the last; the mail reads the seat's address as it
   * is when sent). A seat may give `addressesPerSeatPerHour` addresses, and
   * a mailbox be asked for `confirmationsPerHour` confirmations, whoever
   * asks. Giving the confirmed address again changes nothing but the
   * language. Mails to it are written in `locale`, the language of the page
   * that gave it.
   */
  async setEmail(who: SeatPrincipal, address: string | null, locale: Locale = 'en'): Promise<NotifySettings> {
    const { roomId, seat } = who;
    if (address === null) {
      await inTransaction(this.deps.pool, (tx) => removeAddress(tx, roomId, seat));
      return this.read(roomId, seat);
    }
    if (!this.deps.mail) refuse('email_unavailable');
    if (await sameAddressAgain(this.deps.pool, roomId, seat, address, locale)) return this.read(roomId, seat);
    if (!this.seatAddresses.allow(`${roomId}:${seat}`))
      refuse('rate_limited', 'Your seat gave enough addresses for now; try again in an hour.');
    if (!this.confirmations.allow(addressKey(address)))
      refuse('rate_limited', 'That address was sent enough confirmation mails for now; try again in an hour.');
    const row = { id: newId(), roomId, seat, address, locale };
    await inTransaction(this.deps.pool, (tx) => replaceAddress(tx, row, this.deps.confirmSettleMs));
    this.deps.log.info({ room: roomId, seat }, 'email address given, to be confirmed');
    return this.read(roomId, seat);
  }

  /** A confirm link: whether it confirmed (the first time only; never for a replaced address), its address's language and table. */
  async confirm(token: string): Promise<LinkAnswer> {
    const id = readLink(this.deps.keys, 'confirm', token);
    if (id === null) return { done: false, locale: null, roomId: null };
    const r = await confirmAddress(this.deps.pool, id);
    if (!r) {
      const now = await this.linkState('confirm', token);
      return { done: false, locale: now.locale, roomId: now.roomId };
    }
    this.deps.log.info({ room: r.roomId }, 'email address confirmed');
    return { done: true, locale: knownLocale(r.locale), roomId: r.roomId };
  }

  /** An unsubscribe link: whether it removed the address (the first time only), the language its mails were in and its table. */
  async unsubscribeEmail(token: string): Promise<LinkAnswer> {
    const id = readLink(this.deps.keys, 'unsubscribe', token);
    if (id === null) return { done: false, locale: null, roomId: null };
    const r = await unsubscribeAddress(this.deps.pool, id);
    return r
      ? { done: true, locale: knownLocale(r.locale), roomId: r.roomId }
      : { done: false, locale: null, roomId: null };
  }

  /**
   * What a link would do if pressed now (its page says so before any button):
   * `open` (it would confirm, or stop the mails), `done` (a confirm link whose
   * address is confirmed already) or `used` (its address is gone or was
   * replaced); with the language of the address's mails and its table, both
   * null once the address is gone.
   */
  async linkState(purpose: 'confirm' | 'unsubscribe', token: string | null): Promise<LinkState> {
    const id = token === null ? null : readLink(this.deps.keys, purpose, token);
    if (id === null) return { state: 'used', locale: null, roomId: null };
    const r = await readAddress(this.deps.pool, id);
    if (!r) return { state: 'used', locale: null, roomId: null };
    const state = purpose === 'confirm' && r.confirmed ? 'done' : 'open';
    return { state, locale: knownLocale(r.locale), roomId: r.roomId };
  }

  private async read(roomId: string, seat: number): Promise<NotifySettings> {
    const r = await readSeatSettings(this.deps.pool, roomId, seat);
    return {
      push: {
        publicKey: this.deps.keys.vapidPublic,
        devices: r.endpoints.length,
        fingerprints: r.endpoints.map(pushFingerprint),
      },
      email: { available: this.deps.mail, state: r.email === null ? 'none' : r.email ? 'confirmed' : 'pending' },
      webhook: { ...(await readWebhook(this.deps.pool, roomId)), canChange: r.host },
    };
  }
}
