import fastifyWebsocket from '@fastify/websocket';
import { MAX_FRAME_BYTES, ROUTES } from '@sprawl/protocol';
import { LEVEL_BUDGETS } from '@sprawl/rules';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config';
import { Fanout } from './db/fanout';
import { AdvisoryLeases, SoleLeases, type MatchLeases } from './db/match-leases';
import { createPool } from './db/pool';
import { connectPrisma, type Db } from './db/prisma';
import { replayRoutes } from './http/replay-routes';
import { gameRoutes } from './http/game-routes';
import { healthRoutes } from './http/health-routes';
import { strictJsonBodies } from './http/json-body';
import { roomRoutes } from './http/room-routes';
import { seatRoutes } from './http/seat-routes';
import { securityHeaders } from './http/security-headers';
import { serveWebClient } from './http/web-client';
import { findGame, GAMES, type GameRegistry } from './matches/games';
import { MatchService } from './matches/match-service';
import { Bots } from './bots/bots';
import { ThinkPool } from './bots/think-pool';
import { reviewRoutes } from './http/review-routes';
import { hintRoutes } from './http/hint-routes';
import { HintService } from './review/hint-service';
import { ReviewService } from './review/review-service';
import { ForkPositions } from './replays/fork-positions';
import { ReplayService } from './replays/service';
import { ChatService } from './rooms/chat-service';
import { Lobby } from './rooms/lobby/lobby';
import { MatchStarts } from './rooms/table/match-starts';
import { Presence } from './rooms/devices/presence';
import { Rematch } from './rooms/table/rematch';
import { Removals } from './rooms/lobby/removals';
import { RoomEvents } from './rooms/room-events';
import { RoomStatusReader } from './rooms/room-status';
import type { Rooms } from './rooms/rooms';
import { SeatLookup } from './rooms/lobby/seat-lookup';
import { StandIns } from './rooms/table/stand-ins';
import { TableLife } from './rooms/table/table-life';
import { SharedPresence } from './rooms/devices/shared-presence';
import { TableKeeper } from './rooms/table/table-keeper';
import { DeadlineWatch } from './rooms/table/deadline-watch';
import { Devices } from './rooms/devices/devices';
import { Hub } from './ws/hub';
import { Metrics } from './metrics';
import { metricsRoutes } from './http/metrics-routes';
import { aboutRoutes } from './http/about-routes';
import { serve, type Edge } from './http/serve';
import { describeRoute, registerOpenApi, type RouteCatalogue } from './http/openapi';
import fastifyRateLimit from '@fastify/rate-limit';
import { everyApiRoute, routeLimits } from './http/limits';
import { startNotifications, type Notifications } from './notify/notifications';
import { notifyRoutes, withoutLinkTokens } from './http/notify-routes';
import { releaseUpgrade } from './ws/upgrade-release';
import { checkOrigin } from './http/ws-origin';
import { answerError } from './http/error-reply';
import type { AddressPolicy } from './notify/address-guard';

export interface Server {
  app: FastifyInstance;
  /**
   * Prisma's client on the server's pool, made on first use: for tests and
   * scripts that look at rows. The server's own statements go through
   * db/query.ts; a server nobody asks this of never makes one.
   */
  readonly db: Db;
  matches: MatchService;
  /** The seats this process plays (bots and stand-ins of the matches it carries). */
  bots: Bots;
  rooms: Rooms;
  replays: ReplayService;
  reviews: ReviewService;
  hub: Hub;
  /** Every route registered (method and path), for checking the API description against. */
  routes: RouteCatalogue;
  /** The watcher of across-days deadlines (tests poll it instead of waiting). */
  deadlines: DeadlineWatch;
  /** Telling players of their turns (tests run the outbox's deliverer by hand). */
  notifications: Notifications;
  /**
   * Graceful shutdown: readiness answers 503 for `DRAIN_MS` (a load balancer takes this process out meanwhile),
   * then closes the sockets with 1012 (clients reconnect, through the balancer, to another process) and waits for
   * what their closes write, lets queued moves commit, and closes HTTP and the database pool.
   */
  close: () => Promise<void>;
}

