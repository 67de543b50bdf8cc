import { CARDS } from './catalog';
import { CUBES_PER_PLAYER, CONTRACT_DECKS, type UsState } from './state';

/**
 * Checks that a state is physically possible: every card in exactly one
 * place, no negative totals, no more cubes than a player owns, and a board
 * whose lots and buildings agree. Returns a list of problems (empty when sound).
 */
export function invariantProblems(s: UsState): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const count = (id: string | null) => {
    if (id !== null) seen.set(id, (seen.get(id) ?? 0) + 1);
  };
  [...s.planning.deck, ...s.planning.discard, s.planning.top, ...s.planning.boxes].forEach(count);
  for (const deck of CONTRACT_DECKS) [...s.contracts.decks[deck], s.contracts.tops[deck]].forEach(count);
  s.contracts.boxes.forEach(count);
  s.removed.forEach(count);
  for (const p of s.players) [...p.planning, ...p.favors].forEach(count);
  for (const id of Object.keys(CARDS.byId)) {
    const n = seen.get(id) ?? 0;
    if (n !== 1) problems.push(`card ${id} is in ${n} places`);
  }
  if (seen.size !== Object.keys(CARDS.byId).length) problems.push('unknown cards are in play');

  s.players.forEach((p, seat) => {
    if (p.wealth < 0) problems.push(`seat ${seat} has negative wealth`);
    if (p.prestige < 0) problems.push(`seat ${seat} has negative prestige`);
  });
  const cubes = s.players.map(() => 0);
  for (const b of s.board.buildings) {
    if (!b) continue;
    if (b.owner !== null) cubes[b.owner]++;
    for (const lot of b.lots) if (s.board.lots[lot] !== b.id) problems.push(`building ${b.id} is not on lot ${lot}`);
  }
  cubes.forEach((n, seat) => {
    if (n > CUBES_PER_PLAYER) problems.push(`seat ${seat} uses ${n} cubes`);
  });
  s.board.lots.forEach((id, lot) => {
    if (id !== null && !s.board.buildings[id]?.lots.includes(lot))
      problems.push(`lot ${lot} points at a missing building`);
  });
  const vocations =
    Object.values(s.vocationSupply).reduce((a, b) => a + b, 0) + s.players.reduce((a, p) => a + p.vocations.length, 0);
  if (vocations !== 24) problems.push(`there are ${vocations} vocation markers instead of 24`);
  return problems;
}
