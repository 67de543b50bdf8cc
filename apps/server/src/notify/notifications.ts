import type { GameTitle } from '@sprawl/protocol';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { KeyedRateLimiter } from '../security/rate-limit';
import { addressPolicy, type AddressPolicy } from './address-guard';
import { Deliverer } from './deliverer';
import { EmailChannel } from './email';
import { loadKeys } from './keys';
import { PushChannel } from './push';
import { NotifySettingsService } from './settings';
import { WebhookChannel } from './webhook';

export interface NotificationDeps {
  pool: Pool;
  log: Logger;
  /** Whether a seat's player has the table open, here or on another process. */
  present: (roomId: string, seat: number) => Promise<boolean>;
  /** A game's names, as its module gives them: the notifications' words name no game. */
  titleOf: (game: string) => GameTitle;
  /** Tests give a policy of their own (names that resolve to addresses they choose). */
  policy?: AddressPolicy;
}

export interface Notifications {
  deliverer: Deliverer;
  settings: NotifySettingsService;
  close(): Promise<void>;
}

/**
 * Telling players when the table waits for them: the keys, the three
 * channels, the outbox's deliverer and the settings (served by
 * http/notify-routes.ts). What is to be
 * told is written by the statements that cause it (matches/commit.ts,
 * rooms/table/deadline-watch.ts, rooms/table/match-starts.ts through outbox.ts).
 */
export async function startNotifications(config: Config, deps: NotificationDeps): Promise<Notifications> {
  const { pool, log } = deps;
  const keys = await loadKeys(pool, config.vapidKeys);
  const policy = deps.policy ?? addressPolicy(config.notifyAllowPrivate);
  const perAddress = new KeyedRateLimiter(
    config.notifyAddressPerHour / 3600,
    Math.max(5, Math.ceil(config.notifyAddressPerHour / 6)),
  );
  const limits = { timeoutMs: config.notifyTimeoutMs, maxBytes: 16 * 1024, maxRedirects: 3 };
  const mail =
    config.smtpUrl && config.publicUrl
      ? new EmailChannel(
          pool,
          keys,
          {
            smtpUrl: config.smtpUrl,
            from: config.mailFrom,
            publicUrl: config.publicUrl,
            timeoutMs: config.notifyTimeoutMs,
          },
          perAddress,
        )
      : null;
  const webhook = new WebhookChannel(pool, policy, perAddress, config.publicUrl, limits);
  const deliverer = new Deliverer(
    pool,
    {
      push: new PushChannel(pool, keys, config.vapidSubject, policy, perAddress, log, limits),
      webhook,
      ...(mail && { email: mail }),
    },
    log,
    {
      pollMs: config.notifyPollMs,
      retryMs: config.notifyRetryMs,
      maxAttempts: 6,
      roomPerHour: config.notifyRoomPerHour,
      present: deps.present,
      titleOf: deps.titleOf,
    },
  );
  const settings = new NotifySettingsService({
    pool,
    keys,
    policy,
    mail: mail !== null,
    confirmationsPerHour: 3,
    // A typo mended twice, and a change of mind.
    addressesPerSeatPerHour: 5,
    // Long enough for a player to mend a typo; short enough that the mail is there when they look.
    confirmSettleMs: 3000,
    testWebhook: (roomId, url, locale, room) => webhook.test(roomId, url, locale, room),
    // A host mending a URL a few times; a client trying addresses gets no further than that.
    webhookTestsPerRoomPerHour: 6,
    webhookTestsPerAddressPerHour: 20,
    titleOf: deps.titleOf,
    log,
  });
  deliverer.start();
  return {
    deliverer,
    settings,
    close: async () => {
      await deliverer.close();
      mail?.close();
    },
  };
}
