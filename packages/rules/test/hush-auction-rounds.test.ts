import { hushAuction, type HushState } from '../src';

/** Rounds of Hush Auction on hand-made tables: simultaneous bids, the reveal, ties, refusals. */

const start = (seats = 3, length: 'short' | 'standard' = 'standard') =>
  hushAuction.setup({ seed: 'rounds', seats, options: { length } });

function bid(state: HushState, seat: number, card: string) {
  const result = hushAuction.apply(state, seat, { type: 'bid', card });
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}

/** A table with chosen hands (the rest of the setup kept). */
function withHands(hands: string[][], offer = ['reed-9']): HushState {
  const s = start(hands.length);
  const used = new Set([...hands.flat(), ...offer]);
  return {
    ...s,
    offer,
    pile: s.pile.filter((c) => !used.has(c)).concat(s.players.flatMap((p) => p.hand).filter((c) => !used.has(c))),
    players: hands.map((hand) => ({ hand, bid: null, won: [] })),
  };
}

test('every seat owes a bid at once, and a bid leaves the others still owing theirs', () => {
  const s = start(3);
  expect(hushAuction.seatsToAct(s)).toEqual([0, 1, 2]);
  expect(hushAuction.prompts(s).map((p) => p.seat)).toEqual([0, 1, 2]);
  const first = bid(s, 1, s.players[1].hand[0]);
  expect(first.barrier).toBe(false);
  expect(hushAuction.seatsToAct(first.state)).toEqual([0, 2]);
  expect(hushAuction.legalActions(first.state, 1)).toEqual([]);
});

test('a bid stays hidden from everyone but its bidder until the last bid is in', () => {
  const s = withHands([
    ['reed-1', 'clay-5'],
    ['moss-7', 'salt-2'],
    ['clay-12', 'reed-3'],
  ]);
  const one = bid(s, 0, 'clay-5').state;
  const two = bid(one, 1, 'moss-7').state;
  for (const state of [one, two]) {
    expect(hushAuction.view(state, { kind: 'seat', seat: 0 }).myBid).toBe('clay-5');
    expect(JSON.stringify(hushAuction.view(state, { kind: 'seat', seat: 2 }))).not.toContain('clay-5');
    expect(JSON.stringify(hushAuction.view(state, { kind: 'spectator' }))).not.toContain('clay-5');
    expect(hushAuction.view(state, { kind: 'spectator' }).players[0].hasBid).toBe(true);
  }
  const last = bid(two, 2, 'clay-12');
  expect(last.barrier).toBe(true);
  const seen = hushAuction.view(last.state, { kind: 'spectator' });
  expect(seen.lastReveal).toEqual({ round: 1, bids: ['clay-5', 'moss-7', 'clay-12'], winner: 2, prizes: ['reed-9'] });
  expect(seen.players[2].won).toEqual(['reed-9']);
  expect(seen.players[2].score).toBe(9);
  expect(seen.discard).toEqual(['clay-5', 'moss-7', 'clay-12']);
  // Everyone drew one card and a new prize is up: the next round asks all seats again.
  expect(seen.players.map((p) => p.handCount)).toEqual([2, 2, 2]);
  expect(seen.offer).toHaveLength(1);
  expect(seen.round).toBe(2);
  expect(hushAuction.seatsToAct(last.state)).toEqual([0, 1, 2]);
});

test('equal highest bids cancel: the prize stays on offer and the next one joins it', () => {
  const s = withHands([
    ['reed-8', 'clay-1'],
    ['moss-8', 'salt-2'],
    ['clay-3', 'reed-4'],
  ]);
  const after = bid(bid(bid(s, 0, 'reed-8').state, 1, 'moss-8').state, 2, 'clay-3').state;
  expect(after.lastReveal?.winner).toBeNull();
  expect(after.offer).toHaveLength(2);
  expect(after.offer[0]).toBe('reed-9');
  expect(after.players.every((p) => p.won.length === 0)).toBe(true);
});

test('refusals: a second bid, a card from another hand, a card that does not exist', () => {
  const s = withHands([
    ['reed-1', 'clay-5'],
    ['moss-7', 'salt-2'],
  ]);
  const once = bid(s, 0, 'reed-1').state;
  const codes = [
    hushAuction.apply(once, 0, { type: 'bid', card: 'clay-5' }),
    hushAuction.apply(s, 0, { type: 'bid', card: 'moss-7' }),
    hushAuction.apply(s, 0, { type: 'bid', card: 'gold-99' }),
  ].map((r) => (r.ok ? 'accepted' : r.code));
  expect(codes).toEqual(['already_bid', 'not_in_hand', 'not_in_hand']);
});

test('the short game ends after five rounds with a ranking by prize points, ties broken by cards kept', () => {
  let s = start(2, 'short');
  let rounds = 0;
  while (!s.final) {
    // Both seats bid their lowest card: equal values tie, different ones go to the higher.
    for (const seat of hushAuction.seatsToAct(s)) s = bid(s, seat, s.players[seat].hand[0]).state;
    rounds++;
  }
  expect(rounds).toBe(5);
  expect(hushAuction.seatsToAct(s)).toEqual([]);
  const standings = s.final.standings;
  const points = s.players.map((p) => p.won.reduce((t, c) => t + Number(c.split('-')[1]), 0));
  for (const st of standings) expect(st.score).toBe(points[st.seat]);
  expect(standings[0].score).toBeGreaterThanOrEqual(standings[1].score);
  expect(hushAuction.apply(s, 0, { type: 'bid', card: s.players[0].hand[0] })).toMatchObject({
    ok: false,
    code: 'game_over',
  });
});

test('each seat is its own audience; spectators see no hand; the omniscient viewer sees the pile in order', () => {
  const s = start(4);
  expect(hushAuction.audience({ kind: 'seat', seat: 2 })).toEqual({ kind: 'seat', seat: 2 });
  expect(hushAuction.view(s, { kind: 'spectator' }).hand).toBeNull();
  expect(hushAuction.view(s, { kind: 'seat', seat: 3 }).hand).toEqual(s.players[3].hand);
  expect(hushAuction.view(s, { kind: 'seat', seat: 3 }).players.map((p) => p.handCount)).toEqual([4, 4, 4, 4]);
  expect(hushAuction.view(s, { kind: 'omniscient' }).secrets?.pile).toEqual(s.pile);
  expect(hushAuction.view(s, { kind: 'seat', seat: 0 }).secrets).toBeUndefined();
});
