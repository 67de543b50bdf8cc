import type { Ctx } from '../context';
import { say, who } from '../context';
import { reject } from '../errors';
import { addBuilding, blockOfBuilding, buildingsOf, cubesLeft, officeHolder, vacantLots } from '../queries';
import type { Office, Task, Zone } from '../state';
import { OFFICES } from '../state';
import { allBlockValues } from '../values';
import { officeName } from './reveal';

const OFFICE_ZONE: Record<Exclude<Office, 'mayor'>, Zone> = {
  districtAttorney: 'CIV',
  treasurer: 'COM',
  policeChief: 'RES',
  unionBoss: 'IND',
};

/** Seats tied at the top of `score` among those scoring above zero. */
function leaders(scores: number[]): number[] {
  const best = Math.max(...scores);
  if (best <= 0) return [];
  return scores.flatMap((v, seat) => (v === best ? [seat] : []));
}

/**
 * Candidates for an office after the printed tie-breaks, and who settles any
 * remaining tie: the Media owner for Mayor, the previous office on the track
 * for the others. A vacant decider falls back to the active player.
 */
export function electionCandidates(ctx: Ctx, office: Office): { candidates: number[]; decider: number } {
  const s = ctx.s;
  let candidates: number[];
  let decider: number | null;
  if (office === 'mayor') {
    candidates = leaders(s.players.map((p) => p.vocations.length));
    const media = s.players.findIndex((p) => p.vocations.includes('MEDIA'));
    decider = media >= 0 ? media : null;
  } else {
    const zone = OFFICE_ZONE[office];
    const values = allBlockValues(s);
    const best = s.players.map(() => 0);
    const count = s.players.map(() => 0);
    for (const b of buildingsOf(s)) {
      if (b.owner === null || b.zone !== zone) continue;
      best[b.owner] = Math.max(best[b.owner], values[blockOfBuilding(b)]);
      count[b.owner]++;
    }
    candidates = leaders(best);
    if (candidates.length > 1) {
      const most = Math.max(...candidates.map((seat) => count[seat]));
      candidates = candidates.filter((seat) => count[seat] === most);
    }
    decider = officeHolder(s, OFFICES[OFFICES.indexOf(office) - 1]);
  }
  return { candidates, decider: decider ?? s.turn.active };
}

/** Holds the election for the office under the pawn; the Contractor is reassigned afterwards. */
export function election(ctx: Ctx, called?: Office): Task[] {
  const s = ctx.s;
  const office = called ?? OFFICES[s.pawn];
  if (office !== 'mayor' && !s.politiciansInPlay) {
    say(ctx, 'us.log.notInPlay', { office: officeName(office) });
    return [];
  }
  const { candidates, decider } = electionCandidates(ctx, office);
  const after: Task[] = [{ t: 'contractor' }];
  if (candidates.length === 0) {
    say(ctx, 'us.log.nobodyQualifies', { office: officeName(office) });
  } else if (candidates.length === 1) {
    assignOffice(ctx, office, candidates[0]);
  } else {
    s.pending = { kind: 'electionTie', seat: decider, office, candidates };
    say(ctx, 'us.log.electionTied', { office: officeName(office), decider: who(decider) }, decider);
  }
  return after;
}

export function assignOffice(ctx: Ctx, office: Office, seat: number): void {
  const s = ctx.s;
  s.offices = { ...s.offices, [office]: seat };
  say(ctx, 'us.log.elected', { who: who(seat), office: officeName(office) }, seat);
  if (office === 'mayor' && vacantLots(s).length > 0) s.pending = { kind: 'mayorPark', seat };
}

/** Places the Mayor's new park on a vacant lot under the Mayor's control (if a cube is left). */
export function placePark(ctx: Ctx, seat: number, lot: number): void {
  const s = ctx.s;
  if (s.board.lots[lot] !== null) reject('lot_taken', 'us.refuse.parkLotTaken');
  const owner = cubesLeft(s, seat) > 0 ? seat : null;
  addBuilding(s, { zone: 'PARK', lots: [lot], owner, card: null });
  s.pending = null;
  say(ctx, 'us.log.mayorPark', { who: who(seat) }, seat);
}

/** After every election (once Sports Team happened) the least prestigious player becomes Contractor. */
export function assignContractor(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.contractorInPlay) return;
  const least = Math.min(...s.players.map((p) => p.prestige));
  const candidates = s.players.flatMap((p, seat) => (p.prestige === least ? [seat] : []));
  if (candidates.length === 1) {
    setContractor(ctx, candidates[0]);
    return;
  }
  const decider = officeHolder(s, 'unionBoss') ?? s.turn.active;
  s.pending = { kind: 'contractorTie', seat: decider, candidates };
  say(ctx, 'us.log.contractorTied', { decider: who(decider) }, decider);
}

export function setContractor(ctx: Ctx, seat: number): void {
  ctx.s.contractor = seat;
  ctx.s.pending = null;
  say(ctx, 'us.log.contractor', { who: who(seat) }, seat);
}
