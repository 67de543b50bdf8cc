import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { ServiceError } from '../errors';

/**
 * A route's limit per client address, for @fastify/rate-limit: `burst`
 * requests in each window of `burst / ratePerSecond` seconds, answered beyond
 * that with 429 `rate_limited` and a sentence (through the server's error
 * handler, like every refusal). WebSocket frames are limited in ws/connection.ts
 * instead: the plugin counts HTTP requests, and a socket is one request.
 */
export function perAddress(ratePerSecond: number, burst: number, sentence: string) {
  return {
    rateLimit: {
      max: burst,
      timeWindow: Math.ceil((burst / ratePerSecond) * 1000),
      keyGenerator: (req: FastifyRequest) => req.ip,
      errorResponseBuilder: () => new ServiceError('rate_limited', sentence),
    },
  };
}

/** What is limited: the API and the metrics; the web client's files (static, and many per page) are not. */
const LIMITED = /^\/(api\/|metrics)/;

/**
 * The rate-limit plugin's settings: every API route is limited per address,
 * by its own limit where it has one, else by the read limit here (a flood of
 * status, replay or health requests would otherwise cost PostgreSQL freely).
 */
export function everyApiRoute(config: Pick<Config, 'readRatePerSecond' | 'readBurst'>) {
  const { rateLimit } = perAddress(
    config.readRatePerSecond,
    config.readBurst,
    'Too many requests from your address; wait a few seconds and try again.',
  );
  return { global: true, ...rateLimit, allowList: (req: FastifyRequest) => !LIMITED.test(req.url) };
}
