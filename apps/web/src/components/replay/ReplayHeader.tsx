import type { ComponentChildren } from 'preact';
import { exportHref } from '../../lib/replay-api';
import { matchesHref, roomHref } from '../../lib/replay-links';
import { navigate } from '../../lib/router';

interface Props {
  roomId: string;
  matchId: string;
  /** Kept in the links for spectators. */
  invite: string | null;
  /** For the download link, which cannot carry a token (see exportHref). */
  inviteCode: string | null;
  names: string[];
  finished: boolean;
  /** Whose turn it is at the shown step. */
  children?: ComponentChildren;
}

/** The replay's top bar: which match, the status at the shown step, the download and the way back. */
export function ReplayHeader({ roomId, matchId, invite, inviteCode, names, finished, children }: Props) {
  const link = (href: string, text: string) => (
    <a class="btn small" href={href} onClick={(e) => { e.preventDefault(); navigate(href); }}>{text}</a>
  );
  return (
    <header class="topbar">
      <span class="brand">Urban Sprawl</span>
      <span class="room-title">Replay · {names.join(', ')} · {finished ? 'finished' : 'in progress'}</span>
      <span class="statusbar">{children}</span>
      <nav class="replay-nav" aria-label="Replay links">
        {inviteCode && <a class="btn small" href={exportHref(roomId, matchId, inviteCode)} download data-action="download">Download replay</a>}
        {link(matchesHref(roomId, invite), 'All matches')}
        {link(roomHref(roomId, invite), 'Back to the room')}
      </nav>
    </header>
  );
}
