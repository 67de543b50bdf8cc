import type { WireLogLine } from '@sprawl/protocol';

/**
 * The log lines a connection has received, oldest first, as an immutable
 * list that grows without copying. A long game brings a thousand lines or
 * more, and every move adds one or two: copying the whole log into a new
 * array on every change made each client allocate (and its garbage collector
 * move) a few kilobytes per move for nothing.
 *
 * Lists made by `append` share one array of lines and differ in how much of
 * it they cover, so no list ever sees a line appended after it was made. Only
 * the list that covers the whole array extends it in place; appending to an
 * older one copies its own lines first.
 */
export class LogLines implements Iterable<WireLogLine> {
  static readonly empty = new LogLines([], 0);

  private constructor(
    private readonly lines: WireLogLine[],
    readonly length: number,
  ) {}

  static of(lines: readonly WireLogLine[]): LogLines {
    return new LogLines([...lines], lines.length);
  }

  /** This list followed by `more`; this list itself does not change. */
  append(more: readonly WireLogLine[]): LogLines {
    if (more.length === 0) return this;
    const lines = this.lines.length === this.length ? this.lines : this.lines.slice(0, this.length);
    for (const line of more) lines.push(line);
    return new LogLines(lines, lines.length);
  }

  /** The line at `index`; negative indexes count from the end, as with arrays. */
  at(index: number): WireLogLine | undefined {
    const i = index < 0 ? this.length + index : index;
    return i >= 0 && i < this.length ? this.lines[i] : undefined;
  }

  *[Symbol.iterator](): Iterator<WireLogLine> {
    for (let i = 0; i < this.length; i++) yield this.lines[i];
  }

  toArray(): WireLogLine[] {
    return this.lines.slice(0, this.length);
  }
}
