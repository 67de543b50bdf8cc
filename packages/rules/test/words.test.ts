import { playRandomGame, urbanSprawl } from '../src';
import { CARDS } from '../src/urban-sprawl/content/card-set';
import { cardLines } from '../src/urban-sprawl/content/text';

/** The codes the engine stores zones and vocations under: players read words instead. */
const CODES =
  /\b(CIV|COM|IND|RES|PARK|MEDIA|FINANCE|EDUCATION|TRANSPORTATION|ENTERTAINMENT|PUBLIC_SERVICE|PUBLIC SERVICE|HEALTHCARE|FACTORY)\b/;

describe('words players read', () => {
  test('no log line or prompt of whole games shows an internal code', () => {
    const seen: string[] = [];
    for (const seed of ['words-1', 'words-2', 'words-3']) {
      playRandomGame(urbanSprawl, {
        seed,
        seats: 4,
        options: { variant: 'short' },
        onStep: (state, _seat, _action, step) => {
          for (const line of step.log) if (CODES.test(line.text)) seen.push(line.text);
          for (const p of urbanSprawl.prompts(state)) if (CODES.test(p.text)) seen.push(p.text);
        },
      });
    }
    expect(seen).toEqual([]);
  });

  test('no card text shows one either', () => {
    const texts = Object.values(CARDS.byId).flatMap((card) => cardLines(card));
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((t) => CODES.test(t))).toEqual([]);
  });
});
