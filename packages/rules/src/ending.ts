import type { Outcome } from './game';
import { listParam, msg, seatParam, type Message } from './words/message';
import { englishText, type EnglishVoice } from './words/english';

/**
 * Why a finished match ended and how its equal scores were settled, in
 * sentences with seats written {sN} (clients put names there). A game's view
 * carries it once the match is over, so every table can say it without
 * knowing the rules.
 */
export interface Ending {
  /** What ended the game: the card or the condition (English). */
  reason: string;
  /** One sentence per group of equal scores; empty when no scores were equal (English). */
  ties: string[];
  /** The same as words of the catalogues, for a table that shows another language. */
  words: { reason: Message; ties: Message[] };
}

/** What a game's ties are told with: its score's name and its tie-break said as "what decided" (catalogue keys). */
export interface TieWords {
  score: string;
  tiebreak?: string;
}

const place = (rank: number): Message => msg('words.ordinal', { rank });

/** The messages that tell how each group of players with the same score was ordered. */
export function tieWords(outcome: Outcome, labels: TieWords): Message[] {
  const byScore = new Map<number, Outcome['standings']>();
  for (const st of outcome.standings) byScore.set(st.score, [...(byScore.get(st.score) ?? []), st]);
  const out: Message[] = [];
  for (const [score, group] of byScore) {
    if (group.length < 2) continue;
    const common = {
      seats: listParam(group.map((g) => seatParam(g.seat))),
      count: group.length,
      score,
      label: msg(labels.score),
    };
    if (!labels.tiebreak) {
      out.push(msg('words.tie.shared', { ...common, place: place(Math.min(...group.map((g) => g.rank))) }));
      continue;
    }
    const ordered = [...group].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
    const counts = listParam(
      ordered.map((g) => msg('words.tie.count', { who: seatParam(g.seat), value: g.tiebreak })),
      'comma',
    );
    const places = [...new Set(ordered.map((g) => g.rank))].map((rank) => {
      const at = ordered.filter((g) => g.rank === rank).map((g) => g.seat);
      return at.length > 1
        ? msg('words.tie.stillLevel', { seats: listParam(at.map(seatParam)), place: place(rank) })
        : msg('words.tie.takes', { who: seatParam(at[0]), place: place(rank) });
    });
    out.push(
      msg('words.tie.broken', {
        ...common,
        tiebreak: msg(labels.tiebreak),
        counts,
        places: listParam(places, 'semicolon'),
      }),
    );
  }
  return out;
}

/** An ending from its reason and the game's tie words, with the English sentences beside. */
export function endingOf(reason: Message, outcome: Outcome, labels: TieWords, english: EnglishVoice): Ending {
  const ties = tieWords(outcome, labels);
  return {
    reason: englishText(reason, english),
    ties: ties.map((t) => englishText(t, english)),
    words: { reason, ties },
  };
}
