import type { GameTitle } from '@sprawl/protocol';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { KeyedRateLimiter } from '../security/rate-limit';
import { GiveUp, TryLater, saidOf, type Sender } from './channel';
import { compose, readContext, stillTrue } from './messages';
import { CHANNELS, claim, finish, later, type Channel, type OutboxRow } from './outbox';

export interface DelivererOptions {
  pollMs: number;
  /** The first retry waits this long; each further one three times longer (with some jitter). */
  retryMs: number;
  maxAttempts: number;
  /** Notifications one room may send per hour, all channels together. */
  roomPerHour: number;
  /** Whether a seat's player has the table open, on any server process. */
  present: (roomId: string, seat: number) => Promise<boolean>;
  titleOf: (game: string) => GameTitle;
}

/** Deliveries in flight at once per channel: a channel whose receivers hang fills only its own slots. */
const SLOTS: Record<Channel, number> = { push: 16, email: 4, webhook: 8 };

/**
 * A delivery still sending after this long gives its slot back and goes on
 * in its own bounded lane (LINGERING): a push service answers in a few
 * hundred milliseconds, one that hangs takes the whole timeout. Issue 48:
 * 20 seats with endpoints that never answer held all 16 push slots, and a
 * bystander's push waited 49 s.
 */
const HOLD_MS = 1000;

/**
 * Deliveries per channel that gave their slot back and still wait on slow
 * receivers, and per room (so that one room's seats cannot fill the lane).
 * Past these a delivery keeps its slot. Push only: a push delivery is up to
 * ten devices; an email or a webhook is one receiver, bounded by its slots.
 */
const LINGERING: Record<Channel, number> = { push: 64, email: 0, webhook: 0 };
const LINGERING_PER_ROOM = 4;

/** How long a room's webhook post waits for the one before it (see `webhookTail`). */
const ORDER_WAIT_MS = 2000;

/**
 * Delivers the outbox (outbox.ts). Every `pollMs` each channel with a free
 * slot claims due rows (SKIP LOCKED: any number of processes may do this on
 * one database, each row going to one of them) and sends each one on its
 * own, so that nothing waits for anything else: a move never waits for a
 * notification (it only wrote a row), a hanging webhook holds up only its
 * own slots until its timeout, and push and email go on meanwhile. Before
 * sending, a row is read against the room as it is now: a turn already
 * played, a seat a bot plays, or a player who has the table open gets
 * nothing. Failures are tried again with back-off, a bounded number of times.
 */
