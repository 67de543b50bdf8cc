import { nextInt, seedRng, type RngState } from '@sprawl/rules';

/**
 * The fuzzer's only source of chance: one seeded generator per stream of
 * frames, so that a failing run is played again exactly from the seed it
 * printed (each connection's stream is derived from the seed and its index).
 */
export class Dice {
  private readonly rng: RngState;

  constructor(seed: string) {
    this.rng = seedRng(seed);
  }

  /** A whole number in [0, n). */
  int(n: number): number {
    return nextInt(this.rng, n);
  }

  /** A whole number in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.int(1_000_000) < p * 1_000_000;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** One of `entries`, chosen in proportion to its weight. */
  weighted<T>(entries: readonly (readonly [number, T])[]): T {
    const total = entries.reduce((sum, [w]) => sum + w, 0);
    let roll = this.int(total);
    for (const [w, item] of entries) {
      if (roll < w) return item;
      roll -= w;
    }
    return entries[entries.length - 1][1];
  }
}
