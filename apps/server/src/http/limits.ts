import type { FastifyRequest } from 'fastify';
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