export class Deliverer {
  private readonly busy: Record<Channel, number> = { push: 0, email: 0, webhook: 0 };
  private readonly lingering: Record<Channel, number> = { push: 0, email: 0, webhook: 0 };
  private readonly lingeringIn = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  /**
   * Each room's webhook delivery begun last here. A room's posts go out one
   * after another, in the order they were written: a chat shows them as they
   * arrive, and "the match began" came after the first "your turn" when the
   * rows due together were sent side by side. A post waits for the one
   * before it at most ORDER_WAIT_MS from its start, so that a receiver that
   * hangs delays each next post by that much and no more (a chain stays well
   * inside its claim).
   */
  private readonly webhookTail = new Map<string, { started: Promise<void>; done: Promise<void> }>();
  private readonly roomLimit: KeyedRateLimiter;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly senders: Partial<Record<Channel, Sender>>,
    private readonly log: Logger,
    private readonly options: DelivererOptions,
  ) {
    this.roomLimit = new KeyedRateLimiter(options.roomPerHour / 3600, Math.max(5, Math.ceil(options.roomPerHour / 6)));
  }

  start(): void {
    this.schedule();
  }

  /** Looks until nothing is due, waiting for what it claimed to be sent (tests call this instead of waiting for the poll). */
  async pass(): Promise<void> {
    for (;;) {
      const started = await this.look();
      if (started.length === 0) return;
      await Promise.all(started);
    }
  }

  /** Claims what is due on every channel with free slots and starts sending it; returns the deliveries started. */
  private async look(): Promise<Promise<void>[]> {
    const free = Object.fromEntries(
      CHANNELS.map((channel) => [channel, Math.max(0, SLOTS[channel] - this.busy[channel])]),
    ) as Record<Channel, number>;
    if (this.closed || CHANNELS.every((channel) => free[channel] === 0)) return [];
    return (await claim(this.pool, free)).map((row) => this.track(row));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    // Rows still being sent come back to whoever claims next, after their claim runs out.
    await Promise.race([Promise.allSettled([...this.running]), new Promise((r) => setTimeout(r, 2000).unref())]);
  }

  private track(row: OutboxRow): Promise<void> {
    const slot = this.takeSlot(row);
    const inOrder = row.channel === 'webhook';
    const before = inOrder ? this.webhookTail.get(row.roomId) : undefined;
    const started = before
      ? before.started.then(() =>
          Promise.race([before.done, new Promise<void>((r) => setTimeout(r, ORDER_WAIT_MS).unref())]),
        )
      : null;
    const p: Promise<void> = (started ? started.then(() => this.deliver(row)) : this.deliver(row))
      .catch((err: unknown) => this.log.error({ err, notification: row.id }, 'delivering a notification failed'))
      .finally(() => {
        slot.free();
        this.running.delete(p);
        if (this.webhookTail.get(row.roomId)?.done === p) this.webhookTail.delete(row.roomId);
      });
    if (inOrder) this.webhookTail.set(row.roomId, { started: started ?? Promise.resolve(), done: p });
    this.running.add(p);
    return p;
  }

  /** Takes one of the channel's slots for a row; after HOLD_MS the row moves to the lingering lane if it has room. */
  private takeSlot(row: OutboxRow): { free(): void } {
    const { channel } = row;
    const roomKey = `${channel}:${row.roomId}`;
    this.busy[channel]++;
    let lingers = false;
    const hold =
      LINGERING[channel] > 0
        ? setTimeout(() => {
            const inRoom = this.lingeringIn.get(roomKey) ?? 0;
            if (this.lingering[channel] >= LINGERING[channel] || inRoom >= LINGERING_PER_ROOM) return;
            lingers = true;
            this.busy[channel]--;
            this.lingering[channel]++;
            this.lingeringIn.set(roomKey, inRoom + 1);
          }, HOLD_MS)
        : null;
    hold?.unref();
    return {
      free: () => {
        if (hold) clearTimeout(hold);
        if (!lingers) return void this.busy[channel]--;
        this.lingering[channel]--;
        const left = (this.lingeringIn.get(roomKey) ?? 1) - 1;
        if (left > 0) this.lingeringIn.set(roomKey, left);
        else this.lingeringIn.delete(roomKey);
      },
    };
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const sender = this.senders[row.channel];
    const ctx = await readContext(this.pool, row, this.options.titleOf);
    if (!sender || !ctx || !stillTrue(row, ctx)) return finish(this.pool, row.id);
    const reader =
      row.kind === 'turn' ? row.seat : row.kind === 'expired' || row.kind === 'moreTime' ? row.toSeat : null;
    if (reader !== null && (await this.options.present(row.roomId, reader))) {
      this.log.debug({ room: row.roomId, seat: reader, channel: row.channel }, 'not notified: at the table');
      return finish(this.pool, row.id);
    }
    if (!this.roomLimit.allow(row.roomId))
      return this.retry(row, new TryLater('the room sent enough for now', 10 * 60_000), false);
    try {
      const outcome = await sender.send({ row, message: compose(row, ctx), ctx });
      const { of, took: delivered, refused, limited, failed } = outcome;
      this.log[delivered === 0 && of > 0 ? 'warn' : 'info'](
        {
          room: row.roomId,
          kind: row.kind,
          channel: row.channel,
          seat: row.toSeat ?? row.seat,
          delivered,
          of,
          refused,
          limited,
          failed,
        },
        saidOf(outcome),
      );
      await finish(this.pool, row.id);
    } catch (err) {
      if (err instanceof GiveUp) {
        this.log.warn({ room: row.roomId, channel: row.channel, reason: err.message }, 'notification given up');
        return finish(this.pool, row.id);
      }
      await this.retry(row, err as Error, true);
    }
  }

  private async retry(row: OutboxRow, err: Error, counts: boolean): Promise<void> {
    if (counts && row.attempts >= this.options.maxAttempts) {
      this.log.warn(
        { room: row.roomId, channel: row.channel, attempts: row.attempts, reason: err.message },
        'notification given up after its last try',
      );
      return finish(this.pool, row.id);
    }
    const backoff = this.options.retryMs * 3 ** Math.max(0, row.attempts - 1) * (0.8 + Math.random() * 0.4);
    const delay =
      err instanceof TryLater && err.afterMs !== null ? Math.max(err.afterMs, counts ? backoff : 0) : backoff;
    this.log.info(
      { room: row.roomId, channel: row.channel, attempts: row.attempts, inMs: Math.round(delay), reason: err.message },
      'notification to be tried again',
    );
    await later(this.pool, row.id, delay, !counts);
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      // Each look only starts its deliveries: the next one does not wait for slow receivers.
      const look = this.look();
      look
        .catch((err: unknown) =>
          this.log.warn({ err }, 'looking at the notification outbox failed; looking again soon'),
        )
        .finally(() => this.schedule());
    }, this.options.pollMs);
    this.timer.unref();
  }
}
