import type { LimitClass } from '@sprawl/protocol';
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

export type RouteLimit = ReturnType<typeof perAddress> | { rateLimit: false } | undefined;

type LimitConfig = Pick<
  Config,
  | 'roomRatePerSecond'
  | 'roomBurst'
  | 'joinRatePerSecond'
  | 'joinRateBurst'
  | 'seatChangeRatePerSecond'
  | 'seatChangeBurst'
  | 'tablesRatePerSecond'
  | 'tablesBurst'
  | 'importRatePerSecond'
  | 'importBurst'
  | 'hintRatePerSecond'
  | 'hintBurst'
>;

/**
 * The numbers and the sentence of each limit class of the route table
 * (packages/protocol/src/routes.ts); each route counts apart. `reads` is the
 * plugin's global limit (below), `none` the WebSocket's (limited by its own counts).
 */
export function routeLimits(config: LimitConfig): Record<LimitClass, RouteLimit> {
  return {
    reads: undefined,
    none: { rateLimit: false },
    // Every room is a row kept for good: one address may not fill the database with them.
    newRooms: perAddress(
      config.roomRatePerSecond,
      config.roomBurst,
      'Too many new rooms from your address; wait a few minutes and try again.',
    ),
    // Invite codes have 128 random bits, and guessing should not even get started.
    joins: perAddress(
      config.joinRatePerSecond,
      config.joinRateBurst,
      'Too many join attempts; wait a minute and try again.',
    ),
    // Every seat change writes to the database and tells the whole room: a person makes a few, a script could make thousands.
    roomChanges: perAddress(
      config.seatChangeRatePerSecond,
      config.seatChangeBurst,
      'Too many changes to the room at once; wait a few seconds and try again.',
    ),
    seatChanges: perAddress(
      config.seatChangeRatePerSecond,
      config.seatChangeBurst,
      'Too many changes at once; wait a few seconds and try again.',
    ),
    tables: perAddress(
      config.tablesRatePerSecond,
      config.tablesBurst,
      'Your tables were asked for too often; wait a few seconds.',
    ),
    deviceLists: perAddress(
      config.tablesRatePerSecond,
      config.tablesBurst,
      'The list of your devices was asked for too often; wait a few seconds.',
    ),
    // A link code or an email link's token is as secret as a token: trying them is limited like trying invitations.
    links: perAddress(
      config.joinRatePerSecond,
      config.joinRateBurst,
      'Too many links tried; wait a minute and try again.',
    ),
    // Importing replays a whole game on the server: a few per minute per address is plenty for people.
    imports: perAddress(
      config.importRatePerSecond,
      config.importBurst,
      'Too many imports from your address; wait a few minutes and try again.',
    ),
    // A review keeps a bot thread busy for up to a minute: asking for one is limited like importing a file.
    reviews: perAddress(
      config.importRatePerSecond,
      config.importBurst,
      'Too many reviews asked from your address; wait a few minutes and try again.',
    ),
    // A hint keeps a bot thread busy for a hard bot's think (and at most two run at once, hint_busy past that):
    // a learner may still ask on every turn of a quick game against bots.
    hints: perAddress(
      config.hintRatePerSecond,
      config.hintBurst,
      'Too many hints asked from your address; wait a minute and try again.',
    ),
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
