import { refuse, ServiceError } from '../errors';
import type { CommitArgs } from './commit';
import { noteDecisions, stillOpen } from './decisions';
import type { Runtime } from './runtime';
import { planStep, takeStep, undoEmptyAfter, type StepPlan } from './step';

/**
 * The moves of one match that wait together are checked one after another,
 * each against the table the ones before it leave, and committed in one
 * statement (GroupCommit.commitChain): four seats bidding at once cost the
 * match one commit instead of four in a row (issue 36, docs/benchmarks-history.md).
 * Each is checked exactly as if the ones before it had already committed, on
 * a copy of the match (`speculate`); the match itself takes the moves only
 * once they are written (`takeChecked`), one by one, so that whoever hears of
 * a move hears of it at exactly its version.
 */

/**
 * How far ahead of its seat's last accepted move number a move's number may
 * be. Numbers are stored in 32-bit columns and must keep rising, so without
 * a bound one message numbered 2^31-1 would leave the seat unable to move
 * again; with it, reaching the top takes tens of thousands of accepted moves
 * of that seat. A real client, which counts up from the number the server
 * gives it, never comes near the bound (refused moves do not use up the
 * seat's numbers either).
 */
export const MAX_SEQUENCE_JUMP = 100_000;

/** What a move asks, as the chain checks it. */
export interface MoveRequest {
  seat: number;
  kind: 'move' | 'undo';
  action?: unknown;
  clientSeq: number | null;
  /** The version the client saw when it made the move; null for server-side bots. */
  version: number | null;
  /** Chosen by a bot of this server for a seat it plays (written only while the database still says so). */
  byBot?: boolean;
}

/** A move checked against the table before it, ready to be written. */
export interface CheckedMove {
  plan: Extract<StepPlan, { ok: true }>;
  version: number;
  snapshotDue: boolean;
  args: CommitArgs;
}

/** A copy of the match that moves can be checked on without touching it. */
export function speculate(rt: Runtime): Runtime {
  return { ...rt, undo: [...rt.undo], lastClientSeq: new Map(rt.lastClientSeq), decisions: new Map(rt.decisions) };
}

/**
 * Checks `req` against `spec` (a speculate() copy) and moves the copy on by
 * it; a refusal is thrown as a ServiceError and leaves the copy as it was.
 */
export function checkMove(spec: Runtime, req: MoveRequest, snapshotEvery: number): CheckedMove {
  // Said first, so that a late move hears that the game is over rather than that it came late.
  if (spec.abandoned === 'idle') refuse('game_over', 'This match was ended after a long time without a move.');
  if (spec.abandoned === 'steps')
    refuse('game_over', 'This match was ended after running to the most moves a match may take.');
  if (spec.game.outcome(spec.state) !== null) refuse('game_over');
  const lastSeq = spec.lastClientSeq.get(req.seat) ?? -1;
  if (req.clientSeq !== null && req.clientSeq > lastSeq + MAX_SEQUENCE_JUMP) {
    refuse(
      'bad_sequence',
      `Move numbers go up one at a time; ${req.clientSeq} skips too far ahead of this seat's last move (${lastSeq}). Reload the page.`,
    );
  }
  if (req.clientSeq !== null && req.clientSeq <= lastSeq) {
    refuse('duplicate');
  }
  // A move made on an older table is still taken when it answers a decision that has not changed since (matches/decisions.ts).
  if (req.version !== null && req.version !== spec.version && !stillOpen(spec, req.seat, req.version)) {
    refuse(
      'stale_version',
      req.version < spec.version
        ? `Another move was played just before yours (your table showed step ${req.version}, the game is at step ${spec.version}), so yours was not. Your table has been refreshed: look again and retry.`
        : `Your table showed step ${req.version}, but the game is only at step ${spec.version}; nothing was played. Your table has been refreshed.`,
    );
  }
  const plan = planStep(spec, req.seat, req.kind, req.action);
  if (!plan.ok) throw new ServiceError(plan.code, plan.message, plan.words);
  const version = spec.version + 1;
  const result = spec.game.outcome(plan.next);
  // Snapshots are only taken where nothing can be undone, so a rebuilt match has the same undo history.
  const snapshotDue = undoEmptyAfter(spec, plan) && (result !== null || version - spec.lastSnapshot >= snapshotEvery);
  const args: CommitArgs = {
    matchId: spec.id,
    fromVersion: spec.version,
    seat: req.seat,
    kind: req.kind,
    payload: req.action ?? null,
    clientSeq: req.clientSeq,
    log: plan.log,
    stateHash: spec.hasher.hash(plan.next),
    result,
    snapshot: snapshotDue ? plan.next : null,
    deciding: result === null ? spec.game.seatsToAct(plan.next) : [],
    moveMs: spec.moveMs,
    byBot: req.byBot === true,
  };
  const checked = { plan, version, snapshotDue, args };
  takeChecked(spec, req, checked);
  return checked;
}

/** Moves the match (or its copy) on by a checked move: the state, undo, open decisions, snapshot mark and move number. */
export function takeChecked(rt: Runtime, req: MoveRequest, checked: CheckedMove): void {
  if (rt.version !== checked.args.fromVersion)
    throw new Error(`match ${rt.id}: a move checked at ${checked.args.fromVersion} taken at ${rt.version}`);
  const before = rt.state;
  takeStep(rt, checked.plan);
  noteDecisions(rt, before, req.seat);
  if (checked.snapshotDue) rt.lastSnapshot = checked.version;
  if (req.clientSeq !== null) rt.lastClientSeq.set(req.seat, req.clientSeq);
}
