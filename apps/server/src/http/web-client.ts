import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ErrorReply } from '@sprawl/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const notFound: ErrorReply = { code: 'not_found', message: 'There is nothing here.' };

/**
 * What a production server keeps to itself although the build holds it:
 * source maps (the client's whole source, comments included) and the `/dev`
 * fixture pages (tables rendered from stored snapshots, for the browser tests
 * and for working on the client; apps/web/src/dev).
 */
export function hiddenInProduction(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname.endsWith('.map') || /^\/dev(\/|$)/.test(pathname);
}

/**
 * The built web client at `/`, with the single page for client routes
 * (/room/:id, /join/:code...); API and socket paths answer 404 in JSON. With
 * no build in `webDir` every unknown path answers 404.
 */
export async function serveWebClient(app: FastifyInstance, webDir: string, production: boolean): Promise<void> {
  // Unknown API paths are limited like the reads (http/limits.ts): guessing paths costs the guesser, not the server.
  const limited = { preHandler: app.rateLimit() };
  if (!fs.existsSync(path.join(webDir, 'index.html'))) {
    app.setNotFoundHandler(limited, (_req, reply) => reply.code(404).send(notFound));
    return;
  }
  const hidden = (url: string) => production && hiddenInProduction(url);
  await app.register(fastifyStatic, { root: webDir, wildcard: false, allowedPath: (pathname) => !hidden(pathname) });
  app.setNotFoundHandler(limited, (req: FastifyRequest, reply: FastifyReply) => {
    const api = req.url.startsWith('/api/') || req.url === '/api' || req.url.startsWith('/ws');
    if (req.method === 'GET' && !api && !hidden(req.url)) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send(notFound);
  });
}
