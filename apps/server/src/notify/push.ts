import crypto from 'node:crypto';
import { knownLocale, sayNotice } from '@sprawl/protocol';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import webpush from 'web-push';
import { ForbiddenDestination, type AddressPolicy } from './address-guard';
import { GiveUp, TryLater, retryAfterMs, type AddressLimit, type Delivery, type Sender } from './channel';
import type { NotifyKeys } from './keys';
import { NOTIFY_LIMITS, send, type OutgoingLimits } from './safe-http';

interface Subscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
}

/** How long a push service keeps a notification for a device that is off: a turn a day later is still a turn. */
const TTL_SECONDS = 24 * 3600;

/**
 * Web Push (RFC 8030/8291/8292): each of the seat's subscriptions gets the
 * message encrypted for it (aes128gcm) and signed with the server's VAPID
 * key, made by the `web-push` library, then sent by our own guarded client
 * (safe-http.ts: a subscription's endpoint is a URL a browser gave, so it is
 * checked like a webhook's). A 404 or 410 means the subscription is gone:
 * it is deleted. The notification's tag and the push Topic are the seat's,
 * so a second message for the same seat replaces the first on the device
 * and at the push service instead of piling up. Each device gets the words
 * in the language its page was in when it subscribed (or last subscribed
 * again), with the notification's kind and values beside them for a page
 * that would rather say it itself.
 */
export class PushChannel implements Sender {
  constructor(
    private readonly pool: Pool,
    private readonly keys: NotifyKeys,
    private readonly subject: string,
    private readonly policy: AddressPolicy,
    private readonly limit: AddressLimit,
    private readonly log: Logger,
    private readonly limits: OutgoingLimits = NOTIFY_LIMITS,
  ) {}

  async send({ row, message }: Delivery): Promise<void> {
    if (row.toSeat === null) return;
    const subs = (
      await this.pool.query<Subscription>(
        'SELECT id, endpoint, p256dh, auth, locale FROM push_subscriptions WHERE room_id = $1 AND seat = $2',
        [row.roomId, row.toSeat],
      )
    ).rows;
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
    let failed: Error | null = null;
    for (const sub of subs) {
      // Each device has its own limit; one past it misses this notification, the others do not.
      if (!this.limit.allow(`push:${sub.endpoint}`)) continue;
      try {
        await this.sendOne(sub, payloadIn(sub.locale), topic);
      } catch (err) {
        if (err instanceof GiveUp)
          this.log.info(
            { room: row.roomId, seat: row.toSeat, reason: err.message },
            'a push subscription refused a notification',
          );
        else failed = err as Error;
      }
    }
    if (failed) throw failed;
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
      throw err;
    }
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

  private async forget(id: string): Promise<void> {
    await this.pool.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
  }
}
