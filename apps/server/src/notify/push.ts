import crypto from 'node:crypto';
import { knownLocale, sayNotice } from '@sprawl/protocol';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import webpush from 'web-push';
import { db, prepare, type Queryable } from '../db/query';
import type { RowOf } from '../db/rows';
import { ForbiddenDestination, type AddressPolicy } from './address-guard';
import { eachBounded } from './bounded';
import {
  GiveUp,
  NOBODY,
  TryLater,
  retryAfterMs,
  type AddressLimit,
  type Delivery,
  type Outcome,
  type Sender,
} from './channel';
import type { NotifyKeys } from './keys';
import type { OutboxRow } from './outbox';
import { NOTIFY_LIMITS, send, TimedOut, type OutgoingLimits } from './safe-http';

/** A device's subscription, with its timeouts in a row. */
type Subscription = RowOf<'push_subscriptions', 'id' | 'endpoint' | 'p256dh' | 'auth' | 'locale' | 'timeouts'>;

const subscriptionsOf = prepare('push-subscriptions-of', (roomId: string, seat: number) =>
  db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth', 'locale', 'timeouts'])
    .where('room_id', '=', roomId)
    .where('seat', '=', seat),
);

const answeredAgain = prepare('push-answered', (id: string) =>
  db
    .updateTable('push_subscriptions')
    .set({ timeouts: sql.lit(0) })
    .where('id', '=', id),
);

const oneMoreTimeout = prepare('push-timed-out', (id: string) =>
  db
    .updateTable('push_subscriptions')
    .set((eb) => ({ timeouts: eb('timeouts', '+', sql.lit(1)) }))
    .where('id', '=', id)
    .returning('timeouts'),
);

const subscriptionGone = prepare('push-gone', (id: string) => db.deleteFrom('push_subscriptions').where('id', '=', id));

/** What sending to one device came to; an Error is a failure worth another try. */
type SendResult = 'took' | 'refused' | 'limited' | Error;

/**
 * Devices of one seat sent to at once. A seat has at most ten
 * (settings.ts); four side by side make ten that hang cost three timeouts
 * instead of ten, and no seat more than four sockets.
 */
const SENDS_PER_SEAT = 4;

/** Timeouts in a row after which a subscription is dropped: a phone off for a day still answers through its push service; an endpoint that never answers does not. */
export const TIMEOUTS_IN_A_ROW = 3;

/** How long a push service keeps a notification for a device that is off: a turn a day later is still a turn. */
const TTL_SECONDS = 24 * 3600;

/**
 * Web Push (RFC 8030/8291/8292): each of the seat's subscriptions gets the
 * message encrypted for it (aes128gcm) and signed with the server's VAPID
 * key, made by the `web-push` library, then sent by our own guarded client
 * (safe-http.ts: a subscription's endpoint is a URL a browser gave, so it is
 * checked like a webhook's). The seat's devices are sent to side by side,
 * SENDS_PER_SEAT at once. A 404 or 410 means the subscription is gone: it
 * is deleted; so is one that timed out TIMEOUTS_IN_A_ROW times in a row. If
 * any device took the notification it is delivered; only if none did and
 * one failed for now is it tried again. The notification's tag and the push Topic are the seat's,
 * so a second message for the same seat replaces the first on the device
 * and at the push service instead of piling up. Each device gets the words
 * in the language its page was in when it subscribed (or last subscribed
 * again), with the notification's kind and values beside them for a page
 * that would rather say it itself.
 */
export class PushChannel implements Sender {
  constructor(
    private readonly pool: Queryable,
    private readonly keys: NotifyKeys,
    private readonly subject: string,
    private readonly policy: AddressPolicy,
    private readonly limit: AddressLimit,
    private readonly log: Logger,
    private readonly limits: OutgoingLimits = NOTIFY_LIMITS,
  ) {}

