import { knownLocale, sayNotice } from '@sprawl/protocol';
import type { Pool } from 'pg';
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
import { NOTIFY_LIMITS, send, type OutgoingLimits } from './safe-http';

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
 * The room's webhook: posted to with the guarded client (safe-http.ts), so
 * that a URL the host gave can reach no address inside the server's own
 * network, now or after a redirect or a change of DNS. 2xx is delivered;
 * 429 and 5xx are tried again later (after Retry-After if given); any other
 * answer, or a forbidden address, is given up. It speaks the language the
 * host's page was in when the webhook was set.
 */
export class WebhookChannel implements Sender {
  constructor(
    private readonly pool: Pool,
    private readonly policy: AddressPolicy,
    private readonly limit: AddressLimit,
    private readonly publicUrl: string | null,
    private readonly limits: OutgoingLimits = NOTIFY_LIMITS,
  ) {}

  async send({ row, message }: Delivery): Promise<Outcome> {
    const hook = (
      await this.pool.query<{ url: string; locale: string }>(
        'SELECT url, locale FROM room_webhooks WHERE room_id = $1',
        [row.roomId],
      )
    ).rows[0];
    if (!hook) return NOBODY;
    if (!this.limit.allow(`webhook:${hook.url}`)) throw new TryLater('the webhook had enough for now', 5 * 60_000);
    const link = this.publicUrl ? `${this.publicUrl}${message.path}` : null;
    let answer;
    try {
      answer = await send(
        hook.url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'board-game-table-notifier' },
          body: webhookBody(sayNotice(message, knownLocale(hook.locale)).body, link),
        },
        this.policy,
        this.limits,
      );
    } catch (err) {
      if (err instanceof ForbiddenDestination) throw new GiveUp(err.message);
      throw err;
    }
    if (answer.status >= 200 && answer.status < 300) return TOOK_IT;
    if (answer.status === 429 || answer.status >= 500)
      throw new TryLater(`the webhook answered ${answer.status}`, retryAfterMs(answer.headers['retry-after']));
    throw new GiveUp(`the webhook answered ${answer.status}`);
  }
}
