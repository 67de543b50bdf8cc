import type { Outcome, UsView } from './types';
import { renderLog } from '../../lib/names';
import { PlayerDot } from '../../components/widgets/PlayerDot';
import { navigate } from '../../lib/router';
import { sayOr } from '../../i18n/i18n';
import { formatList } from '../../i18n/i18n';
import { t } from './t';

const LABELS: Record<string, string> = Object.fromEntries(
  (['duringPlay', 'finalPayouts', 'wealthToPrestige', 'politicians'] as const).map((k) => [k, t(`ui.us.final.${k}`)]),
);
/** What each column counts, for its header's tooltip and the key under the table. */
const EXPLAINED: Record<string, string> = Object.fromEntries(
  (['duringPlay', 'finalPayouts', 'wealthToPrestige', 'politicians', 'score', 'wealth'] as const).map((k) => [
    k,
    t(`ui.us.explain.${k}`),
  ]),
);
const label = (k: string) => LABELS[k] ?? k.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** The end of the match: the ranking with each player's score breakdown, and the winner(s). */
export function FinalScores({
  final,
  ending,
  names,
  onClose,
  replayHref,
}: {
  final: Outcome;
  ending?: UsView['ending'];
  names: string[];
  onClose?: () => void;
  replayHref?: string;
}) {
  const keys = [...new Set(final.standings.flatMap((s) => Object.keys(s.breakdown)))];
  const standings = [...final.standings].sort((a, b) => a.rank - b.rank);
  const winners = final.winners.map((w) => names[w]);
  return (
    <div class="overlay" data-testid="final-scores">
      <div class="final" role="dialog" aria-label={t('ui.table.finalScores')}>
        <h2>
          {winners.length > 1
            ? t('ui.table.sharedVictory', { who: formatList(winners) })
            : t('ui.table.wins', { who: winners[0] })}
        </h2>
        {ending && (
          <p class="ending-reason" data-testid="ending-reason">
            {renderLog(sayOr(ending.words?.reason, ending.reason), names)}
          </p>
        )}
        <table tabIndex={0} aria-label={t('ui.table.finalScores')}>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('ui.table.player')}</th>
              {keys.map((k) => (
                <th key={k} title={EXPLAINED[k]}>
                  {label(k)}
                </th>
              ))}
              <th title={EXPLAINED.score}>{t('ui.us.final.score')}</th>
              <th title={EXPLAINED.wealth}>{t('ui.us.final.wealth')}</th>
            </tr>
          </thead>
          <tbody>
            {standings.map((s) => (
              <tr key={s.seat} class={final.winners.includes(s.seat) ? 'winner' : ''} data-seat={s.seat}>
                <td>{s.rank}</td>
                <td class="name">
                  <PlayerDot seat={s.seat} /> {names[s.seat]}{' '}
                  {final.winners.includes(s.seat) && <span class="tag turn">{t('ui.table.winner')}</span>}
                </td>
                {keys.map((k) => (
                  <td key={k}>{s.breakdown[k] ?? 0}</td>
                ))}
                <td class="score">{s.score}</td>
                <td>${s.tiebreak}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p class="small muted" data-testid="tie-break">
          {ending && ending.ties.length > 0
            ? ending.ties.map((t, i) => renderLog(sayOr(ending.words?.ties[i], t), names)).join(' ')
            : t('ui.us.noTies')}
        </p>
        <dl class="small muted score-key">
          {[...keys, 'score', 'wealth']
            .filter((k) => EXPLAINED[k])
            .map((k) => (
              <div key={k}>
                <dt>{k === 'score' ? t('ui.us.final.score') : k === 'wealth' ? t('ui.us.final.wealth') : label(k)}</dt>
                <dd>{EXPLAINED[k]}.</dd>
              </div>
            ))}
        </dl>
        <div class="confirm-row">
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
          {onClose && (
            <button class="btn" onClick={onClose}>
              {t('ui.table.lookFinal')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