  async send({ row, message }: Delivery): Promise<Outcome> {
    if (row.toSeat === null) return NOBODY;
    const subs = await subscriptionsOf(this.pool, row.roomId, row.toSeat);
    const tag = `${row.roomId}:${row.toSeat}`;
    const payloadIn = (locale: string) => {
      const lang = knownLocale(locale);
      return JSON.stringify({
        ...sayNotice(message, lang),
        url: message.path,
        tag,
        lang,
        kind: message.kind,
        params: message.params,
      });
    };
    const topic = crypto.createHash('sha256').update(`${row.roomId}:${row.toSeat}`).digest('base64url').slice(0, 32);
    const results = await eachBounded(subs, SENDS_PER_SEAT, (sub) =>
      this.tryOne(sub, payloadIn(sub.locale), topic, row),
    );
    const failures = results.filter((r): r is Error => r instanceof Error);
    const outcome: Outcome = {
      of: subs.length,
      took: results.filter((r) => r === 'took').length,
      refused: results.filter((r) => r === 'refused').length,
      limited: results.filter((r) => r === 'limited').length,
      failed: failures.length,
    };
    // A device that took it told the player; the others are not worth sending it all again for.
    if (outcome.took === 0 && failures.length > 0) throw failures[0];
    return outcome;
  }

  /** One device: what it came to, a failure worth another try as an Error. */
  private async tryOne(sub: Subscription, payload: string, topic: string, row: OutboxRow): Promise<SendResult> {
    // Each device has its own limit; one past it misses this notification, the others do not.
    if (!this.limit.allow(`push:${sub.endpoint}`)) return 'limited';
    try {
      await this.sendOne(sub, payload, topic);
      return 'took';
    } catch (err) {
      if (!(err instanceof GiveUp)) return err as Error;
      this.log.info(
        { room: row.roomId, seat: row.toSeat, reason: err.message },
        'a push subscription refused a notification',
      );
      return 'refused';
    }
  }

  private async sendOne(sub: Subscription, payload: string, topic: string): Promise<void> {
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: { subject: this.subject, publicKey: this.keys.vapidPublic, privateKey: this.keys.vapidPrivate },
        TTL: TTL_SECONDS,
        topic,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    let answer;
    try {
      answer = await send(
        details.endpoint,
        { method: 'POST', headers: details.headers as Record<string, string>, body: details.body ?? undefined },
        this.policy,
        this.limits,
      );
    } catch (err) {
      if (err instanceof ForbiddenDestination) {
        await this.forget(sub.id);
        throw new GiveUp(err.message);
      }
      if (err instanceof TimedOut) await this.timedOut(sub);
      throw err;
    }
    // It answered: whatever it said, it is not one that hangs.
    if (sub.timeouts > 0) await answeredAgain(this.pool, sub.id);
    if (answer.status >= 200 && answer.status < 300) return;
    if (answer.status === 404 || answer.status === 410) {
      // The browser unsubscribed, or the push service expired it: it will never take another.
      await this.forget(sub.id);
      throw new GiveUp(`the subscription is gone (${answer.status})`);
    }
    if (answer.status === 429 || answer.status >= 500)
      throw new TryLater(`push service answered ${answer.status}`, retryAfterMs(answer.headers['retry-after']));
    throw new GiveUp(`push service answered ${answer.status}`);
  }

  /**
   * Counts a timeout in a row; the last one allowed drops the subscription
   * (GiveUp): an endpoint that never answers would otherwise cost a socket
   * and a timeout on every notification of its seat, for ever.
   */
  private async timedOut(sub: Subscription): Promise<void> {
    const timeouts = (await oneMoreTimeout(this.pool, sub.id))[0]?.timeouts ?? 0;
    if (timeouts < TIMEOUTS_IN_A_ROW) return;
    await this.forget(sub.id);
    this.log.warn({ timeouts }, `a push subscription was dropped after timing out ${timeouts} times in a row`);
    throw new GiveUp(`dropped after ${timeouts} timeouts in a row`);
  }

  private async forget(id: string): Promise<void> {
    await subscriptionGone(this.pool, id);
  }
}
