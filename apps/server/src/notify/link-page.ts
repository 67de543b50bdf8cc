import { ROUTES, sayNotify, type NotifyKey } from '@sprawl/protocol';
import { LOCALES, type Locale } from '@sprawl/rules/words';
import type { FastifyReply } from 'fastify';

/** Where the pages' stylesheet is served: the page's CSP allows styles from this origin only, none inline. */
export const LINK_PAGE_CSS_PATH = ROUTES.linkPageStyle.path;

/**
 * The look of the app's own pages (apps/web/src/styles.css: its colours,
 * the landing page's gradient, its card and buttons), for the pages an
 * email's link opens. Copied, not linked: the built client's stylesheet has
 * a hashed name the server does not know, and these pages must look right
 * on a server that serves no client at all.
 */
export const LINK_PAGE_CSS = `:root { --ink: #1f2328; --muted: #595e65; --accent: #1c7c54;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; font-size: 14px; color: var(--ink); }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 20px; padding: 24px;
  background: linear-gradient(135deg, #dfe9d8 0%, #e8e4f0 50%, #dde8f3 100%); }
.brand { font-weight: 800; font-size: 18px; letter-spacing: 0.02em; display: flex; align-items: center; gap: 10px; }
.brand::before { content: ''; width: 20px; height: 20px; border-radius: 4px;
  background: conic-gradient(#d64541 0 25%, #e0a526 0 50%, #8a4fbf 0 75%, #2f6fd0 0); }
main { background: #fff; border-radius: 12px; padding: 24px; width: min(440px, 100%); box-shadow: 0 10px 30px rgba(0,0,0,0.08);
  display: flex; flex-direction: column; gap: 14px; }
h1 { font-size: 22px; margin: 0; }
p { margin: 0; line-height: 1.45; }
form { margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
.btn { font: inherit; border: 1px solid #b9bdb6; background: #f7f8f5; color: var(--ink); border-radius: 6px; padding: 10px 18px;
  cursor: pointer; text-decoration: none; display: inline-flex; align-items: center; min-height: 44px; }
.btn.primary { background: var(--accent); color: #fff; border-color: #146244; font-weight: 600; }
:focus-visible { outline: 3px solid #2f6fd0; outline-offset: 2px; }
`;

/** What one page says: its title and sentence, its button (a form posting to the same link), and where "back" goes. */
export interface LinkPage {
  title: NotifyKey;
  text: NotifyKey;
  button?: NotifyKey;
  /** The table the address was given for, or null when it is no longer known (then back goes to the player's tables). */
  roomId: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page's HTML in `locale`. */
export function linkPageHtml(page: LinkPage, locale: Locale): string {
  const say = (key: NotifyKey) => escapeHtml(sayNotify({ key }, locale));
  const back = page.roomId
    ? `<a class="btn" href="/room/${encodeURIComponent(page.roomId)}">${say('notify.page.back')}</a>`
    : `<a class="btn" href="/">${say('notify.page.home')}</a>`;
  const form = page.button
    ? `<form method="post"><button class="btn primary" type="submit">${say(page.button)}</button></form>`
    : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${say(page.title)}</title><link rel="stylesheet" href="${LINK_PAGE_CSS_PATH}"></head><body><div class="brand">${say('notify.page.brand')}</div><main><h1>${say(page.title)}</h1><p>${say(page.text)}</p><div class="actions">${form}${back}</div></main></body></html>`;
}

/** Sends the page, never cached (it says what a link does now). */
export function sendLinkPage(reply: FastifyReply, status: number, page: LinkPage, locale: Locale): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(linkPageHtml(page, locale));
}

/**
 * The reader's language from their browser's Accept-Language, for a link
 * whose address is gone (its mails' language went with it): the first of
 * the languages we write that the browser names, English otherwise.
 */
export function browserLocale(header: string | undefined): Locale {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(rest.join(';'))?.[1] ?? 1);
      return { lang: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q);
  const known = wanted.find((w) => (LOCALES as readonly string[]).includes(w.lang));
  return (known?.lang as Locale | undefined) ?? 'en';
}
