import { z } from 'zod';
import { localeSchema } from './notify-words';

/** base64url, as browsers give a push subscription's keys. */
const base64url = (what: string, min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, `The ${what} key is not base64url.`);

/** A browser's Web Push subscription (PushSubscription.toJSON()), for the asking seat. */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().min(10).max(1000).url('The endpoint is not a web address.'),
  keys: z.object({
    /** The browser's P-256 public key (65 bytes). */
    p256dh: base64url('p256dh', 80, 100),
    /** The shared authentication secret (16 bytes). */
    auth: base64url('auth', 16, 30),
  }),
  expirationTime: z.number().nullable().optional(),
  /** The language this browser's page is in: its pushed notifications are written in it (English when absent). */
  locale: localeSchema.optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** A subscription to forget, by its endpoint. */
export const pushEndpointBody = z.object({ endpoint: z.string().min(10).max(1000) }).strict();

/** The room's chat webhook (host), or null to remove it. */
export const webhookBody = z
  .object({
    url: z.string().max(600).nullable(),
    /** The host's language: what the webhook posts is written in it (English when absent). */
    locale: localeSchema.optional(),
  })
  .strict();

/** The asking seat's email address, or null to remove it. Never shown back. */
export const emailBody = z
  .object({
    address: z.string().trim().max(254).email('That is not an email address.').nullable(),
    /** The language the mails to this address are written in (English when absent). */
    locale: localeSchema.optional(),
  })
  .strict();

/** Why the room's webhook did not take a post: no connection, no answer in time, a name that does not resolve, an address not allowed, an HTTP status other than 2xx, or anything else. */
export const webhookProblemSchema = z.enum(['refused', 'timed_out', 'unresolved', 'forbidden', 'http', 'failed']);
export type WebhookProblem = z.infer<typeof webhookProblemSchema>;

/** What the latest post to the room's webhook came to (a turn, or the test post sent when it was saved). */
export const webhookLastSchema = z.object({
  /** When it was posted (ISO 8601, UTC). */
  at: z.string(),
  /** Null when it was taken. */
  problem: webhookProblemSchema.nullable(),
  /** The receiver's HTTP status, when it answered. */
  status: z.number().int().nullable(),
  /** The first of the posts failing in a row (ISO 8601, UTC), null when the latest was taken. */
  failingSince: z.string().nullable(),
});
export type WebhookLast = z.infer<typeof webhookLastSchema>;

/** How the asking seat is told of its turns, and what this server offers; no address or URL is ever shown back. */
export const notifySettingsSchema = z.object({
  push: z.object({
    /** The server's VAPID public key (base64url), to subscribe with. */
    publicKey: z.string(),
    /** This seat's subscriptions (its devices). */
    devices: z.number().int(),
    /**
     * A fingerprint of each of them (pushFingerprint: the first 16 characters
     * of the base64url SHA-256 of its endpoint), so that a browser can tell
     * whether the server holds its own subscription without any device's
     * endpoint being shown to another.
     */
    fingerprints: z.array(z.string()),
  }),
  email: z.object({
    /** The operator set up email (SMTP_URL). */
    available: z.boolean(),
    state: z.enum(['none', 'pending', 'confirmed']),
  }),
  webhook: z.object({
    /** The host name the room's webhook posts to (its full URL is a secret), or null. */
    host: z.string().nullable(),
    /** The asking seat is the host, who alone may change it. */
    canChange: z.boolean(),
    /** What the latest post to it came to, or null before the first. */
    last: webhookLastSchema.nullable(),
  }),
});
export type NotifySettings = z.infer<typeof notifySettingsSchema>;

/** A link's token (confirm, unsubscribe), in the link's path. */
export const linkParamsSchema = z.object({
  token: z
    .string()
    .min(10)
    .max(120)
    .regex(/^[A-Za-z0-9_.-]+$/),
});
