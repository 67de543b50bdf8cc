import type { FastifyInstance, FastifyReply } from 'fastify';
import { EmailLinks, type LinkAnswerPage } from '../notify/email-links';
import { LINK_PAGE_CSS, sendLinkPage } from '../notify/link-page';
import type { NotifySettingsService } from '../notify/settings';
import type { NotifySettings } from '@sprawl/protocol';
import { ownHost, type SeatPrincipal } from '../rooms/lobby/seat-principal';
import type { Handlers } from './serve';

type NotifyRoute =
  | 'notifySettings'
  | 'subscribePush'
  | 'unsubscribePush'
  | 'setWebhook'
  | 'setEmail'
  | 'linkPageStyle'
  | 'confirmPage'
  | 'confirmEmail'
  | 'unsubscribePage'
  | 'unsubscribeEmail';

/** Request logs show an email link's path without its token (a token in a log would let its reader unsubscribe someone). */
export function withoutLinkTokens(url: string): string {
  return url.replace(/^(\/api\/email\/(?:confirm|unsubscribe)\/)[^/?#]+/, '$1…');
}

/**
 * The notification settings of a seat and a room, and the pages an email's
 * links open (notify/email-links.ts says which).
 */
export function notifyRoutes(app: FastifyInstance, settings: NotifySettingsService): Handlers<NotifyRoute> {
  // Forms (the pages below) and mail clients' one-click unsubscribes post form bodies; nothing reads them.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    if (!app.hasContentTypeParser(type))
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) => done(null, {}));
  }
  const links = new EmailLinks(settings);
  return {
    notifySettings: async ({ principal }) => asSeen(principal, await settings.settings(principal)),
    subscribePush: async ({ principal, body }) => asSeen(principal, await settings.subscribe(principal, body)),
    unsubscribePush: async ({ principal, body }) =>
      asSeen(principal, await settings.unsubscribe(principal, body.endpoint)),
    setWebhook: async ({ principal, body, req }) => {
      ownHost(principal);
      return settings.setWebhook(principal, body.url, body.locale, req.ip);
    },
    setEmail: async ({ principal, body }) =>
      asSeen(principal, await settings.setEmail(principal, body.address, body.locale)),
    linkPageStyle: async ({ reply }) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LINK_PAGE_CSS),
    confirmPage: async ({ params, req, reply }) =>
      send(reply, await links.confirmPage(params?.token ?? null, req.headers['accept-language'])),
    confirmEmail: async ({ params, req, reply }) =>
      send(reply, await links.confirm(params?.token ?? null, req.headers['accept-language'])),
    unsubscribePage: async ({ params, req, reply }) =>
      send(reply, await links.unsubscribePage(params?.token ?? null, req.headers['accept-language'])),
    unsubscribeEmail: async ({ params, req, reply }) =>
      send(reply, await links.unsubscribe(params?.token ?? null, req.headers['accept-language'])),
  };
}

/** The webhook is the room's, managed from the host's own device only: a further device is not offered the change. */
const asSeen = (who: SeatPrincipal, answer: NotifySettings): NotifySettings =>
  who.firstDevice ? answer : { ...answer, webhook: { ...answer.webhook, canChange: false } };

const send = (reply: FastifyReply, answer: LinkAnswerPage) =>
  sendLinkPage(reply, answer.status, answer.page, answer.locale);
