/**
 * The results file of `npm run bench:bots` (bench-bots.ts): one JSON line
 * per finished game, and `carry` lines saying that the games of one bots'
 * fingerprint count as another's.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { GameId } from '../src/registry';
import type { BotLevel } from '../src/search/levels';
import type { Player } from './bot-match';

/** The table the bot benches play each game at unless told otherwise (the seats of issue 34's tallies). */
export const TABLE_SEATS: Record<GameId, number> = { 'urban-sprawl': 4, urbania: 5, 'hush-auction': 4 };

/** One game to play: which pairing, and its number (the seed and the challenger's seat follow from it). */
export interface Task {
  capped: boolean;
  game: GameId;
  challenger: BotLevel;
  baseline: Player;
  seats: number;
  g: number;
}

/** One line of the results file. */
export interface Row extends Task {
  fingerprint: string;
  /** The challenger's share of the win (0 to 1). */
  share: number;
  /** Wall time of the whole game. */
  ms: number;
  /** Milliseconds per decision of each level in this game, to 0.01 ms. */
  times: Partial<Record<Player, number[]>>;
  /** A hash of every move of the game, in order (absent from games played before it was kept). */
  moves?: string;
  /** Set by readRows on a game its carry lines moved: the fingerprint it was played under. */
  playedAs?: string;
}

/** A line saying that games of fingerprint `from` are games of `to` (checked by replaying games `checked`). */
export interface Carry {
  carry: { game: GameId; from: string; to: string; checked: number[]; at: string };
}

export const pairingOf = (t: Omit<Task, 'g'>) => `${t.game} ${t.seats} ${t.challenger}-${t.baseline}`;

/** The games of a results file, each under the fingerprint its carry lines lead to. */
export function readRows(path: string): Row[] {
  if (!existsSync(path)) return [];
  const rows: Row[] = [];
  const carried = new Map<string, string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = JSON.parse(line) as Row | Carry;
      if ('carry' in parsed) carried.set(`${parsed.carry.game} ${parsed.carry.from}`, parsed.carry.to);
      else rows.push(parsed);
    } catch {
      // A line cut by a killed run: that game is played again.
    }
  }
  const follow = (game: string, fingerprint: string): string => {
    const seen = new Set<string>();
    let at = fingerprint;
    while (carried.has(`${game} ${at}`) && !seen.has(at)) {
      seen.add(at);
      at = carried.get(`${game} ${at}`) as string;
    }
    return at;
  };
  return rows.map((r) => {
    const fingerprint = follow(r.game, r.fingerprint);
    return fingerprint === r.fingerprint ? r : { ...r, fingerprint, playedAs: r.fingerprint };
  });
}

/** Decisions per level, easy/normal/hard. */
export const decisionCounts = (row: Pick<Row, 'times'>): string =>
  (['easy', 'normal', 'hard'] as const).map((level) => row.times[level]?.length ?? 0).join('/');

/**
 * Whether a game played again with other code came out as recorded: the
 * same moves, by their hash; for a game recorded before moves were hashed,
 * the same share and decisions per level, which tells two bots apart only
 * where the number of decisions varies between the games of its pairing
 * (`pairing`), so that it follows the moves: otherwise 'cannot tell'.
 */
export function sameGame(
  recorded: Row,
  replayed: Pick<Row, 'share' | 'times' | 'moves'>,
  pairing: Row[],
): 'same' | 'different' | 'cannot tell' {
  if (recorded.moves !== undefined) return replayed.moves === recorded.moves ? 'same' : 'different';
  if (new Set(pairing.map(decisionCounts)).size < 2) return 'cannot tell';
  return replayed.share === recorded.share && decisionCounts(replayed) === decisionCounts(recorded)
    ? 'same'
    : 'different';
}
