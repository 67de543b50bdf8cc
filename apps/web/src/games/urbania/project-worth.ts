import { content, type Project, type UrView } from './content';

/** The rulebook's project multipliers: 5× a single specialist, 3× a pair's combined value. */
const SINGLE = 5;
const PAIR = 3;

/**
 * What a revealed project scored, read off the final board and track (the
 * view gives each player's project total; this splits it card by card so the
 * final table can show each one).
 */
export function projectWorth(view: UrView, p: Project): number {
  const renewed = (test: (i: number) => boolean) => view.board.filter((sq, i) => sq.renewed && test(i)).length;
  switch (p.kind) {
    case 'district': return p.perBuilding * renewed((i) => content.districts[i] === p.district);
    case 'building': return p.perBuilding * renewed((i) => content.tile[view.board[i].tile].type === p.type);
    case 'specialist': return SINGLE * view.specialistValue[p.specialist];
    case 'pair': return PAIR * (view.specialistValue[p.specialists[0]] + view.specialistValue[p.specialists[1]]);
  }
}
