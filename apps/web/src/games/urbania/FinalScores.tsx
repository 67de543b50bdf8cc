import { content, type UrView } from './content';
import { seatColour } from './colours';
import { ProjectCard } from './ProjectCard';

const ORIGIN: [string, string][] = [['renew', 'renewals'], ['specialists', 'specialists'], ['submit', 'submitting'], ['projects', 'projects']];

/** How a shared score was settled: projects break ties, and players still level share the place. */
function tieNote(view: UrView, names: string[]): string | null {
  const rows = view.final?.standings ?? [];
  const notes: string[] = [];
  for (const score of new Set(rows.map((r) => r.score))) {
    const level = rows.filter((r) => r.score === score);
    if (level.length < 2) continue;
    const who = level.map((r) => names[r.seat] ?? `Player ${r.seat + 1}`).join(' and ');
    const ranks = new Set(level.map((r) => r.rank));
    notes.push(ranks.size === 1
      ? `${who} tied on ${score} VP and on project points, so they share the place.`
      : `${who} tied on ${score} VP; the tie went to whoever scored more from projects.`);
  }
  return notes.length ? notes.join(' ') : null;
}

/** The end: standings, where each player's points came from, and every project revealed with its score. */
export function FinalScores({ view, names }: { view: UrView; names: string[] }) {
  const final = view.final;
  if (!final) return null;
  const tie = tieNote(view, names);
  return (
    <section class="ur-panel ur-final" aria-label="Final scores" data-testid="final-scores">
      <h3>Final scores</h3>
      <ol>
        {final.standings.map((row) => {
          const p = view.players[row.seat];
          return (
            <li key={row.seat} data-testid={`final-${row.seat}`}>
              <div class="ur-player-head">
                <span class="ur-rank">{row.rank}.</span>
                <span class="ur-dot" style={{ background: seatColour(row.seat) }} />
                <strong>{names[row.seat] ?? `Player ${row.seat + 1}`}</strong>
                {final.winners.includes(row.seat) && <span class="tag turn">winner</span>}
                <span class="ur-score">{row.score} VP</span>
              </div>
              <div class="small muted">
                {ORIGIN.map(([key, label]) => `${label} ${row.breakdown[key] ?? 0}`).join(' · ')}
              </div>
              <div class="ur-row">
                {(p?.submitted ?? []).map((id) => <ProjectCard key={id} id={id} points={view.projectPoints?.[id]} />)}
                {(p?.submitted ?? []).length === 0 && <span class="small muted">no project submitted</span>}
              </div>
            </li>
          );
        })}
      </ol>
      <p class="small muted" data-testid="tie-break">{tie ?? 'Equal scores would be settled by project points, and then shared.'}</p>
    </section>
  );
}
