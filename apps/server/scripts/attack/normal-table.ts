import { MatchConnection, RoomsApi } from '@sprawl/client';
import { nodeSocket } from '@sprawl/client/node';
import { randomMove, seedRng, type RngState, type UsAction, type UsView } from '@sprawl/rules';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two people at a 2-seat table, as the normal player whose experience the
 * benchmark measures: whoever is to move makes a random legal move every
 * `paceMs`, and the time from sending it to its acknowledgement is recorded
 * under the phase running at that moment. A finished game is followed by a
 * fresh match forked from its first step, so the table never goes quiet.
 */
export class NormalTable {
  phase = 'setup';
  readonly roundTrips = new Map<string, number[]>();
  readonly refusals = new Map<string, number>();
  private players: MatchConnection<UsView>[] = [];
  private stopped = false;
  private loop: Promise<void> = Promise.resolve();
  private readonly rng: RngState;

  private constructor(
    private readonly api: RoomsApi,
    readonly roomId: string,
    readonly inviteCode: string,
    private readonly hostToken: string,
    private readonly paceMs: number,
  ) {
    this.rng = seedRng(`normal:${roomId}`);
  }

  static async open(httpUrl: string, wsUrl: string, paceMs: number): Promise<NormalTable> {
    const api = new RoomsApi(httpUrl);
    const host = await api.createRoom({
      game: 'urban-sprawl',
      seats: 2,
      name: 'Ana',
      options: { variant: 'standard' },
    });
    const guest = await api.join({ inviteCode: host.inviteCode, name: 'Ben' });
    const table = new NormalTable(api, host.roomId, host.inviteCode, host.token, paceMs);
    table.players = [host.token, guest.token].map(
      (token) =>
        new MatchConnection<UsView>({
          url: wsUrl,
          roomId: host.roomId,
          token,
          socket: nodeSocket,
          reconnectDelayMs: 100,
        }),
    );
    await table.until(() => table.players.every((p) => p.state.connected));
    await api.start(host.roomId, host.token);
    await table.until(() => table.players.every((p) => p.state.view !== null));
    table.loop = table.play();
    return table;
  }

  private async until(cond: () => boolean, ms = 30_000): Promise<void> {
    const start = Date.now();
    while (!cond()) {
      if (Date.now() - start > ms) throw new Error(`table ${this.roomId}: waited ${ms} ms in vain`);
      await sleep(2);
    }
  }

  private async play(): Promise<void> {
    while (!this.stopped) {
      await sleep(this.paceMs);
      const version = Math.max(...this.players.map((p) => p.state.version));
      if (!this.players.every((p) => p.state.version === version && p.state.connected)) continue;
      if ((this.players[0].state.view as { final?: unknown } | null)?.final) {
        await this.rematch();
        continue;
      }
      const mover = this.players.find((p) => p.state.legal.length > 0);
      if (!mover) continue;
      const phase = this.phase;
      const sent = performance.now();
      try {
        const seq = await mover.send(randomMove(this.rng, mover.state.legal as UsAction[]));
        const list = this.roundTrips.get(phase) ?? [];
        list.push(performance.now() - sent);
        this.roundTrips.set(phase, list);
        await this.until(() => this.players.every((p) => p.state.version >= seq));
      } catch (e) {
        const code = (e as { code?: string }).code ?? 'error';
        this.refusals.set(`${phase}:${code}`, (this.refusals.get(`${phase}:${code}`) ?? 0) + 1);
      }
    }
  }

  private async rematch(): Promise<void> {
    const old = this.players[0].state.matchId as string;
    await this.api.fork(this.roomId, old, this.hostToken, { step: 0, seats: 'same' });
    await this.until(() => this.players.every((p) => p.state.matchId !== old && p.state.view !== null));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop.catch(() => undefined);
    for (const p of this.players) p.close();
  }
}
