import type { Outcome, Standing } from '../game';
import { clonePlayer } from './clone-state';
import { CONTENT } from './content/catalog';
import { SUITS } from './content/schema';
import { say, who, type Ctx } from './context';
import { listParam } from '../words/message';
import { specialistName, urMsg, type UrMessage } from './messages';
import { beginEndPhaseIfDue } from './end-phase';
import { addPoints, describeProject, projectPoints } from './scoring';
import { ACTIONS_PER_TURN, type UrState } from './state';

/**
 * Turns still to be played once the end phase has begun, the one under way
 * included: the rest of the round it began in, then one full round (a round
 * ends with the seat before the start player). Null before the end phase.
 */
export function turnsLeft(s: UrState): number | null {
  if (s.endRound === null || s.phase === 'over') return null;
  const n = s.players.length;
  const thisRound = n - ((s.turn.active - s.startPlayer + n) % n);
  return s.turn.round === s.endRound ? thisRound + n : thisRound;
}

/** The seat that plays last in each round: the one before the start player. */
export const lastSeat = (s: UrState) => (s.startPlayer + s.players.length - 1) % s.players.length;

/** Called after every accepted move: begins the end phase when due, then closes a finished turn. */
export function afterMove(ctx: Ctx): void {
  const s = ctx.s;
  // Before the pending check: a card still to take for a card icon does not delay the end phase.
  beginEndPhaseIfDue(ctx);
  if (s.pending || s.turn.actionsLeft > 0) return;
  endTurn(ctx);
}

function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  const seat = s.turn.active;
  scoreSpecialists(ctx, seat);
  ctx.barrier = true;
  if (s.endRound !== null && s.turn.round === s.endRound + 1 && seat === lastSeat(s)) return finish(ctx);
  const next = (seat + 1) % s.players.length;
  s.turn = {
    active: next,
    round: next === s.startPlayer ? s.turn.round + 1 : s.turn.round,
    actionsLeft: ACTIONS_PER_TURN,
  };
}

/** After a player's last action each specialist they hold scores the value of its building marker. */
export function scoreSpecialists(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  let total = 0;
  const parts: UrMessage[] = [];
  for (const suit of SUITS) {
    if (s.specialistOwner[suit] !== seat) continue;
    total += s.buildingValue[suit];
    parts.push(urMsg('ur.specialistValue', { name: specialistName(suit), value: s.buildingValue[suit] }));
  }
  if (parts.length === 0) return;
  say(ctx, 'ur.log.specialists', { who: who(seat), total, parts: listParam(parts, 'comma') }, seat);
  addPoints(ctx, seat, total, 'specialists');
}

/** Reveals and scores the submitted projects and ranks the players. */
function finish(ctx: Ctx): void {
  const s = ctx.s;
  // Players other than the active one are shared with the previous state (see cloneState).
  s.players = s.players.map(clonePlayer);
  s.players.forEach((p, seat) => {
    for (const id of p.submitted) {
      const project = CONTENT.project[id];
      const points = projectPoints(s, project);
      say(ctx, 'ur.log.revealed', { who: who(seat), project: describeProject(project), points }, seat);
      addPoints(ctx, seat, points, 'projects');
    }
  });
  s.phase = 'over';
  s.pending = null;
  s.final = outcomeOf(s);
  say(ctx, 'ur.log.gameOver');
}

/** Most VP wins; a tie goes to the player whose projects scored more; still tied, they share the place. */
export function outcomeOf(s: UrState): Outcome {
  const better = (a: Standing, b: Standing) => a.score > b.score || (a.score === b.score && a.tiebreak > b.tiebreak);
  const rows: Standing[] = s.players.map((p, seat) => ({
    seat,
    rank: 0,
    score: p.score,
    tiebreak: p.ledger.projects,
    breakdown: { ...p.ledger },
  }));
  for (const row of rows) row.rank = 1 + rows.filter((other) => better(other, row)).length;
  rows.sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return { standings: rows, winners: rows.filter((r) => r.rank === 1).map((r) => r.seat) };
}
