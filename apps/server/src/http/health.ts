import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { z } from 'zod';
import { platformCodeSchema } from '@sprawl/protocol';
import { describeRoute } from './openapi';

/** How long readiness waits for the database before it says the server is not ready. */
const READY_TIMEOUT_MS = 2000;

/**
 * Two questions an operator asks: is the process alive (`/api/health/live`,
 * answered without touching anything), and can it serve players
 * (`/api/health` and `/api/health/ready`, which ask the database). A process
 * that is shutting down is not ready from the moment it starts to drain, so
 * that a load balancer sends the players it is about to drop elsewhere.
 */
export function healthRoutes(app: FastifyInstance, pool: Pool, draining: () => boolean = () => false): void {
  const tags = ['health'];
  const answer = z.object({
    ok: z.boolean(),
    database: z.literal('up').optional(),
    code: platformCodeSchema.optional(),
    message: z.string().optional(),
  });
  app.get(
    '/api/health/live',
    { schema: describeRoute({ summary: 'Whether the process runs (touches nothing).', tags, reply: answer }) },
    async () => ({ ok: true }),
  );

  const ready = async (_req: unknown, reply: { code: (n: number) => unknown }) => {
    if (draining()) {
      reply.code(503);
      return {
        ok: false,
        code: 'shutting_down' as const,
        message: 'The server is restarting; try again in a moment.',
      };
    }
    try {
      await withTimeout(pool.query('SELECT 1'), READY_TIMEOUT_MS);
      return { ok: true, database: 'up' };
    } catch {
      reply.code(503);
      return {
        ok: false,
        code: 'database_unavailable' as const,
        message: 'The server cannot reach its database; moves are not being accepted until it is back.',
      };
    }
  };
  const readiness = describeRoute({
    summary:
      'Whether the server can serve players: asks the database (503 database_unavailable when it does not answer; 503 shutting_down while it drains before stopping).',
    tags,
    reply: answer,
  });
  app.get('/api/health', { schema: readiness }, ready);
  app.get('/api/health/ready', { schema: readiness }, ready);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
