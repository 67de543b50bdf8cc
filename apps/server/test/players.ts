import { randomMove, seedRng, type UsAction, type UsState, type UsView } from '@sprawl/rules';
import type { MatchConnection } from '@sprawl/client';
import type { TestServer } from './harness';
import { connect, waitFor } from './harness';

export interface Table {
  roomId: string;
  players: MatchConnection<UsView>[];
  tokens: string[];
  inviteCode: string;
  frames: string[][];
}

/** Creates a room, fills every seat with a connected player, and starts the match. */
export async function seatedTable(
  t: TestServer,
  seats: number,
  variant: 'standard' | 'long' | 'short' = 'short',
): Promise<Table> {
  const host = await t.api.createRoom({ game: 'urban-sprawl', seats, name: 'Host', options: { variant } });
  const tokens = [host.token];
  for (let i = 1; i < seats; i++)
    tokens.push((await t.api.join({ inviteCode: host.inviteCode, name: `Guest ${i + 1}` })).token);
  const frames = tokens.map(() => [] as string[]);
  const players = tokens.map((token, i) => connect<UsView>(t, host.roomId, { token }, frames[i]));
  await waitFor(() => players.every((p) => p.state.connected), 'players to connect');
  await t.api.start(host.roomId, host.token);
  await waitFor(() => players.every((p) => p.state.view !== null), 'first views');
  return { roomId: host.roomId, players, tokens, inviteCode: host.inviteCode, frames };
}

/** The server's state of the table's match (tests only: real clients never see it). */
export async function serverState(t: TestServer, matchId: string): Promise<{ state: UsState; version: number }> {
  const rt = await t.server.matches.runtime(matchId);
  return { state: rt.state as UsState, version: rt.version };
}

/**
 * Plays random legal moves through the client SDK (each seat's own connection,
 * using the legal moves the server sent it) until the game ends. After every
 * move, once all clients have caught up, `check` runs.
 */
export async function playOut(
  t: TestServer,
  table: Table,
  seed: string,
  check?: () => Promise<void> | void,
  maxMoves = 5000,
  others: MatchConnection<UsView>[] = [],
): Promise<number> {
  const rng = seedRng(seed);
  let moves = 0;
  const matchId = table.players[0].state.matchId as string;
  for (;;) {
    const rt = await t.server.matches.runtime(matchId);
    await waitFor(
      () => [...table.players, ...others].every((p) => p.state.version === rt.version),
      `clients at version ${rt.version}`,
    );
    if (check) await check();
    if (rt.game.outcome(rt.state) !== null) return moves;
    if (moves++ > maxMoves) throw new Error('the match did not end');
    const seat = rt.game.seatsToAct(rt.state)[0] as number;
    const player = table.players[seat];
    await player.send(randomMove(rng, player.state.legal as UsAction[]));
  }
}

/** Plays `moves` random legal moves, each by the seat the game waits for, each seen by every player before the next. */
export async function playMoves(t: TestServer, table: Table, seed: string, moves: number): Promise<void> {
  const rng = seedRng(seed);
  const matchId = table.players[0].state.matchId as string;
  for (let i = 0; i < moves; i++) {
    const rt = await t.server.matches.runtime(matchId);
    const seat = rt.game.seatsToAct(rt.state)[0] as number;
    const version = await table.players[seat].send(randomMove(rng, table.players[seat].state.legal as UsAction[]));
    await waitFor(() => table.players.every((p) => p.state.version === version), 'every table to show the move');
  }
}
