import type { Logger } from 'pino';

/**
 * What one connection sent that was refused as input: frames that are not
 * messages (ws/frames.ts) and frames the socket itself refused (too large to
 * buffer, broken framing). A client may send such frames in a loop, and one
 * log line each, let alone a stack each (ws's own, which says nothing about
 * the client), would flood the log: the first is logged at warn with its
 * code, the rest only counted, and the count goes into the connection's
 * closing line. Each refusal is still answered to the client (ws/hub.ts).
 */
export class InputRefusals {
  private refused = 0;

  constructor(
    private readonly log: Logger,
    private readonly conn: number,
    private readonly address: string,
  ) {}

  /** `code` is the refusal's stable code (or ws's error code); `detail` a short reason, never a stack. */
  note(code: string, detail?: string): void {
    this.refused++;
    if (this.refused > 1) return;
    this.log.warn(
      { conn: this.conn, address: this.address, code, ...(detail !== undefined && { detail }) },
      'client input refused (later refusals on this connection are only counted)',
    );
  }

  /** An error the socket emitted: ws's protocol errors carry a code; a reset connection an errno code. */
  socketError(err: Error): void {
    this.note((err as NodeJS.ErrnoException).code ?? 'socket_error', err.message);
  }

  get count(): number {
    return this.refused;
  }
}
