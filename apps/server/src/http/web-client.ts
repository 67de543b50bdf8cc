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
 * Whether a file is one of the build's assets, whose name carries a hash of
 * its content (vite's `assets/name-HASH.js`): a new build gives new names, so
 * a browser may keep these for good. The page, the service worker and the
 * icons keep their names, and are checked again on each visit.
 */
export function isHashedAsset(url: string): boolean {
  return /^\/assets\/[^/?]+-[\w-]{8}\.[a-z]+(?:\?|$)/.test(url);
}

const isApiPath = (url: string): boolean => url.startsWith('/api/') || url === '/api' || url.startsWith('/ws');

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
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    allowedPath: (pathname) => !hidden(pathname),
    // The build writes .br and .gz copies beside its text files (apps/web/vite-precompress.mts).
    preCompressed: true,
  });
  app.addHook('onSend', async (req, reply) => {
    if (isApiPath(req.url)) return;
    // A cache between the server and browsers keeps each encoding of a file apart.
    reply.header('vary', 'accept-encoding');
    if (reply.statusCode === 200 && isHashedAsset(req.url))
      reply.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.setNotFoundHandler(limited, (req: FastifyRequest, reply: FastifyReply) => {
    // A build's file that is not there (a page of an older build asking for a chunk since gone) is not the page.
    const asset = req.url.startsWith('/assets/');
    if (req.method === 'GET' && !isApiPath(req.url) && !asset && !hidden(req.url))
      return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send(notFound);
  });
}
