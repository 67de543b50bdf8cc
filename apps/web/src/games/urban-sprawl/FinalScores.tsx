import type { Outcome } from './types';
import { PlayerDot } from '../../components/PlayerDot';
import { navigate } from '../../lib/router';

const LABELS: Record<string, string> = {
  duringPlay: 'During play', finalPayouts: 'Final prestige payouts', wealthToPrestige: 'Wealth → prestige ($10 = 1)', politicians: 'Politicians',
};
const label = (k: string) => LABELS[k] ?? k.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** The end of the match: the ranking with each player's score breakdown, and the winner(s). */
export function FinalScores({ final, names, onClose, replayHref }: { final: Outcome; names: string[]; onClose?: () => void; replayHref?: string }) {
  const keys = [...new Set(final.standings.flatMap((s) => Object.keys(s.breakdown)))];
  const standings = [...final.standings].sort((a, b) => a.rank - b.rank);
  const winners = final.winners.map((w) => names[w]);
  return (
    <div class="overlay" data-testid="final-scores">
      <div class="final" role="dialog" aria-label="Final scores">
        <h2>{winners.length > 1 ? `Shared victory: ${winners.join(' and ')}` : `${winners[0]} wins!`}</h2>
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>Player</th>
              {keys.map((k) => <th key={k}>{label(k)}</th>)}
              <th>Score</th>
              <th>Wealth</th>
            </tr>
          </thead>
          <tbody>
            {standings.map((s) => (
              <tr key={s.seat} class={final.winners.includes(s.seat) ? 'winner' : ''} data-seat={s.seat}>
                <td>{s.rank}</td>
                <td class="name"><PlayerDot seat={s.seat} /> {names[s.seat]} {final.winners.includes(s.seat) && <span class="tag turn">winner</span>}</td>
                {keys.map((k) => <td key={k}>{s.breakdown[k] ?? 0}</td>)}
                <td class="score">{s.score}</td>
                <td>${s.tiebreak}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p class="small muted">Ties on prestige go to the most wealth; players still tied share the victory.</p>
        <div class="confirm-row">
          {replayHref && (
            <a class="btn primary" href={replayHref} data-action="watch-replay" onClick={(e) => { e.preventDefault(); navigate(replayHref); }}>Watch the replay</a>
          )}
          {onClose && <button class="btn" onClick={onClose}>Look at the final table</button>}
        </div>
      </div>
    </div>
  );
}
