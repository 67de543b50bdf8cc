import { CONTENT } from './content/catalog';
import type { Project, Suit } from './content/schema';
import { say, who, type Ctx } from './context';
import { specialistName, urMsg, type UrMessage } from './messages';
import { DUAL_SPECIALIST_FACTOR, SINGLE_SPECIALIST_FACTOR } from './project-rules';
import type { Ledger, UrState } from './state';

/** A VP card is taken or flipped each time a score goes beyond another 50. */
export const VP_CARD_STEP = 50;

/**
 * The VP card a score shows (0 for none). The rulebook gives the card when a
 * marker "goes beyond 50" and flips it "each time you pass the 50 VP space",
 * so the track has a 50 space and a marker may stand on it: at 50 there is no
 * card yet, at 51 the card shows 50 and the marker stands on 1. At 100 the
 * card shows 50 and the marker stands on 50 again.
 */
export const vpCardFor = (score: number) =>
  score > VP_CARD_STEP ? Math.floor((score - 1) / VP_CARD_STEP) * VP_CARD_STEP : 0;

/**
 * Adds (or, for a submission, takes away) points and books them under their
 * origin. The score stays the true total; going beyond 50, 100, ... is
 * announced because the table shows it with a VP card.
 */
export function addPoints(ctx: Ctx, seat: number, points: number, origin: keyof Ledger): void {
  const p = ctx.s.players[seat];
  const before = vpCardFor(p.score);
  p.score += points;
  p.ledger[origin] += points;
  const card = vpCardFor(p.score);
  if (card > before) say(ctx, 'ur.log.vpCard', { who: who(seat), card }, seat);
}

/** Renewed squares of the board matching a test. */
function countRenewed(s: UrState, test: (square: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < s.board.length; i++) if (s.board[i].renewed && test(i)) n++;
  return n;
}

/** What a submitted project is worth on the current board. */
export function projectPoints(s: UrState, project: Project): number {
  const value = (suit: Suit) => s.specialistValue[suit];
  switch (project.kind) {
    case 'district':
      return project.perBuilding * countRenewed(s, (i) => CONTENT.districts[i] === project.district);
    case 'building':
      return project.perBuilding * countRenewed(s, (i) => CONTENT.tile[s.board[i].tile].type === project.type);
    case 'specialist':
      return SINGLE_SPECIALIST_FACTOR * value(project.specialist);
    case 'pair':
      return DUAL_SPECIALIST_FACTOR * (value(project.specialists[0]) + value(project.specialists[1]));
  }
}

/** A public description of a project, used once projects are revealed. */
export function describeProject(project: Project): UrMessage {
  switch (project.kind) {
    case 'district':
      return urMsg('ur.project.district', {
        district: urMsg(`ur.district.${project.district}`),
        per: project.perBuilding,
      });
    case 'building':
      return urMsg('ur.project.building', { type: urMsg(`ur.type.${project.type}`), per: project.perBuilding });
    case 'specialist':
      return urMsg('ur.project.specialist', {
        name: specialistName(project.specialist),
        factor: SINGLE_SPECIALIST_FACTOR,
      });
    case 'pair':
      return urMsg('ur.project.pair', {
        first: specialistName(project.specialists[0]),
        second: specialistName(project.specialists[1]),
        factor: DUAL_SPECIALIST_FACTOR,
      });
  }
}
