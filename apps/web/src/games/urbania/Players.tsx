import { SUITS, type UrView } from './content';
import { seatColour } from './colours';
import { SeatMark } from './SeatMark';
import { ProjectBack } from './ProjectCard';
import { ResourceCard } from './ResourceCard';
import { LAP, onTrack as markerAt, ScoreTrack } from './ScoreTrack';
import { specialistName } from './words';
import { SeatPresence } from '../../components/widgets/room/SeatPresence';
import { t } from './t';

interface Props {
  view: UrView;
  seat: number | null;
  names: string[];
}

/**
 * Every player as the table sees them: the true score (the marker on the
 * track plus any VP card, already added up), counts of hidden cards,
 * submitted projects as backs, the coin cards lying face up in front of them
 * and the specialists they employ.
 */
export function Players({ view, seat, names }: Props) {
  return (
    <section class="ur-panel ur-players" aria-label={t('ui.ur.players')}>
      <h3>{t('ui.ur.players')}</h3>
      <ScoreTrack view={view} names={names} />
      <ol>
        {view.players.map((p) => {
          const active = view.phase === 'play' && view.turn.active === p.seat;
          const staff = SUITS.filter((s) => view.specialistOwner[s] === p.seat);
          const onTrack = markerAt(p.score, p.vpCard);
          return (
            <li key={p.seat} class={`ur-player${active ? ' active' : ''}`} data-testid={`player-${p.seat}`}>
              <div class="ur-player-head">
                <SeatMark seat={p.seat} />
                <strong>{names[p.seat] ?? t('ui.common.player', { n: p.seat + 1 })}</strong>
                {p.seat === seat && <span class="tag">{t('ui.common.you')}</span>}
                {p.seat === view.startPlayer && (
                  <span class="tag" title={t('ui.ur.startPlayer')}>
                    {t('ui.ur.start')}
                  </span>
                )}
                {active && <span class="tag turn">{t('ui.ur.toPlay')}</span>}
                <span class="ur-score" data-testid={`score-${p.seat}`} title={t('ui.ur.scoreHelp')}>
                  {t('ui.ur.vp', { n: p.score })}
                </span>
              </div>
              <SeatPresence seat={p.seat} />
              <div
                class="ur-scorebar"
                title={
                  p.vpCard
                    ? t('ui.ur.markerHelpCard', { n: onTrack, card: p.vpCard })
                    : t('ui.ur.markerHelp', { n: onTrack })
                }
              >
                <span style={{ width: `${(onTrack / LAP) * 100}%`, background: seatColour(p.seat) }} />
              </div>
              <div class="small muted">
                {p.vpCard > 0 && (
                  <span class="tag" data-testid={`vp-card-${p.seat}`}>
                    {t('ui.ur.vpCard', { card: p.vpCard, n: onTrack })}
                  </span>
                )}{' '}
                {t('ui.ur.inHand', { cards: p.handCount, projects: p.projectCount })}
              </div>
              {p.submittedCount > 0 && (
                <div class="ur-row small" data-testid={`submitted-${p.seat}`}>
                  {t('ui.ur.submitted')}
                  {view.phase === 'over'
                    ? t('ui.ur.submittedOver', { n: p.submittedCount })
                    : p.submitted && p.seat === seat
                      ? t('ui.ur.submittedYours', { n: p.submittedCount })
                      : Array.from({ length: p.submittedCount }, (_, i) => <ProjectBack key={i} />)}
                </div>
              )}
              {staff.length > 0 && (
                <div class="small">{t('ui.ur.employs', { who: staff.map(specialistName).join(', ') })}</div>
              )}
              {p.front.length > 0 && (
                <div class="ur-row" aria-label={t('ui.ur.frontLabel')}>
                  <span class="small muted">{t('ui.ur.inFront')}</span>
                  {p.front.map((id) => (
                    <ResourceCard key={id} id={id} />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
