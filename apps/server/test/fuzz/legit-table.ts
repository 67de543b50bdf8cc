import { MatchConnection } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { nextInt, randomMove, seedRng, type RngState, type UsAction, type UsView } from '@sprawl/rules';
import type { TestServer } from '../harness';
import { waitFor } from '../harness';

/** A move the server acknowledged to a legitimate player: the match's log must hold exactly these. */
export interface AckedMove {
  matchId: string;
  seq: number;
  seat: number;
  kind: 'move' | 'undo';
  payload: unknown;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two people playing one 2-seat match through the client SDK while the
 * fuzzer attacks: whoever has legal moves picks one at random (and sometimes
 * takes a move back), after a short think. Every acknowledged move and its
 * round trip (send to acknowledgement) is recorded; any refusal of theirs is a
 * sign the attack got through. If the game ends, the host forks a fresh match
 * from its first step in the same room, so the table keeps moving.
 */
export class LegitTable {
  readonly acked: AckedMove[] = [];
  readonly roundTrips: number[] = [];
  readonly refusals: string[] = [];
  /** Frames the SDK could not read as server messages. */
  unreadable = 0;
  private players: MatchConnection<UsView>[] = [];
  private stopped = false;
  private loop: Promise<void> = Promise.resolve();
  private readonly rng: RngState;

  constructor(
    private readonly t: TestServer,
    readonly roomId: string,
    readonly tokens: string[],
    readonly inviteCode: string,
    seed: string,
    private readonly thinkMs: number,
  ) {
    this.rng = seedRng(`legit:${seed}`);
  }

  static async open(t: TestServer, seed: string, thinkMs: number): Promise<LegitTable> {
    const host = await t.api.createRoom({
      game: 'urban-sprawl',
      seats: 2,
      name: 'Ana',
      options: { variant: 'standard' },
    });
    const guest = await t.api.join({ inviteCode: host.inviteCode, name: 'Ben' });
    const table = new LegitTable(t, host.roomId, [host.token, guest.token], host.inviteCode, seed, thinkMs);
    table.players = table.tokens.map((token) => {
      const c = new MatchConnection<UsView>({
        url: t.wsUrl,
        roomId: host.roomId,
        token,
        socket: nodeSocket,
        reconnectDelayMs: 50,
      });
      c.onRejection((r) => {
        if (r.code === 'bad_server_message') table.unreadable++;
        else table.refusals.push(`${r.code}: ${r.message}`);
      });
      return c;
    });
    await waitFor(() => table.players.every((p) => p.state.connected), 'the players to connect');
    await t.api.start(host.roomId, host.token);
    await waitFor(() => table.players.every((p) => p.state.view !== null), 'the first views');
    return table;
  }

  get matchIds(): string[] {
    return [...new Set(this.acked.map((m) => m.matchId))];
  }

  start(): void {
    this.loop = this.play();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
    for (const p of this.players) p.close();
  }

  private async play(): Promise<void> {
    while (!this.stopped) {
      const version = Math.max(...this.players.map((p) => p.state.version));
      // Both tables at the same step: the one to move decides on what the server last said.
      if (!this.players.every((p) => p.state.version === version)) {
        await sleep(1);
        continue;
      }
      if ((this.players[0].state.view as { final?: unknown } | null)?.final) {
        await this.rematch();
        continue;
      }
      const seat = this.players.findIndex((p) => p.state.legal.length > 0);
      if (seat < 0) {
        await sleep(1);
        continue;
      }
      await sleep(this.thinkMs);
      const p = this.players[seat];
      const matchId = p.state.matchId as string;
      const undo = p.state.canUndo && nextInt(this.rng, 5) === 0;
      const action = undo ? null : randomMove(this.rng, p.state.legal as UsAction[]);
      const sent = performance.now();
      try {
        const seq = await (undo ? p.undo() : p.send(action));
        this.roundTrips.push(performance.now() - sent);
        this.acked.push({ matchId, seq, seat, kind: undo ? 'undo' : 'move', payload: action });
        await waitFor(() => this.players.every((q) => q.state.version >= seq), 'both players to see the move');
      } catch (e) {
        this.refusals.push(`${(e as { code?: string }).code ?? 'error'}: ${(e as Error).message}`);
        await sleep(20);
      }
    }
  }

  /** The game ended: a new match from the same deal's first step, in the same room and seats. */
  private async rematch(): Promise<void> {
    const old = this.players[0].state.matchId as string;
    await this.t.api.fork(this.roomId, old, this.tokens[0], { step: 0, seats: 'same' });
    await waitFor(
      () => this.players.every((p) => p.state.matchId !== old && p.state.view !== null),
      'the fork to reach both players',
    );
  }
}
