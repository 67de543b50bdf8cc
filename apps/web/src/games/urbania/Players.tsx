import { SUITS, type UrView } from './content';
import { seatColour } from './colours';
import { SeatMark } from './SeatMark';
import { ProjectBack } from './ProjectCard';
import { ResourceCard } from './ResourceCard';
import { LAP, onTrack as markerAt, ScoreTrack } from './ScoreTrack';
import { plural, specialistName } from './words';
import { SeatPresence } from '../../components/room/SeatPresence';


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
    <section class="ur-panel ur-players" aria-label="Players">
      <h3>Players</h3>
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
                <strong>{names[p.seat] ?? `Player ${p.seat + 1}`}</strong>
                {p.seat === seat && <span class="tag">you</span>}
                {p.seat === view.startPlayer && <span class="tag" title="start player">start</span>}
                {active && <span class="tag turn">to play</span>}
                <span class="ur-score" data-testid={`score-${p.seat}`} title="true score, VP card included">{p.score} VP</span>
              </div>
              <SeatPresence seat={p.seat} />
              <div class="ur-scorebar" title={`marker on ${onTrack} of the score track${p.vpCard ? ` with the ${p.vpCard} VP card` : ''}`}>
                <span style={{ width: `${(onTrack / LAP) * 100}%`, background: seatColour(p.seat) }} />
              </div>
              <div class="small muted">
                {p.vpCard > 0 && <span class="tag" data-testid={`vp-card-${p.seat}`}>{p.vpCard} VP card + {onTrack} on the track</span>}{' '}
                {plural(p.handCount, 'resource card')} · {plural(p.projectCount, 'project')} in hand
              </div>
              {p.submittedCount > 0 && (
                <div class="ur-row small" data-testid={`submitted-${p.seat}`}>
                  Submitted: {view.phase === 'over' ? `${p.submittedCount}, revealed in the final scores` : p.submitted && p.seat === seat ? `${p.submittedCount} (yours, listed below)` : Array.from({ length: p.submittedCount }, (_, i) => <ProjectBack key={i} />)}
                </div>
              )}
              {staff.length > 0 && <div class="small">Employs: {staff.map(specialistName).join(', ')}</div>}
              {p.front.length > 0 && (
                <div class="ur-row" aria-label="coin cards in front">
                  <span class="small muted">In front:</span>
                  {p.front.map((id) => <ResourceCard key={id} id={id} />)}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
