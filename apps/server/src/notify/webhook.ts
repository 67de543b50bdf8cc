import { createHash, randomUUID } from 'node:crypto';
import { knownLocale, sayNotice, type Notice, type NotifyParam } from '@sprawl/protocol';
import type { Locale } from '@sprawl/rules/words';
import { db, prepare, type Queryable } from '../db/query';
import { ForbiddenDestination, type AddressPolicy } from './address-guard';
import { forDiscord, forSlack } from './chat-markup';
import {
  GiveUp,
  NOBODY,
  TOOK_IT,
  TryLater,
  retryAfterMs,
  type AddressLimit,
  type Delivery,
  type Outcome,
  type Sender,
} from './channel';
import { NOTIFY_LIMITS, send, type Answer, type OutgoingLimits } from './safe-http';
import { answered, failedWith, recordTry } from './webhook-result';

/**
 * One body that both chat servers take: Discord's webhooks read `content`,
 * Slack's (and Mattermost's, Rocket.Chat's) read `text`; each ignores the
 * other's field. Each field carries the text made inert in its reader's
 * markup (chat-markup.ts), and Discord is told to ping nobody whatever the
 * text says. The link is to the room on this server (PUBLIC_URL), which
 * opens the table for whoever holds a seat there and nothing for anyone
 * else; it is ours, so it is left a link.
 */
export function webhookBody(text: string, link: string | null): string {
  const withLink = (safe: string) => (link ? `${safe} ${link}` : safe);
  return JSON.stringify({
    content: withLink(forDiscord(text)),
    text: withLink(forSlack(text)),
    allowed_mentions: { parse: [] },
  });
}

/**
 * A notification's name for its receiver, the same on every try: the outbox
 * row's number would restart with a fresh database and tell how many
 * notifications the server has sent, so it is hashed with the room's id,
 * which is random.
 */
function notificationId(row: Delivery['row']): string {
  return `notify-${createHash('sha256').update(`${row.roomId}:${row.id}`).digest('base64url').slice(0, 22)}`;
}

const webhookTo = prepare('webhook-to', (roomId: string) =>
  db.selectFrom('room_webhooks').select(['url', 'locale']).where('room_id', '=', roomId),
);

/** What one post came to: an answer, or what kept it from getting one. */
type Posted = { answer: Answer } | { error: unknown };

/**
 * The room's webhook: posted to with the guarded client (safe-http.ts), so
 * that a URL the host gave can reach no address inside the server's own
 * network, now or after a redirect or a change of DNS. 2xx is delivered;
 * 429 and 5xx are tried again later (after Retry-After if given); any other
 * answer, or a forbidden address, is given up. It speaks the language the
 * host's page was in when the webhook was set. What each post came to is
 * kept for the host's panel (webhook-result.ts).
 */
export class WebhookChannel implements Sender {
  constructor(
    private readonly pool: Queryable,
    private readonly policy: AddressPolicy,
    private readonly limit: AddressLimit,
    private readonly publicUrl: string | null,
    private readonly limits: OutgoingLimits = NOTIFY_LIMITS,
  ) {}

  async send({ row, message }: Delivery): Promise<Outcome> {
    const hook = (await webhookTo(this.pool, row.roomId))[0];
    if (!hook) return NOBODY;
    if (!this.limit.allow(`webhook:${hook.url}`)) throw new TryLater('the webhook had enough for now', 5 * 60_000);
    const posted = await this.post(row.roomId, hook.url, message, knownLocale(hook.locale), notificationId(row));
    if ('error' in posted) {
      if (posted.error instanceof ForbiddenDestination) throw new GiveUp(posted.error.message);
      throw posted.error;
    }
    const { answer } = posted;
    if (answer.status >= 200 && answer.status < 300) return TOOK_IT;
    if (answer.status === 429 || answer.status >= 500)
      throw new TryLater(`the webhook answered ${answer.status}`, retryAfterMs(answer.headers['retry-after']));
    throw new GiveUp(`the webhook answered ${answer.status}`);
  }

  /**
   * The post sent when the host saves a webhook, so that the panel says at
   * once whether it works. It counts against the URL's limit like a
   * delivery (the caller limits how often a room and an address may ask).
   */
  async test(roomId: string, url: string, locale: Locale, room: NotifyParam): Promise<void> {
    if (!this.limit.allow(`webhook:${url}`)) return;
    await this.post(
      roomId,
      url,
      { kind: 'test', params: { room }, path: `/room/${roomId}` },
      locale,
      `test-${randomUUID()}`,
    );
  }

  /**
   * Posts one message and keeps what it came to; a failure to get an answer
   * is returned, not thrown. `id` names the notification, the same on every
   * try: a post that timed out may still have arrived, so a receiver that
   * cares can drop a repeat by its `webhook-id` header (the Standard
   * Webhooks header; chat servers ignore it).
   */
  private async post(roomId: string, url: string, message: Notice, locale: Locale, id: string): Promise<Posted> {
    const link = this.publicUrl ? `${this.publicUrl}${message.path}` : null;
    let posted: Posted;
    try {
      posted = {
        answer: await send(
          url,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'user-agent': 'board-game-table-notifier',
              'webhook-id': id,
            },
            body: webhookBody(sayNotice(message, locale).body, link),
          },
          this.policy,
          this.limits,
        ),
      };
    } catch (error) {
      posted = { error };
    }
    await recordTry(
      this.pool,
      roomId,
      url,
      'error' in posted ? failedWith(posted.error) : answered(posted.answer.status),
    );
    return posted;
  }
}
