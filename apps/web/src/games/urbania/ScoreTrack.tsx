import type { UrView } from './content';
import { seatColour } from './colours';

/** The board's score track runs 0-49; past it a player keeps a 50 (then 100) VP card and goes round again. */
export const LAP = 50;

export const onTrack = (score: number) => ((score % LAP) + LAP) % LAP;

/**
 * Everyone's marker on the one score track, as on the board. The numbers
 * beside the players are the true totals; this strip shows where the
 * markers stand and who holds a VP card.
 */
export function ScoreTrack({ view, names }: { view: UrView; names: string[] }) {
  return (
    <div class="ur-scoretrack" aria-label="Score track" data-testid="score-track">
      {[0, 10, 20, 30, 40].map((n) => <span key={n} class="ur-scoretick" style={{ left: `${(n / LAP) * 100}%` }}>{n}</span>)}
      {view.players.map((p) => (
        <span key={p.seat} class="ur-scoremarker" title={`${names[p.seat] ?? `Player ${p.seat + 1}`}: ${p.score} VP${p.vpCard ? ` (${p.vpCard} VP card)` : ''}`}
          style={{ left: `${(onTrack(p.score) / LAP) * 100}%`, background: seatColour(p.seat), top: `${14 + p.seat * 5}px` }}>
          {p.vpCard > 0 && <span class="ur-scorecard">{p.vpCard}</span>}
        </span>
      ))}
    </div>
  );
}
