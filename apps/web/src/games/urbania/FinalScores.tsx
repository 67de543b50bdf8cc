import type { UrView } from './content';
import { renderLog } from '../../lib/names';
import { SeatMark } from './SeatMark';
import { ProjectCard } from './ProjectCard';
import { navigate } from '../../lib/router';
import { sayOr } from '../../i18n/i18n';
import { t } from './t';

/** Each column of a player's points, and what it counts. */
const ORIGIN: [string, string, string][] = (['renew', 'specialists', 'submit', 'projects'] as const).map((k) => [
  k,
  t(`ui.ur.origin.${k}`),
  t(`ui.ur.origin.${k}.help`),
]);

/** The end: standings, where each player's points came from, every project revealed with its score, and the way to the replay. */
export function FinalScores({
  view,
  names,
  replayHref,
  matchesHref,
}: {
  view: UrView;
  names: string[];
  replayHref?: string;
  matchesHref?: string;
}) {
  const final = view.final;
  if (!final) return null;
  const ending = view.ending;
  return (
    <section class="ur-panel ur-final" aria-label={t('ui.ur.finalScores')} data-testid="final-scores">
      <h3>{t('ui.ur.finalScores')}</h3>
      {ending && (
        <p class="small" data-testid="ending-reason">
          {renderLog(sayOr(ending.words?.reason, ending.reason), names)}
        </p>
      )}
      <ol>
        {final.standings.map((row) => {
          const p = view.players[row.seat];
          return (
            <li key={row.seat} data-testid={`final-${row.seat}`}>
              <div class="ur-player-head">
                <span class="ur-rank">{row.rank}.</span>
                <SeatMark seat={row.seat} />
                <strong>{names[row.seat] ?? t('ui.common.player', { n: row.seat + 1 })}</strong>
                {final.winners.includes(row.seat) && <span class="tag turn">{t('ui.ur.winner')}</span>}
                <span class="ur-score">{t('ui.ur.vp', { n: row.score })}</span>
              </div>
              <div class="small muted">
                {ORIGIN.map(([key, label, title], i) => (
                  <span key={key} title={title}>
                    {i > 0 ? ' · ' : ''}
                    {label} {row.breakdown[key] ?? 0}
                  </span>
                ))}
              </div>
              <div class="ur-row">
                {(p?.submitted ?? []).map((id) => (
                  <ProjectCard key={id} id={id} points={view.projectPoints?.[id]} />
                ))}
                {(p?.submitted ?? []).length === 0 && <span class="small muted">{t('ui.ur.noProject')}</span>}
              </div>
            </li>
          );
        })}
      </ol>
      <p class="small muted" data-testid="tie-break">
        {ending && ending.ties.length > 0
          ? ending.ties.map((t, i) => renderLog(sayOr(ending.words?.ties[i], t), names)).join(' ')
          : t('ui.ur.noTies')}
      </p>
      {(replayHref || matchesHref) && (
        <div class="ur-row">
          {replayHref && (
            <a
              class="btn primary"
              href={replayHref}
              data-action="watch-replay"
              onClick={(e) => {
                e.preventDefault();
                navigate(replayHref);
              }}
            >
              {t('ui.table.watchReplay')}
            </a>
          )}
          {matchesHref && (
            <a
              class="btn"
              href={matchesHref}
              onClick={(e) => {
                e.preventDefault();
                navigate(matchesHref);
              }}
            >
              {t('ui.ur.roomMatches')}
            </a>
          )}
        </div>
      )}
      <dl class="small muted ur-columns">
        {ORIGIN.map(([key, label, title]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{title}.</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
