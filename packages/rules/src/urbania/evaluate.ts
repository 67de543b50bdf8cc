import { leadShares } from '../search/lead';
import { CONTENT } from './content/catalog';
import { projectPoints } from './scoring';
import type { UrState } from './state';

/**
 * Each seat's chance of winning, guessed from its score plus what its
 * submitted projects would score on the board as it stands (they are
 * revealed and scored at the end, turn.ts). In a sample, a rival's
 * submissions are sampled ones. 8 VP of lead reads as about 73%.
 */
export function evaluate(s: UrState): number[] {
  return leadShares(
    s.players.map((p) => p.score + p.submitted.reduce((sum, id) => sum + projectPoints(s, CONTENT.project[id]), 0)),
    8,
  );
}
