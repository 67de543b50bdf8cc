import type { FastifyRequest } from 'fastify';

/** The seat token from an `Authorization: Bearer <token>` header, if any. */
export const bearer = (req: FastifyRequest): string | undefined => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7) : undefined;
};
