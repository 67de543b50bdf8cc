import { urbanSprawl, type UsState } from '@sprawl/rules';
import type { TestServer } from './harness';

/** Every card identity that is face down in `state`. */
export const faceDown = (s: UsState) => [
  ...s.planning.deck,
  ...s.contracts.decks.town,
  ...s.contracts.decks.city,
  ...s.contracts.decks.metropolis,
];

export const cardIds = (text: string) => (text.match(/"[PTCM]\d{2}"/g) ?? []).map((id) => id.slice(1, -1));

/**
 * Face-down cards whose identity no viewer may know yet. A card stops being
 * secret once the rules made it public (it appeared in the spectator view or
 * in a public log line); a reshuffled discard pile is face down again, but its
 * cards were all seen before.
 */
export class Secrets {
  private readonly seen = new Set<string>();
  private loggedUpTo = 0;

  /**
   * What a spectator was shown at some step. A replay shows every past step,
   * so a card public at any step is public: one shown in a discard pile
   * between two checks, then shuffled back face down, is no leak when a
   * replay of that step shows it.
   */
  saw(view: unknown): void {
    for (const id of cardIds(JSON.stringify(view))) this.seen.add(id);
  }

  async update(t: TestServer, matchId: string, state: UsState): Promise<Set<string>> {
    this.saw(urbanSprawl.view(state, { kind: 'spectator' }));
    const rows = await t.server.db.action.findMany({
      where: { matchId, seq: { gt: this.loggedUpTo } },
      orderBy: { seq: 'asc' },
    });
    for (const r of rows) {
      for (const id of cardIds(JSON.stringify(r.log))) this.seen.add(id);
      this.loggedUpTo = r.seq;
    }
    return new Set(faceDown(state).filter((id) => !this.seen.has(id)));
  }
}

/** Frames (or HTTP bodies) received since the last call that name a secret card, the generator state, or the match seed. */
export function leaksIn(frames: string[], secret: Set<string>, state: UsState, seed: string): string[] {
  const rngWords = state.rng.map(String);
  const found: string[] = [];
  for (const frame of frames.splice(0)) {
    if (frame.includes(seed)) found.push('seed');
    if (/"rng"/.test(frame)) found.push('rng key');
    for (const n of frame.match(/\d{9,10}/g) ?? []) if (rngWords.includes(n)) found.push(`rng word ${n}`);
    for (const id of cardIds(frame)) if (secret.has(id)) found.push(`face-down card ${id}`);
  }
  return found;
}
