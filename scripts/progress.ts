/**
 * How far a long command has got, as one line on stderr redrawn in place
 * (a bar when the total is known, a count when it is not) on a terminal, and
 * nothing at all when stderr is piped or redirected, so that logs and CI
 * output keep only the results.
 */
export class Progress {
  private lastDraw = 0;
  private readonly started = Date.now();
  private readonly live: boolean;

  constructor(
    private readonly label: string,
    private readonly total: number | null,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {
    this.live = stream.isTTY === true;
  }

  /** `done` items (or seconds) so far; redrawn at most ten times a second. */
  tick(done: number, note = ''): void {
    if (!this.live) return;
    const now = Date.now();
    if (now - this.lastDraw < 100 && done !== this.total) return;
    this.lastDraw = now;
    const elapsed = `${((now - this.started) / 1000).toFixed(0)} s`;
    const text = this.total
      ? `${this.label} ${bar(done / this.total)} ${done}/${this.total} · ${elapsed}`
      : `${this.label} ${done} · ${elapsed}`;
    const width = this.width();
    this.stream.write(`\r${`${text}${note ? ` · ${note}` : ''}`.slice(0, width - 1).padEnd(width - 1)}`);
  }

  /** The terminal's width (some report 0 columns), within reason. */
  private width(): number {
    return Math.max(40, this.stream.columns || 80);
  }

  /** Clears the line, so the results print where it was. */
  done(): void {
    if (this.live) this.stream.write(`\r${' '.repeat(this.width() - 1)}\r`);
  }
}

function bar(share: number, width = 24): string {
  const filled = Math.max(0, Math.min(width, Math.round(share * width)));
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

/** Ticks a progress line once a second while a fixed wait runs (a benchmark's measurement window). */
export async function waitWithProgress(label: string, seconds: number): Promise<void> {
  const progress = new Progress(label, seconds);
  for (let s = 0; s < seconds; s++) {
    progress.tick(s);
    await new Promise((r) => setTimeout(r, 1000));
  }
  progress.tick(seconds);
  progress.done();
}
