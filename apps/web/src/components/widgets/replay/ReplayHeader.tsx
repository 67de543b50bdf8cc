import { t } from '../../../i18n/i18n';
import type { ComponentChildren } from 'preact';
import { exportHref } from '../../../lib/replay-api';
import { matchesHref, roomHref } from '../../../lib/replay-links';
import { navigate } from '../../../lib/router';

interface Props {
  roomId: string;
  matchId: string;
  /** Kept in the links for spectators. */
  invite: string | null;
  /** For the download link, which cannot carry a token (see exportHref). */
  inviteCode: string | null;
  names: string[];
  /** The game's title, as the server lists it. */
  title: string;
  finished: boolean;
  /** Whose turn it is at the shown step. */
  children?: ComponentChildren;
}

/** The replay's top bar: which match, the status at the shown step, the download and the way back. */
export function ReplayHeader({ roomId, matchId, invite, inviteCode, names, title, finished, children }: Props) {
  const link = (href: string, text: string) => (
    <a
      class="btn small"
      href={href}
      onClick={(e) => {
        e.preventDefault();
        navigate(href);
      }}
    >
      {text}
    </a>
  );
  return (
    <header class="topbar">
      <span class="brand">{title}</span>
      <span class="room-title" data-testid="replay-title">
        {finished
          ? t('ui.replay.titleFinished', { names: names.join(', ') })
          : t('ui.replay.titlePlaying', { names: names.join(', ') })}
      </span>
      <span class="statusbar">{children}</span>
      <nav class="replay-nav" aria-label={t('ui.replay.links')}>
        {inviteCode && finished && (
          <a class="btn small" href={exportHref(roomId, matchId, inviteCode)} download data-action="download">
            {t('ui.replay.download')}
          </a>
        )}
        {inviteCode && !finished && (
          <span class="download-later">
            <button type="button" class="btn small" disabled data-action="download" aria-describedby="download-why">
              {t('ui.replay.download')}
            </button>
            <span id="download-why" class="small muted">
              {t('ui.replay.downloadLater')}
            </span>
          </span>
        )}
        {link(matchesHref(roomId, invite), t('ui.replay.allMatches'))}
        {link(roomHref(roomId, invite), t('ui.replay.backToRoom'))}
      </nav>
    </header>
  );
}
