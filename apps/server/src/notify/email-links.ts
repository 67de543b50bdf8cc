import type { Locale } from '@sprawl/rules/words';
import { browserLocale, type LinkPage } from './link-page';
import type { NotifySettingsService } from './settings';

/** The page an email link answers with: its HTTP status, its words, and the language to say them in. */
export interface LinkAnswerPage {
  status: 200 | 404;
  page: LinkPage;
  locale: Locale;
}

/**
 * What a confirm or unsubscribe link shows. Opening it (GET) changes
 * nothing and shows the one button that acts, so that a mail scanner that
 * opens links confirms nothing; pressing the button, or a mail client's
 * one-click POST (RFC 8058), acts, once. A token that does not read is a
 * link that does nothing. The pages speak the language of the address's
 * mails (the reader opened them from one), or the browser's once it is gone.
 */
export class EmailLinks {
  constructor(private readonly settings: NotifySettingsService) {}

  async confirmPage(token: string | null, acceptLanguage: string | undefined): Promise<LinkAnswerPage> {
    const { state, locale, roomId } = await this.settings.linkState('confirm', token);
    const lang = locale ?? browserLocale(acceptLanguage);
    if (state === 'done')
      return answer(200, { title: 'notify.page.already.title', text: 'notify.page.confirmed.text', roomId }, lang);
    if (state === 'used')
      return answer(404, { title: 'notify.page.used.title', text: 'notify.page.used.text', roomId }, lang);
    const page = {
      title: 'notify.page.confirm.title',
      text: 'notify.page.confirm.text',
      button: 'notify.page.confirm.button',
      roomId,
    } as const;
    return answer(200, page, lang);
  }

  async confirm(token: string | null, acceptLanguage: string | undefined): Promise<LinkAnswerPage> {
    const { done, locale, roomId } =
      token === null ? { done: false, locale: null, roomId: null } : await this.settings.confirm(token);
    const lang = locale ?? browserLocale(acceptLanguage);
    return done
      ? answer(200, { title: 'notify.page.confirmed.title', text: 'notify.page.confirmed.text', roomId }, lang)
      : answer(404, { title: 'notify.page.used.title', text: 'notify.page.used.text', roomId }, lang);
  }

  async unsubscribePage(token: string | null, acceptLanguage: string | undefined): Promise<LinkAnswerPage> {
    const { state, locale, roomId } = await this.settings.linkState('unsubscribe', token);
    const lang = locale ?? browserLocale(acceptLanguage);
    if (state === 'used')
      return answer(404, { title: 'notify.page.used.title', text: 'notify.page.stopUsed.text', roomId }, lang);
    const page = {
      title: 'notify.page.stop.title',
      text: 'notify.page.stop.text',
      button: 'notify.page.stop.button',
      roomId,
    } as const;
    return answer(200, page, lang);
  }

  async unsubscribe(token: string | null, acceptLanguage: string | undefined): Promise<LinkAnswerPage> {
    const { done, locale, roomId } =
      token === null ? { done: false, locale: null, roomId: null } : await this.settings.unsubscribeEmail(token);
    const lang = locale ?? browserLocale(acceptLanguage);
    return done
      ? answer(200, { title: 'notify.page.stopped.title', text: 'notify.page.stopped.text', roomId }, lang)
      : answer(404, { title: 'notify.page.used.title', text: 'notify.page.stopUsed.text', roomId }, lang);
  }
}

const answer = (status: 200 | 404, page: LinkPage, locale: Locale): LinkAnswerPage => ({ status, page, locale });
