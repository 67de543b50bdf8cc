import { REFUSAL_SENTENCES } from '@sprawl/protocol';
import type { FastifyReply } from 'fastify';
import type { HandlerReply } from '@sprawl/protocol';
import { sql } from 'kysely';
import { prepare, type Queryable } from '../db/query';
import type { Handlers } from './serve';

/** How long readiness waits for the database before it says the server is not ready. */
const READY_TIMEOUT_MS = 2000;

const ping = prepare('health-ping', () => sql`SELECT 1`);

/**
 * Two questions an operator asks: is the process alive (`/api/health/live`,
 * answered without touching anything), and can it serve players
 * (`/api/health` and `/api/health/ready`, which ask the database). A process
 * that is shutting down is not ready from the moment it starts to drain, so
 * that a load balancer sends the players it is about to drop elsewhere.
 */
export function healthRoutes(
  pool: Queryable,
  draining: () => boolean = () => false,
): Handlers<'healthLive' | 'health' | 'healthReady'> {
  const ready = async (reply: FastifyReply): Promise<HandlerReply<'health'>> => {
    if (draining()) {
      reply.code(503);
      return { ok: false, code: 'shutting_down', message: REFUSAL_SENTENCES.shutting_down };
    }
    try {
      await withTimeout(ping(pool), READY_TIMEOUT_MS);
      return { ok: true, database: 'up' };
    } catch {
      reply.code(503);
      return {
        ok: false,
        code: 'database_unavailable',
        message: 'The server cannot reach its database; moves are not being accepted until it is back.',
      };
    }
  };
  return {
    healthLive: async () => ({ ok: true }),
    health: async ({ reply }) => ready(reply),
    healthReady: async ({ reply }) => ready(reply),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
