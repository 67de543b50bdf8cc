import type { ImportReply, ReplayFile } from '@sprawl/protocol';
import type { Pool } from 'pg';
import { inTransaction } from '../db/pg-transaction';
import type { Json } from '../db/schema';
import { refuse } from '../errors';
import type { GameRegistry, GameState } from '../matches/games';
import { newRuntime } from '../matches/runtime';
import { applyStored } from '../matches/step';
import { TimeSlice } from '../scheduling/time-slice';
import { hashToken, newId, newInviteCode, newToken } from '../security/tokens';
import { stateHash } from '../matches/hash';
import { olderForm } from './timeline';
import { snapshotSpacing } from './snapshot-spacing';
import { writeActions, writeMatch, writeRoom, writeSnapshot, type ImportedAction } from './import-rows';

/** Action rows per INSERT when an import is stored (see the transaction below). */
const ROWS_PER_STATEMENT = 100;
const diverges = (step: number, why: string): never =>
  refuse('replay_diverges', `The file diverges from the rules at step ${step}: ${why}.`);

export interface ImportControl {
  /** Asked just before anything is written: false when the requester has gone, so nobody is told "failed" of a stored match. */
  stillWanted: () => boolean;
  /** Told after each step is checked, for a progress line (the command-line import). */
  onStep?: (checked: number, total: number) => void;
}

/**
 * Imports a replay file: plays it again from setup(seed, options) with the
 * rules this server runs, checking every move and the hash after every step,
 * and only if all agree stores it as a finished match in a new room, in one
 * transaction (all of it or nothing). The seats keep the file's names but
 * have no tokens; only the importer gets one (host of seat 0), so nobody can
 * act in the room, and it replays like any other.
 *
 * The replay runs in time slices (TimeSlice) so that a long file never holds
 * up other matches for more than a few milliseconds at a time, and it keeps
 * snapshots spaced for the match's length (snapshotSpacing), so a file full of
 * moves taken back stores no more than a real match would.
 */
export async function importReplay(
  pool: Pool,
  games: GameRegistry,
  file: ReplayFile,
  control: ImportControl = { stillWanted: () => true },
): Promise<ImportReply> {
  const game = games[file.game];
  if (!game) return refuse('unknown_game', `This server cannot run the game "${file.game}".`, { status: 422 });
  const options = game.optionsSchema.safeParse(file.options);
  if (!options.success) refuse('bad_replay', "The file's game options are not valid for this game.");
  const seatCount = file.seats.length;
  if (seatCount < game.minSeats || seatCount > game.maxSeats)
    refuse(
      'bad_replay',
      `This game is played by ${game.minSeats} to ${game.maxSeats} players, the file has ${seatCount}.`,
    );
  file.actions.forEach((a, i) => {
    if (a.seq !== i + 1)
      refuse('bad_replay', `The file's actions must be numbered 1, 2, 3...; action ${i + 1} says ${a.seq}.`);
    if (a.seat >= seatCount)
      refuse('bad_replay', `Step ${a.seq} is played by seat ${a.seat + 1}, but the file has ${seatCount} seats.`);
  });
  if (file.hashes.length !== file.actions.length + 1) {
    refuse(
      'bad_replay',
      `The file has ${file.actions.length} actions, so it needs ${file.actions.length + 1} hashes (one for the start and one per step), not ${file.hashes.length}.`,
    );
  }

  const slice = new TimeSlice();
  // A file written under older rules records positions in that version's form (see olderForm).
  const recordedAlike = (recorded: string): boolean => {
    if (file.rulesVersion === game.rulesVersion) return false;
    const older = olderForm(game, rt.state, file.rulesVersion);
    return older !== null && older !== rt.state && stateHash(older) === recorded;
  };
  const start: GameState = game.setup({ seed: file.seed, seats: seatCount, options: options.data });
  if (stateHash(start) !== file.hashes[0]) diverges(0, 'the starting position is not the one this seed deals');
  const rt = newRuntime('import', '', game, start, 0);
  const rows: ImportedAction[] = [];
  const spacing = snapshotSpacing(file.actions.length);
  const snapshots: { version: number; state: GameState }[] = [{ version: 0, state: start }];
  for (const action of file.actions) {
    await slice.pause();
    if (game.outcome(rt.state) !== null) diverges(action.seq, 'the game was already over');
    const applied = applyStored(rt, action);
    if ('refused' in applied) return diverges(action.seq, applied.refused);
    const hash = rt.hasher.hash(rt.state);
    if (hash !== file.hashes[action.seq] && !recordedAlike(file.hashes[action.seq]))
      diverges(action.seq, 'the position after this move is not the one the file records');
    control.onStep?.(action.seq, file.actions.length);
    rows.push({
      seq: action.seq,
      seat: action.seat,
      kind: action.kind,
      payload: (action.payload ?? null) as Json,
      log: applied.log as unknown as Json,
      stateHash: hash,
    });
    // Snapshots only where nothing can be undone, as the match service writes them.
    if (action.seq - snapshots[snapshots.length - 1].version >= spacing && rt.undo.length === 0)
      snapshots.push({ version: action.seq, state: rt.state });
  }
  const result = game.outcome(rt.state);
  if (result === null)
    refuse(
      'replay_unfinished',
      `The file ends at step ${file.actions.length} before the game is over; only finished matches can be imported.`,
    );
  if (snapshots[snapshots.length - 1].version !== rt.version) snapshots.push({ version: rt.version, state: rt.state });
  if (!control.stillWanted())
    refuse('gone', 'The request was abandoned before the match was stored; nothing was kept.');

  const roomId = newId();
  const matchId = newId();
  const inviteCode = newInviteCode();
  const hostToken = newToken();
  // Written in statements of a few hundred rows, with the event loop let go between them: one statement of 10,000
  // rows built on the event loop held every other match up for seconds (measured by bench:attack, under Prisma).
  // Still one transaction: all of it or nothing.
  await inTransaction(pool, async (tx) => {
    await writeRoom(tx, {
      id: roomId,
      inviteCode,
      game: file.game,
      seatCount,
      options: options.data,
      seats: file.seats.map((s) => ({ name: s.name, bot: s.bot })),
      hostTokenHash: hashToken(hostToken),
    });
    await writeMatch(tx, {
      id: matchId,
      roomId,
      game: file.game,
      rulesVersion: game.rulesVersion,
      seed: file.seed,
      options: options.data,
      seatCount,
      version: rt.version,
      result,
    });
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      await slice.pause();
      await writeActions(tx, matchId, rows.slice(i, i + ROWS_PER_STATEMENT));
    }
    for (const s of snapshots) {
      await slice.pause();
      await writeSnapshot(tx, matchId, s.version, s.state);
    }
  });
  return { roomId, matchId, inviteCode, hostToken };
}
