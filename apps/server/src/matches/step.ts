import { REFUSAL_SENTENCES } from '@sprawl/protocol';
import type { PlatformCode, RefusalCode, RuleCode } from '@sprawl/protocol';
import {
  englishVoice,
  listParam,
  msg,
  seatParam,
  worded,
  type Catalogue,
  type LogLine,
  type Message,
} from '@sprawl/rules';
import type { GameState } from './games';
import type { Runtime } from './runtime';

/**
 * The one path by which a match moves on, whether a player's move is being
 * accepted or a stored log is being read back (restart, replay, import,
 * another server's move): `planStep` checks a move or an undo against the
 * match without changing it, and `takeStep` makes the checked step happen.
 * Accepting a move stores it between the two; reading a log does both at once.
 */
export type StepPlan =
  | { ok: true; kind: 'move' | 'undo'; seat: number; next: GameState; log: LogLine[]; undoable: boolean }
  | { ok: false; code: RefusalCode; message: string; words?: Message };

const voices = new WeakMap<Catalogue, ReturnType<typeof englishVoice>>();
const voiceOf = (english: Catalogue) => {
  let voice = voices.get(english);
  if (!voice) voices.set(english, (voice = englishVoice(english)));
  return voice;
};

/**
 * The log line every viewer sees when a move is taken back: who took back
 * what (the move's own first log line, as words, so each client says it in
 * its language). `english` is the game's English catalogue.
 */
export function undoLog(seat: number, undone: LogLine[], english: Catalogue): LogLine[] {
  const first = undone[0];
  const who = seatParam(seat);
  const what = first === undefined ? null : first.key ? msg(first.key, first.params) : first.text;
  const words =
    what === null ? msg('words.undoPlain', { who }) : msg('words.undo', { who, what: listParam([what], 'comma') });
  return [{ ...worded(words, voiceOf(english)), seat }];
}

/** The seat that made the last undoable move may take it back while nothing has happened since. */
export function canUndo(rt: Runtime, seat: number): boolean {
  const last = rt.undo[rt.undo.length - 1];
  return last !== undefined && last.seat === seat && rt.game.outcome(rt.state) === null;
}

const refusal = (code: PlatformCode, message: string): StepPlan => ({ ok: false, code, message });

/**
 * What a move or an undo by `seat` would do to the match, or why it is refused; the runtime is left as it was.
 * `quiet`: the caller reads no log lines (a replay rebuilding positions has them stored), so the game writes none.
 */
export function planStep(rt: Runtime, seat: number, kind: 'move' | 'undo', payload: unknown, quiet = false): StepPlan {
  if (rt.game.outcome(rt.state) !== null) return refusal('game_over', REFUSAL_SENTENCES.game_over);
  if (kind === 'undo') {
    if (!canUndo(rt, seat)) return refusal('cannot_undo', REFUSAL_SENTENCES.cannot_undo);
    const last = rt.undo[rt.undo.length - 1];
    return {
      ok: true,
      kind,
      seat,
      next: last.before,
      log: undoLog(seat, last.log, rt.game.messages.en),
      undoable: false,
    };
  }
  const result = rt.game.apply(rt.state, seat, payload, quiet);
  if (!result.ok) {
    // Out-of-turn moves get one stable code whatever the game calls them.
    if (!rt.game.seatsToAct(rt.state).includes(seat)) return refusal('not_your_turn', REFUSAL_SENTENCES.not_your_turn);
    // The one place a game's own code becomes a refusal: the platform passes it on unread (a RuleCode).
    const code = result.code as RuleCode;
    return {
      ok: false,
      code,
      message: result.message,
      ...(result.key ? { words: msg(result.key, result.params) } : {}),
    };
  }
  // The rules say where undo stops: `barrier` is set when the move revealed a
  // hidden card, answered another seat's prompt, or passed the turn.
  return { ok: true, kind, seat, next: result.state, log: result.log, undoable: !result.barrier };
}

/** Whether the undo history is empty once the planned step is taken (snapshots are only written then). */
export function undoEmptyAfter(rt: Runtime, plan: Extract<StepPlan, { ok: true }>): boolean {
  return plan.kind === 'undo' ? rt.undo.length === 1 : !plan.undoable;
}

/** Makes a planned step happen in memory: the new state, the undo history, the version. */
export function takeStep(rt: Runtime, plan: Extract<StepPlan, { ok: true }>): void {
  if (plan.kind === 'undo') rt.undo.pop();
  else if (plan.undoable) rt.undo.push({ before: rt.state, seat: plan.seat, log: plan.log });
  else rt.undo = [];
  rt.state = plan.next;
  rt.version++;
}

/** Reads one stored action back onto the match: its log (none when `quiet`), or why these rules refuse it. */
export function applyStored(
  rt: Runtime,
  row: { seat: number; kind: 'move' | 'undo'; payload: unknown },
  quiet = false,
): { log: LogLine[] } | { refused: string } {
  const plan = planStep(rt, row.seat, row.kind, row.payload, quiet);
  if (!plan.ok) {
    return {
      refused:
        row.kind === 'undo'
          ? `seat ${row.seat + 1} takes back a move that cannot be taken back`
          : `the rules refuse seat ${row.seat + 1}'s move (${plan.message})`,
    };
  }
  takeStep(rt, plan);
  return { log: plan.log };
}

/**
 * Reads stored actions back onto a match (loading it, or rebuilding a step). Throws if the log and the rules disagree.
 * `quiet` for a position only looked at (a replay's step): the moves' log lines are not written again.
 */
export function replayStored(
  rt: Runtime,
  rows: { seq: number; seat: number; kind: 'move' | 'undo'; payload: unknown; clientSeq: number | null }[],
  quiet = false,
): void {
  for (const row of rows) {
    if (row.seq !== rt.version + 1) throw new Error(`match ${rt.id}: log row ${row.seq} follows version ${rt.version}`);
    if (row.clientSeq !== null)
      rt.lastClientSeq.set(row.seat, Math.max(rt.lastClientSeq.get(row.seat) ?? -1, row.clientSeq));
    const applied = applyStored(rt, row, quiet);
    if ('refused' in applied)
      throw new Error(`match ${rt.id}: stored row ${row.seq} cannot be replayed: ${applied.refused}`);
  }
}
