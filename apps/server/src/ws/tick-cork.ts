import type { Socket } from 'node:net';

/**
 * Holds a socket's writes until the end of the current tick, so that every
 * frame sent to one connection in that tick leaves in one system call. The
 * moves of a chain (matches/move-chain.ts) are announced one after another
 * in one tick, each seat getting a patch per move; before this each patch
 * was a write of its own, and on two shared cores a write, with the wake-up
 * of the reader at the other end, cost more than building the patch
 * (docs/benchmarks-history.md, issue 36). Nested corks are counted by Node, so ws's
 * own cork around a frame's header and body still works inside this one.
 */
export class TickCork {
  private held = false;

  constructor(private readonly tcp: Socket) {}

  /** Called before each write: the first of a tick corks, and the socket is uncorked once the tick's work is done. */
  hold(): void {
    if (this.held) return;
    this.held = true;
    this.tcp.cork();
    process.nextTick(() => {
      this.held = false;
      this.tcp.uncork();
    });
  }
}
