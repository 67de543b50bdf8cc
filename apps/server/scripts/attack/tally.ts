/** Counts of what an attack got back, by outcome; the benchmark's table prints them. */
export class Tally {
  sent = 0;
  readonly outcomes: Record<string, number> = {};

  add(outcome: string, n = 1): void {
    this.outcomes[outcome] = (this.outcomes[outcome] ?? 0) + n;
  }

  /** Counts the refusal code of a server frame (other frames are counted by type). */
  frame(text: string): void {
    try {
      const msg = JSON.parse(text) as { type?: string; code?: string };
      this.add(msg.type === 'rejected' ? `${msg.code}` : `${msg.type}`);
    } catch {
      this.add('unreadable');
    }
  }
}
