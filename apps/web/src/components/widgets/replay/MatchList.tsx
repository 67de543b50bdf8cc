import { useEffect, useState } from 'preact/hooks';
import type { TargetedMouseEvent } from 'preact';
import { describeError } from '../../../lib/api';
import { fetchMatches, type MatchSummary, type ReplayAuth } from '../../../lib/replay-api';
import { navigate } from '../../../lib/router';
import { replayHref } from '../../../lib/replay-links';
import { formatDate, formatList, formatNumber, t } from '../../../i18n/i18n';

interface Props {
  roomId: string;
  auth: ReplayAuth;
  /** Kept in the replay links for spectators, who have no seat token. */
  invite: string | null;
  /** The list is left out entirely while the room has no match (the lobby of a new room). */
  hideWhenEmpty?: boolean;
  /** False where the page's own title already says it. */
  heading?: boolean;
}

/** The winners of a finished match in words, from its stored result (an Outcome), if it has that shape. */
function resultText(m: MatchSummary): string {
  if (m.status !== 'finished') return t('ui.matches.inProgress');
  const r = m.result as { winners?: unknown } | null;
  if (!r || !Array.isArray(r.winners)) return t('ui.matches.finished');
  const who = r.winners
    .filter((w): w is number => typeof w === 'number')
    .map((w) => m.players[w] ?? t('ui.common.player', { n: w + 1 }));
  if (who.length === 0) return t('ui.matches.finished');
  return who.length > 1 ? t('ui.matches.shared', { who: formatList(who) }) : t('ui.matches.won', { who: who[0] });
}

const when = (iso: string) => formatDate(iso);

/** A room's matches, newest first, each with a link to its replay. */
export function MatchList({ roomId, auth, invite, hideWhenEmpty, heading = true }: Props) {
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchMatches(roomId, auth).then(setMatches, (e: unknown) => setError(describeError(e)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- by the credentials' values, not the object's identity
  }, [roomId, auth.token, auth.inviteCode]);
  if (hideWhenEmpty && (!matches || matches.length === 0)) return null;
  const open = (e: TargetedMouseEvent<HTMLAnchorElement>, href: string) => {
    e.preventDefault();
    navigate(href);
  };
  return (
    <section class="match-list" aria-label={t('ui.matches.label')} data-testid="match-list">
      {heading && <h3>{t('ui.matches.heading')}</h3>}
      {error && (
        <div class="form-error" role="alert">
          {error}
        </div>
      )}
      {!matches && !error && <p class="muted">{t('ui.common.loading')}</p>}
      {matches && matches.length === 0 && <p class="muted">{t('ui.matches.none')}</p>}
      {matches && matches.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('ui.matches.started')}</th>
              <th>{t('ui.matches.players')}</th>
              <th>{t('ui.matches.steps')}</th>
              <th>{t('ui.matches.result')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {matches.map((m) => {
              const href = replayHref(roomId, m.id, invite);
              return (
                <tr key={m.id} data-match={m.id} data-status={m.status}>
                  <td>
                    {when(m.createdAt)}
                    {m.forkedFrom && (
                      <span class="tag" title={t('ui.matches.forkHelp')}>
                        {t('ui.matches.fork')}
                      </span>
                    )}
                  </td>
                  <td>{m.players.join(', ')}</td>
                  <td class="num">{formatNumber(m.length)}</td>
                  <td>{resultText(m)}</td>
                  <td>
                    <a class="btn small" href={href} onClick={(e) => open(e, href)} data-action="replay">
                      {t('ui.common.replay')}
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
