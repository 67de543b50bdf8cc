import {
  emailBody,
  linkParamsSchema,
  notifySettingsSchema,
  pushEndpointBody,
  pushSubscriptionBody,
  roomParamsSchema,
  webhookBody,
} from '@sprawl/protocol';
import type { Locale } from '@sprawl/rules/words';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import { perAddress } from '../http/limits';
import { describeRoute } from '../http/openapi';
import { parse } from '../http/parse';
import { principalOf, seated, type SeatAuthority } from '../http/seat-auth';
import { browserLocale, LINK_PAGE_CSS, LINK_PAGE_CSS_PATH, sendLinkPage } from './link-page';
import type { NotifySettingsService } from './settings';

type NotifyLimits = Pick<Config, 'seatChangeRatePerSecond' | 'seatChangeBurst' | 'joinRatePerSecond' | 'joinRateBurst'>;

/** Request logs show an email link's path without its token (a token in a log would let its reader unsubscribe someone). */
export function withoutLinkTokens(url: string): string {
  return url.replace(/^(\/api\/email\/(?:confirm|unsubscribe)\/)[^/?#]+/, '$1…');
}

/**
 * The notification settings of a seat and a room, and the pages an email's
 * links open. A confirm or unsubscribe link first shows a page with one
 * button (a GET changes nothing, so that a mail scanner that opens links
 * confirms nothing); pressing it, or a mail client's one-click POST (RFC
 * 8058), does it, once.
 */
export function notifyRoutes(
  app: FastifyInstance,
  settings: NotifySettingsService,
  seats: SeatAuthority,
  config: NotifyLimits,
): void {
  const tags = ['notifications'];
  // The seat is found once, at the edge (http/seat-auth.ts), after the body is checked (a malformed one is refused as such).
  const auth = (body?: z.ZodType) => seated(app, seats, { body });
  const changes = perAddress(
    config.seatChangeRatePerSecond,
    config.seatChangeBurst,
    'Too many changes at once; wait a few seconds and try again.',
  );
  // A link's token is a secret: trying tokens is limited like trying invitations.
  const links = perAddress(
    config.joinRatePerSecond,
    config.joinRateBurst,
    'Too many links tried; wait a minute and try again.',
  );
  // Forms (the pages below) and mail clients' one-click unsubscribes post form bodies; nothing reads them.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    if (!app.hasContentTypeParser(type))
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) => done(null, {}));
  }

  app.get(
    '/api/rooms/:id/notifications',
    {
      preHandler: auth(),
      schema: describeRoute({
        summary:
          "How your seat is told of its turns (push devices, email) and the room's webhook; no address or URL is shown.",
        tags,
        params: roomParamsSchema,
        reply: notifySettingsSchema,
        token: true,
      }),
    },
    async (req) => {
      return settings.settings(principalOf(req));
    },
  );

  app.post(
    '/api/rooms/:id/push',
    {
      config: changes,
      preHandler: auth(pushSubscriptionBody),
      schema: describeRoute({
        summary: "Subscribe this browser (a Web Push subscription) to your seat's turns.",
        tags,
        params: roomParamsSchema,
        body: pushSubscriptionBody,
        reply: notifySettingsSchema,
        token: true,
      }),
    },
    async (req) => {
      return settings.subscribe(principalOf(req), parse(pushSubscriptionBody, req.body));
    },
  );

  app.post(
    '/api/rooms/:id/push/remove',
    {
      config: changes,
      preHandler: auth(pushEndpointBody),
      schema: describeRoute({
        summary: "Stop pushing your seat's turns to this browser.",
        tags,
        params: roomParamsSchema,
        body: pushEndpointBody,
        reply: notifySettingsSchema,
        token: true,
      }),
    },
    async (req) => {
      const { endpoint } = parse(pushEndpointBody, req.body);
      return settings.unsubscribe(principalOf(req), endpoint);
    },
  );

  app.post(
    '/api/rooms/:id/webhook',
    {
      config: changes,
      preHandler: auth(webhookBody),
      schema: describeRoute({
        summary:
          "Set the room's chat webhook (https, a public address; Discord and Slack bodies) and send it a test post, whose result the answer carries; or remove it with null (host).",
        tags,
        params: roomParamsSchema,
        body: webhookBody,
        reply: notifySettingsSchema,
        token: true,
      }),
    },
    async (req) => {
      const { url, locale } = parse(webhookBody, req.body);
      return settings.setWebhook(principalOf(req), url, locale, req.ip);
    },
  );

  app.post(
    '/api/rooms/:id/email',
    {
      config: changes,
      preHandler: auth(emailBody),
      schema: describeRoute({
        summary:
          "Give an email address for your seat's turns (a mail asks to confirm it first), or remove it with null.",
        tags,
        params: roomParamsSchema,
        body: emailBody,
        reply: notifySettingsSchema,
        token: true,
      }),
    },
    async (req) => {
      const { address, locale } = parse(emailBody, req.body);
      return settings.setEmail(principalOf(req), address, locale);
    },
  );

  // The pages speak the language of the address's mails (the reader opened them from one), or the browser's once the address is gone.
  const token = (params: unknown) => linkParamsSchema.safeParse(params ?? {}).data?.token ?? null;
  const language = (req: FastifyRequest, known: Locale | null) =>
    known ?? browserLocale(req.headers['accept-language']);

  app.get(
    LINK_PAGE_CSS_PATH,
    { schema: describeRoute({ summary: "The stylesheet of the pages an email's links open (CSS).", tags }) },
    async (_req, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LINK_PAGE_CSS),
  );

  app.get(
    '/api/email/confirm/:token',
    {
      config: links,
      schema: describeRoute({
        summary: "An email's confirm link: a page with the button that confirms, or that says it was used (HTML).",
        tags,
        params: linkParamsSchema,
      }),
    },
    async (req, reply) => {
      const { state, locale, roomId } = await settings.linkState('confirm', token(req.params));
      const lang = language(req, locale);
      if (state === 'done')
        return sendLinkPage(
          reply,
          200,
          { title: 'notify.page.already.title', text: 'notify.page.confirmed.text', roomId },
          lang,
        );
      if (state === 'used')
        return sendLinkPage(
          reply,
          404,
          { title: 'notify.page.used.title', text: 'notify.page.used.text', roomId },
          lang,
        );
      const page = {
        title: 'notify.page.confirm.title',
        text: 'notify.page.confirm.text',
        button: 'notify.page.confirm.button',
        roomId,
      } as const;
      return sendLinkPage(reply, 200, page, lang);
    },
  );
  app.post(
    '/api/email/confirm/:token',
    {
      config: links,
      schema: describeRoute({ summary: 'Confirms an address, once (HTML).', tags, params: linkParamsSchema }),
    },
    async (req, reply) => {
      const t = token(req.params);
      const { done, locale, roomId } =
        t === null ? { done: false, locale: null, roomId: null } : await settings.confirm(t);
      const lang = language(req, locale);
      return done
        ? sendLinkPage(
            reply,
            200,
            { title: 'notify.page.confirmed.title', text: 'notify.page.confirmed.text', roomId },
            lang,
          )
        : sendLinkPage(reply, 404, { title: 'notify.page.used.title', text: 'notify.page.used.text', roomId }, lang);
    },
  );
  app.get(
    '/api/email/unsubscribe/:token',
    {
      config: links,
      schema: describeRoute({
        summary:
          "An email's unsubscribe link: a page with the button that stops the mails, or that says it was used (HTML).",
        tags,
        params: linkParamsSchema,
      }),
    },
    async (req, reply) => {
      const { state, locale, roomId } = await settings.linkState('unsubscribe', token(req.params));
      const lang = language(req, locale);
      if (state === 'used')
        return sendLinkPage(
          reply,
          404,
          { title: 'notify.page.used.title', text: 'notify.page.stopUsed.text', roomId },
          lang,
        );
      const page = {
        title: 'notify.page.stop.title',
        text: 'notify.page.stop.text',
        button: 'notify.page.stop.button',
        roomId,
      } as const;
      return sendLinkPage(reply, 200, page, lang);
    },
  );
  app.post(
    '/api/email/unsubscribe/:token',
    {
      config: links,
      schema: describeRoute({
        summary: 'Stops the mails to an address (one-click, RFC 8058), once (HTML).',
        tags,
        params: linkParamsSchema,
      }),
    },
    async (req, reply) => {
      const t = token(req.params);
      const { done, locale, roomId } =
        t === null ? { done: false, locale: null, roomId: null } : await settings.unsubscribeEmail(t);
      const lang = language(req, locale);
      return done
        ? sendLinkPage(
            reply,
            200,
            { title: 'notify.page.stopped.title', text: 'notify.page.stopped.text', roomId },
            lang,
          )
        : sendLinkPage(
            reply,
            404,
            { title: 'notify.page.used.title', text: 'notify.page.stopUsed.text', roomId },
            lang,
          );
    },
  );
}
