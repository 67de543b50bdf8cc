import { provenServerMessage } from '@sprawl/protocol';
import { findGame, gameIds, seedRng } from '@sprawl/rules';
import { recordMatch } from '../scripts/client-frames';
import { brokenVariant, readingDiffers } from '../../../packages/protocol/test/broken-json';

/**
 * The client's quick read of server messages (packages/protocol/src/quick-read)
 * over whole matches of every game, as the server's presenter frames them
 * for every seat and a spectator: it must prove every one of them (or the
 * client is only slower), and never read one of them, or a broken variant of
 * one, otherwise than zod.
 */
describe.each(gameIds)('%s', (id) => {
  const game = findGame(id)!;
  const frames = recordMatch(game, game.minSeats, `client-read-${game.id}`).flatMap((s) => s.frames);

  test('the quick read proves every frame of a whole match, and reads each as zod does', () => {
    const unproven = frames.filter((f) => !provenServerMessage(JSON.parse(f)));
    expect(unproven.slice(0, 3)).toEqual([]);
    for (const frame of frames) expect(readingDiffers(frame)).toBeNull();
  });

  test('broken variants of those frames are read as zod reads them', () => {
    const rng = seedRng(`client-read-broken-${game.id}`);
    for (let i = 0; i < 1500; i++) {
      const text = brokenVariant(rng, frames[(i * 7919) % frames.length]);
      const differs = readingDiffers(text);
      if (differs !== null) throw new Error(`${differs}\n${text.slice(0, 2000)}`);
    }
  });
});
