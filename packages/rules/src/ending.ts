import type { Outcome, ScoringLabels } from './game';

/**
 * Why a finished match ended and how its equal scores were settled, in
 * sentences with seats written {sN} (clients put names there). A game's view
 * carries it once the match is over, so every table can say it without
 * knowing the rules.
 */
export interface Ending {
  /** What ended the game: the card or the condition. */
  reason: string;
  /** One sentence per group of equal scores; empty when no scores were equal. */
  ties: string[];
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
const ordinal = (rank: number) => ORDINALS[rank - 1] ?? `${rank}th`;

function list(seats: number[]): string {
  const names = seats.map((s) => `{s${s}}`);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The sentences that tell how each group of players with the same score was ordered. */
export function tieSentences(outcome: Outcome, labels: ScoringLabels): string[] {
  const byScore = new Map<number, Outcome['standings']>();
  for (const st of outcome.standings) byScore.set(st.score, [...(byScore.get(st.score) ?? []), st]);
  const sentences: string[] = [];
  for (const [score, group] of byScore) {
    if (group.length < 2) continue;
    const seats = group.map((g) => g.seat);
    const lead = `${list(seats)} ${group.length === 2 ? 'both' : 'all'} scored ${score} (${labels.score.toLowerCase()})`;
    if (!labels.tiebreak) {
      sentences.push(`${lead} and share ${ordinal(Math.min(...group.map((g) => g.rank)))} place.`);
      continue;
    }
    const ordered = [...group].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
    const counts = ordered.map((g) => `{s${g.seat}} ${g.tiebreak}`).join(', ');
    const places = [...new Set(ordered.map((g) => g.rank))].map((rank) => {
      const at = ordered.filter((g) => g.rank === rank).map((g) => g.seat);
      return at.length > 1 ? `${list(at)} are still level and share ${ordinal(rank)} place` : `{s${at[0]}} takes ${ordinal(rank)} place`;
    });
    sentences.push(`${lead}, so ${labels.tiebreak.toLowerCase()} decided (${counts}): ${places.join('; ')}.`);
  }
  return sentences;
}
