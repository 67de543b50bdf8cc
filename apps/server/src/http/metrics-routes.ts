import type { ErrorReply } from '@sprawl/protocol';
import crypto from 'node:crypto';
import type { Metrics } from '../metrics';
import { KeyedRateLimiter } from '../security/rate-limit';
import type { Handlers } from './serve';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/**
 * Wrong tokens one address may send: 10 at once (a scraper set up with a
 * typo, retried a few times), then one every 10 s, so that guessing gets
 * at most 8,640 tries a day from an address. The right token costs nothing.
 */
const FAILED_BURST = 10;
const FAILED_PER_SECOND = 0.1;

/**
 * GET /metrics for a scraper that holds `token` (Authorization: Bearer). The
 * figures say how busy the server is and how many people play, which is
 * nobody else's business, so there is no route at all without a token.
 */
export function metricsRoutes(metrics: Metrics, token: string): Handlers<'metrics'> {
  const failures = new KeyedRateLimiter(FAILED_PER_SECOND, FAILED_BURST);
  return {
    metrics: async ({ req, reply }) => {
      // Checked before the token, so that an address out of tries learns nothing from a right guess either.
      if (failures.exhausted(req.ip)) {
        return reply
          .code(429)
          .header('retry-after', String(Math.ceil(1 / FAILED_PER_SECOND)))
          .send({
            code: 'rate_limited',
            message: 'Too many wrong metrics tokens from your address; try again in 10 seconds.',
          } satisfies ErrorReply);
      }
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, token)) {
        failures.allow(req.ip);
        return reply
          .code(401)
          .send({ code: 'bad_token', message: "Metrics need the scraper's token." } satisfies ErrorReply);
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  };
}
