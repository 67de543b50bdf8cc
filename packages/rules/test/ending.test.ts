import { playRandomGame, urbania, urbanSprawl, type Outcome } from '../src';
import { tieWords, type TieWords } from '../src/ending';
import { englishVoice } from '../src/words/english';
import { renderMessage } from '../src/words/render';

const voice = englishVoice({ ...urbanSprawl.messages.en, ...urbania.messages.en });
const tieSentences = (outcome: Outcome, labels: TieWords) =>
  tieWords(outcome, labels).map((m) => renderMessage(m, voice));
const labels = { score: 'us.scoring.score', tiebreak: 'us.scoring.tiebreak' };
const row = (seat: number, rank: number, score: number, tiebreak: number) => ({
  seat,
  rank,
  score,
  tiebreak,
  breakdown: {},
});

describe('the end explains itself', () => {
  test('a tie broken by the tiebreak, a tie still level after it, and no sentence without equal scores', () => {
    const outcome: Outcome = {
      standings: [row(2, 1, 30, 14), row(0, 2, 30, 9), row(1, 3, 12, 5), row(3, 3, 12, 5)],
      winners: [2],
    };
    expect(tieSentences(outcome, labels)).toEqual([
      '{s2} and {s0} both scored 30 (prestige), so wealth decided ({s2} 14, {s0} 9): {s2} takes first place; {s0} takes second place.',
      '{s1} and {s3} both scored 12 (prestige), so wealth decided ({s1} 5, {s3} 5): {s1} and {s3} are still level and share third place.',
    ]);
    expect(tieSentences({ standings: [row(0, 1, 9, 0), row(1, 2, 8, 0)], winners: [0] }, labels)).toEqual([]);
    expect(
      tieSentences({ standings: [row(0, 1, 9, 0), row(1, 1, 9, 0)], winners: [0, 1] }, { score: 'ur.scoring.score' }),
    ).toEqual(['{s0} and {s1} both scored 9 (victory points) and share first place.']);
  });

  test("finished matches of both games say why they ended, in every viewer's view, and only once over", () => {
    const us = playRandomGame(urbanSprawl, { seed: 'ending-us', seats: 3, options: { variant: 'short' } });
    expect(urbanSprawl.view(us.final, { kind: 'spectator' }).ending?.reason).toMatch(/^The Olympic Games card came up/);
    const ur = playRandomGame(urbania, { seed: 'ending-ur', seats: 4, options: {} });
    const ending = urbania.view(ur.final, { kind: 'seat', seat: 0 }).ending;
    expect(ending?.reason).toMatch(
      /^The end phase began in round \d+, when (a district had only \d undeveloped|\d specialists stood at 5)/,
    );
    expect(urbania.view(urbania.setup({ seed: 'x', seats: 2, options: {} }), { kind: 'spectator' }).ending).toBeNull();
  });
});
