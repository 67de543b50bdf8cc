import { useEffect, useState } from 'preact/hooks';
import type { NotifySettings } from '@sprawl/protocol';
import { api, describeError } from '../lib/api';
import { canNotify, canPush, heldHere, keepLanguage, notifyOn, turnOff, turnOn } from './push';
import { useFreshSettings } from './use-fresh-settings';
import { webhookWords } from './webhook-words';
import './notify.css';
import { locale, t } from '../i18n/i18n';

interface Props {
  roomId: string;
  token: string;
}

/**
 * How this seat's player hears of their turns when away from the table: a
 * notification on this browser (push where it has it), email where the
 * server sends it, and, for the host, the room's chat webhook. Nothing is
 * asked of the browser until the player turns it on; no address or URL is
 * ever shown back (the server keeps them to itself). Each is given the
 * page's language, in which the server then writes what it sends. The
 * switch shows what the server holds for this browser, not what the
 * browser once asked for, and a failure says what still works (issue 49).
 */
export function NotifyPanel({ roomId, token }: Props) {
  const [settings, setSettings] = useState<NotifySettings | null>(null);
  const [pageOn, setPageOn] = useState(() => notifyOn(roomId));
  // Whether the server holds this browser's push subscription for the seat; null until known.
  const [held, setHeld] = useState<boolean | null>(null);
  // Why push failed just now, in the app's words; without one, a push the server no longer holds says so.
  const [pushFailed, setPushFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // What the player just asked for, shown while it is being done.
  const [asked, setAsked] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [hook, setHook] = useState('');
  const shown = async (next: NotifySettings) => {
    setSettings(next);
    setHeld(await heldHere(next).catch(() => false));
  };
  useEffect(() => {
    api.notifySettings(roomId, token).then(
      (got) => {
        void shown(got);
        // A seat subscribed in another language hears in this one from now on; failing that, it keeps the old one.
        keepLanguage(roomId, token, got.push.publicKey).then(
          (next) => next && void shown(next),
          () => undefined,
        );
      },
      () => undefined,
    );
  }, [roomId, token]);
  const waiting =
    settings !== null &&
    (settings.email.state === 'pending' || (settings.webhook.host !== null && settings.webhook.last === null));
  useFreshSettings(roomId, token, waiting, (next) => void shown(next));

  const act = async (work: () => Promise<NotifySettings | null>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await work();
      if (next) await shown(next);
      return true;
    } catch (err) {
      setError(describeError(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const toggle = async (next: boolean) => {
    if (!settings) return;
    setPushFailed(null);
    setAsked(next);
    await act(async () => {
      if (!next) return turnOff(roomId, token);
      const on = await turnOn(roomId, token, settings.push.publicKey);
      setPushFailed(on.pushFailed);
      if (on.pushFailed) setHeld(false);
      return on.settings;
    });
    setPageOn(notifyOn(roomId));
    setAsked(null);
  };
  const stopOpenTab = () => void act(() => turnOff(roomId, token)).then(() => setPageOn(notifyOn(roomId)));
  // With push, the switch says what the server holds for this browser; without, whether the open-tab notice is on.
  const checked = asked ?? (canPush() ? pageOn && held === true : pageOn);
  const pushMissing = canPush() && pageOn && held === false;
  const hookSaid = settings ? webhookWords(settings.webhook) : null;

  return (
    <div class="notify-panel" data-testid="notify-panel">
      {canNotify() && (
        <label class="check small">
          <input
            type="checkbox"
            checked={checked}
            disabled={busy || !settings}
            onChange={(e) => void toggle((e.target as HTMLInputElement).checked)}
            data-testid="notify-toggle"
          />
          {canPush() ? t('ui.notify.push') : t('ui.notify.page')}
        </label>
      )}
      {pushMissing && (
        <p class="form-error small notify-row" role="alert" data-testid="notify-push-problem">
          {pushFailed ?? t('ui.notify.pushLost')} {t('ui.notify.stillOpenTab')}{' '}
          <button class="btn small" disabled={busy} onClick={stopOpenTab}>
            {t('ui.notify.turnOff')}
          </button>
        </p>
      )}
      {settings?.email.available &&
        (settings.email.state === 'none' ? (
          <form
            class="notify-row"
            onSubmit={(e) => {
              e.preventDefault();
              void act(() => api.setEmail(roomId, token, email, locale())).then((ok) => ok && setEmail(''));
            }}
          >
            <input
              type="email"
              placeholder={t('ui.notify.emailPlaceholder')}
              value={email}
              onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
              aria-label={t('ui.notify.emailLabel')}
              data-testid="notify-email"
            />
            <button class="btn small" disabled={busy || !email}>
              {t('ui.common.save')}
            </button>
          </form>
        ) : (
          <p class="small muted notify-row" data-testid="notify-email-state">
            {settings.email.state === 'pending' ? t('ui.notify.confirm') : t('ui.notify.emailed')}{' '}
            <button class="btn small" disabled={busy} onClick={() => void act(() => api.setEmail(roomId, token, null))}>
              {t('ui.notify.remove')}
            </button>
          </p>
        ))}
      {settings?.webhook.canChange && !settings.webhook.host && (
        <form
          class="notify-row"
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => api.setWebhook(roomId, token, hook.trim(), locale())).then((ok) => ok && setHook(''));
          }}
        >
          {/* Text with a URL keyboard: the server says what is wrong with an address, in the player's words, with no browser popup beside it (issue 49). */}
          <input
            type="text"
            inputMode="url"
            autoComplete="url"
            spellcheck={false}
            placeholder={t('ui.notify.hookPlaceholder')}
            value={hook}
            onInput={(e) => setHook((e.target as HTMLInputElement).value)}
            aria-label={t('ui.notify.hookLabel')}
            data-testid="notify-webhook"
          />
          <button class="btn small" disabled={busy || !hook.trim()}>
            {t('ui.common.save')}
          </button>
        </form>
      )}
      {hookSaid && (
        <p
          class={`small notify-row ${hookSaid.failing ? 'form-error' : 'muted'}`}
          role={hookSaid.failing ? 'alert' : undefined}
          data-testid="notify-webhook-state"
        >
          {hookSaid.text}{' '}
          {settings?.webhook.canChange && (
            <button
              class="btn small"
              disabled={busy}
              onClick={() => void act(() => api.setWebhook(roomId, token, null))}
            >
              {t('ui.notify.remove')}
            </button>
          )}
        </p>
      )}
      {error && (
        <p class="form-error small" role="alert" data-testid="notify-error">
          {error}
        </p>
      )}
    </div>
  );
}
