import type { Continues } from '@sprawl/protocol';

/**
 * Says plainly when a match does not start from a fresh shuffle: a fork
 * keeps the original's face-down order, and a file's author chose its seed,
 * so someone at the table may already know what the hidden cards are.
 */
export function ContinuesNotice({ continues }: { continues: Continues | null | undefined }) {
  if (!continues) return null;
  const text = continues.kind === 'fork'
    ? `This match continues an earlier game from its step ${continues.step}, with that game's decks in the same order. Anyone who watched that game with face-down cards shown knows what is still to come.`
    : 'This match was imported from a replay file. Whoever made the file chose its shuffle.';
  return <p class="continues-notice" role="note" data-testid="continues-notice">{text}</p>;
}