/** Wires the server together over an already migrated database. */
export async function buildServer(
  config: Config,
  databaseUrl: string,
  logger: Logger,
  games?: GameRegistry,
  notifyPolicy?: AddressPolicy,
): Promise<Server> {
  const pool = createPool(databaseUrl, logger, config.dbPool);
  let prisma: Db | null = null;
  // Fastify's own request logging writes two lines per request; we write one, in onResponse.
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    // Path parameters are checked by the routes' own schemas, which refuse an overlong id with a sentence.
    routerOptions: { maxParamLength: 2048 },
  });
  // Before any route, so that every answer carries them (static files and 404s too).
  securityHeaders(app);
  // Every API route has a limit per address: its own (http/limits.ts), or the read limit, shared by the routes without one.
  await app.register(fastifyRateLimit, everyApiRoute(config));
  // Before any route, so that the API description and the route catalogue see every one.
  const routes: RouteCatalogue = [];
  await registerOpenApi(app, routes);
  const fanout = config.fanout ? new Fanout(databaseUrl, pool, logger) : null;
  // Read only when scraped; `hub` and `matches` exist by then.
  const metrics: Metrics | null = config.metricsToken
    ? new Metrics({
        sockets: (): Record<string, number> => hub.socketsByRole(),
        liveMatches: (): number => matches.liveCount(),
        pool,
      })
    : null;
  const matches: MatchService = new MatchService(pool, logger, {
    snapshotEvery: config.snapshotEvery,
    commitGatherMs: config.commitGatherMs,
    games,
    announceAs: fanout?.serverId ?? null,
    metrics: metrics ?? undefined,
    idleMs: config.matchIdleSeconds * 1000,
    heldCap: config.matchesInMemory,
    abandonAfterMs: config.abandonAfterHours * 3_600_000,
    abandonSweepMs: config.abandonSweepSeconds * 1000,
    maxSteps: config.maxMatchSteps,
  });
  // One set of threads for bots and reviews: a review takes its turn beside the bots (review/review-service.ts).
  const thinkPool = new ThinkPool({ log: logger });
  const bots = new Bots(matches, pool, logger, {
    botDelayMs: config.botDelayMs,
    botSecret: config.serverSecret,
    thinkPool,
  });
  const replays = new ReplayService(pool, games ?? GAMES, logger);
  const reviews = new ReviewService(pool, replays, thinkPool, logger, {
    atOnce: config.reviewsAtOnce,
    waiting: config.reviewsWaiting,
    budget: { ...LEVEL_BUDGETS.hard, iterations: config.reviewIterations },
  });
  const positions = new ForkPositions(pool, replays);
  const shared = fanout ? new SharedPresence(pool, fanout.serverId, logger) : null;
  // The rooms, one concept per service (rooms/rooms.ts); every event between them and the rest is wired here.
  const events = new RoomEvents();
  const presence = new Presence(Math.max(15 * 60, 2 * config.graceSeconds) * 1000);
  const removals = new Removals();
  // Each running match's bots, stand-ins and clock are carried by one process: the one holding its lease.
  const advisory = fanout ? new AdvisoryLeases(databaseUrl, logger) : null;
  const leases: MatchLeases = advisory ?? new SoleLeases();
  // A spent clock hands the seat to a stand-in (built just below; the keeper reports only once started).
  const keeper = new TableKeeper(
    pool,
    matches,
    bots,
    leases,
    logger,
    (roomId, matchId, seat) => standIns.clockSpent(roomId, matchId, seat),
    (roomId) => events.changed(roomId),
  );
  const statuses = new RoomStatusReader(pool, presence, keeper, config.graceSeconds, shared);
  const standIns = new StandIns(pool, keeper, logger, {
    status: (roomId) => statuses.read(roomId),
    changed: (roomId) => events.changed(roomId),
  });
  const starts = new MatchStarts(matches, keeper, events, logger);
  const rooms: Rooms = {
    seats: new SeatLookup(pool, logger, removals),
    status: statuses,
    lobby: new Lobby(pool, statuses, presence, events, logger, games ?? GAMES),
    table: new TableLife(pool, starts, standIns, keeper, presence, events, logger, statuses, positions, shared),
    rematch: new Rematch(pool, starts, statuses, events, logger),
    standIns,
    devices: new Devices(pool, logger, (roomId) => events.changed(roomId)),
    presence,
    removals,
    events,
  };
  const deadlines = new DeadlineWatch(pool, leases, logger, config.deadlinePollMs);
  deadlines.onExpiry((e) => (e.botOnExpiry ? standIns.expired(e.roomId, e.matchId, e.seat) : events.changed(e.roomId)));
  // The rooms' follow-up of a move (a finished match announced, clocks) comes before its frames go out.
  matches.onChange((change) => rooms.table.afterMove(change));
  // A match ended as abandoned shows its room as finished to whoever is looking (here and, through fan-out, elsewhere).
  matches.onAbandoned((ended) => events.changed(ended.roomId));
  replays.prepareEndedMatches(matches);
  const chat = new ChatService(pool);
  const hub: Hub = new Hub(matches, rooms, chat, logger, {
    ratePerSecond: config.wsRatePerSecond,
    rateBurst: config.wsRateBurst,
    heartbeatMs: config.heartbeatMs,
    socketsPerAddress: config.socketsPerAddress,
    helloRatePerSecond: config.helloRatePerSecond,
    helloBurst: config.helloBurst,
    spectatorsPerRoom: config.spectatorsPerRoom,
  });
  matches.onChange((change) => hub.moved(change));
  // A match someone here is shown stays in memory, so moves made on other processes keep reaching them (MatchService.follow).
  matches.holdWhile((matchId, roomId) => hub.shows(roomId, matchId));
  events.onChange((roomId, where, urgency, rowKept) => hub.roomChanged(roomId, where, urgency, rowKept));
  // A move that hands the turn on: this process's connections see whose deadline now runs (each process its own).
  events.onTurn((roomId) => hub.roomChanged(roomId, 'here', 'now'));
  events.onRemoval((roomId, who) => hub.removed(roomId, who));
  rooms.devices.onRevoked((roomId, hashes) => hub.revoked(roomId, hashes));
  if (fanout) {
    // Other server processes on the same database: their moves and room changes reach this one's clients too.
    fanout.onMove((matchId, version) => matches.follow(matchId, version));
    fanout.onRoom((roomId) => events.changed(roomId, 'elsewhere'));
    events.onChange((roomId, where) => where === 'here' && fanout.announceRoom(roomId));
    // A chat line said here reaches the room's connections on other processes with the room's announcement (ws/room-channel.ts, ws/chat-relay.ts).
    chat.onLine((roomId) => fanout.announceRoom(roomId));
    await fanout.start();
    await advisory?.start();
    await shared?.start();
  }
  // A change made elsewhere may concern a match this process carries (a stand-in handed over, a seat taken back): the keeper
  // reads it again, after the room's connections and the other processes were told (as before the rooms were split).
  events.onChange((roomId, where) => where === 'elsewhere' && keeper.roomChanged(roomId));

  app.addHook('onResponse', (req, reply, done) => {
    if (req.url !== '/ws') {
      req.log.info(
        {
          method: req.method,
          url: withoutLinkTokens(req.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    }
    done();
  });

  app.setErrorHandler(answerError);

  // ws accepts frames up to 16x the protocol limit so that the hub can answer an oversized one with a
  // clear refusal; anything bigger closes the connection (code 1009) before it is even buffered.
  // A socket's errors (such a frame, a reset) are the hub's to log, once per connection and without a
  // stack (ws/input-refusals.ts); the plugin's default would log each one at error with ws's stack.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_FRAME_BYTES * 16 },
    errorHandler: (_err, socket) => socket.terminate(),
  });
  app.get(
    ROUTES.socket.path,
    {
      websocket: true,
      // A socket is limited by its own counts: sockets per address, hellos, frames (ws/hub.ts).
      config: { rateLimit: false },
      // Before the upgrade: a page of a foreign origin gets a 403 and no socket.
      onRequest: async (req) => checkOrigin(req, config.allowedOrigins),
      schema: describeRoute(ROUTES.socket),
    },
    (socket, req) => {
      try {
        const tcp = req.raw.socket;
        releaseUpgrade(socket, req);
        hub.accept(socket, req.ip, tcp);
      } catch (err) {
        // The plugin's error handler above stays quiet, so a fault of our own is logged here.
        req.log.error({ err }, 'websocket accept failed');
        socket.terminate();
      }
    },
  );
  strictJsonBodies(app);
  let draining = false;
  // Every route of the table (packages/protocol/src/routes.ts) is served here, its handler from http/*-routes.ts.
  const edge: Edge = { seats: rooms.seats, limits: routeLimits(config), checkReplies: !config.production };
  serve(app, edge, aboutRoutes(app));
  serve(
    app,
    edge,
    healthRoutes(pool, () => draining),
  );
  if (metrics && config.metricsToken) serve(app, edge, metricsRoutes(metrics, config.metricsToken));
  serve(app, edge, gameRoutes(games ?? GAMES));
  serve(app, edge, roomRoutes(rooms));
  serve(app, edge, seatRoutes(pool, rooms.devices));
  serve(app, edge, replayRoutes({ pool, rooms, matches, replays, positions, chat, games: games ?? GAMES }, config));
  serve(app, edge, reviewRoutes(replays, reviews));
  serve(app, edge, hintRoutes(new HintService(statuses, matches, thinkPool, chat)));
  const notifications = await startNotifications(config, {
    pool,
    log: logger,
    policy: notifyPolicy,
    present: async (roomId, seat) =>
      presence.connected(roomId, seat) || ((await shared?.remote(roomId))?.get(seat)?.connected ?? false),
    titleOf: (game) => {
      const module = findGame(games ?? GAMES, game);
      return module ? { title: module.title, titles: module.titles } : { title: game };
    },
  });
  serve(app, edge, notifyRoutes(app, notifications.settings));

  await serveWebClient(app, config.webDir, config.production);

  // Takes up the running matches with background work that no live process carries (all of them, alone).
  await keeper.start();
  deadlines.start();
  let closing: Promise<void> | null = null;
  return {
    app,
    get db() {
      return (prisma ??= connectPrisma(pool));
    },
    matches,
    bots,
    rooms,
    replays,
    reviews,
    hub,
    routes,
    deadlines,
    notifications,
    close: () =>
      (closing ??= (async () => {
        draining = true;
        if (config.drainMs > 0) await new Promise((r) => setTimeout(r, config.drainMs));
        // The sockets' closes write their seats' last-seen moments: they end before anything they use does.
        await hub.closeAll();
        await rooms.table.settled();
        deadlines.close();
        await notifications.close();
        await keeper.close();
        await shared?.close();
        bots.stop();
        await reviews.stop();
        await matches.close();
        await bots.close();
        await app.close();
        // A replay's snapshots still being stored finish before the database goes.
        await replays.settled();
        await fanout?.close();
        // Prisma's client, when one was made, ends the pool with itself.
        if (prisma) await prisma.$disconnect();
        else await pool.end();
      })()),
  };
}
