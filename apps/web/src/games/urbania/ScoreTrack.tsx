import type { UrView } from './content';
import { seatColour } from './colours';
import { t } from './t';

/**
 * The board's score track runs 0-50; a marker that goes beyond the 50 space
 * takes the 50 VP card (then the 100 card) and goes round again, so a player
 * on exactly 50 holds no card yet (docs/urbania-content.md).
 */
export const LAP = 50;

/** Where a player's marker stands on the track: the score less the VP card they hold. */
export const onTrack = (score: number, vpCard: number) => score - vpCard;

/**
 * Everyone's marker on the one score track, as on the board. The numbers
 * beside the players are the true totals; this strip shows where the
 * markers stand and who holds a VP card.
 */
export function ScoreTrack({ view, names }: { view: UrView; names: string[] }) {
  return (
    <div class="ur-scoretrack" aria-label={t('ui.ur.scoreTrack')} data-testid="score-track">
      {[0, 10, 20, 30, 40].map((n) => (
        <span key={n} class="ur-scoretick" style={{ left: `${(n / LAP) * 100}%` }}>
          {n}
        </span>
      ))}
      {view.players.map((p) => (
        <span
          key={p.seat}
          class="ur-scoremarker"
          title={
            p.vpCard
              ? t('ui.ur.markerTitleCard', {
                  name: names[p.seat] ?? t('ui.common.player', { n: p.seat + 1 }),
                  score: p.score,
                  card: p.vpCard,
                })
              : t('ui.ur.markerTitle', {
                  name: names[p.seat] ?? t('ui.common.player', { n: p.seat + 1 }),
                  score: p.score,
                })
          }
          style={{
            left: `${(onTrack(p.score, p.vpCard) / LAP) * 100}%`,
            background: seatColour(p.seat),
            top: `${14 + p.seat * 5}px`,
          }}
        >
          {p.vpCard > 0 && <span class="ur-scorecard">{p.vpCard}</span>}
        </span>
      ))}
    </div>
  );
}
