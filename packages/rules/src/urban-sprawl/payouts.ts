/**
 * The payout chart (authored, see urban-sprawl-content.md): 1st gets V,
 * 2nd floor(V/2), 3rd floor(V/4), 4th floor(V/8); columns beyond the
 * number of players are not used.
 */
export function payoutColumns(value: number, players: number): number[] {
  return [value, Math.floor(value / 2), Math.floor(value / 4), Math.floor(value / 8)].slice(0, players);
}

/**
 * Splits a payout among seats by how many buildings each has on the row.
 * Tied players share the amounts of the places they occupy, fractions dropped.
 * Seats without a building on the row get nothing.
 */
export function sharePayout(counts: number[], value: number): number[] {
  const columns = payoutColumns(value, counts.length);
  const gains = counts.map(() => 0);
  const ranked = counts.map((count, seat) => ({ seat, count })).filter((e) => e.count > 0);
  ranked.sort((a, b) => b.count - a.count);
  let place = 0;
  while (place < ranked.length) {
    const tied = ranked.filter((e) => e.count === ranked[place].count);
    let pot = 0;
    for (let i = place; i < place + tied.length; i++) pot += columns[i] ?? 0;
    for (const e of tied) gains[e.seat] = Math.floor(pot / tied.length);
    place += tied.length;
  }
  return gains;
}
