import { z } from 'zod';
import type { ApplyResult, LogLine, Outcome, Standing } from '../game';
import { byValue, isCard, sumOf, valueOf } from './cards';
import type { HushPlayer, HushState, Reveal } from './state';
import { listParam, seatParam as who, type Message } from '../words/message';
import { refused, worded } from '../words/english';
import { cardWords, HA_VOICE, haMsg } from './messages';

/** The one move: bid a card from your hand, face down. Ids are short; the bound keeps junk small. */
export const actionSchema = z.object({ type: z.literal('bid'), card: z.string().min(1).max(16) }).strict();
export type HushAction = z.infer<typeof actionSchema>;
const parseAction = (raw: unknown) => actionSchema.safeParse(raw);

/** Every refusal the game gives; a new one is a decision made here. */
export const HUSH_REFUSALS = ['malformed_action', 'game_over', 'bad_seat', 'already_bid', 'not_in_hand'] as const;
export type HushRefusal = (typeof HUSH_REFUSALS)[number];

/** A log line: words and their English. */
const line = (words: Message, seat?: number): LogLine => ({
  ...worded(words, HA_VOICE),
  ...(seat === undefined ? {} : { seat }),
});

const refuse = (code: HushRefusal, words: Message): ApplyResult<HushState> => refused(code, words, HA_VOICE);

const cards = (ids: string[]) => listParam(ids.map(cardWords));

/** The seats that still owe this round's bid: all of them at once. */
export function waitingFor(s: HushState): number[] {
  if (s.final) return [];
  const seats: number[] = [];
  s.players.forEach((p, seat) => {
    if (p.bid === null) seats.push(seat);
  });
  return seats;
}

export function legalActions(s: HushState, seat: number): HushAction[] {
  const p = s.players[seat];
  if (s.final || !p || p.bid !== null) return [];
  return p.hand.map((card) => ({ type: 'bid', card }));
}

/**
 * Pure: every changed part is copied, the rest shared. A bid that is not the
 * last of its round only moves a card from the hand to the player's hidden
 * bid, so the bidder may still take it back; the last bid turns all of them
 * over, which is a barrier.
 */
export function apply(s: HushState, seat: number, raw: unknown): ApplyResult<HushState> {
  const parsed = parseAction(raw);
  if (!parsed.success) return refuse('malformed_action', haMsg('ha.refuse.malformed'));
  if (s.final) return refuse('game_over', haMsg('words.refuse.gameOver'));
  const me = Number.isInteger(seat) ? s.players[seat] : undefined;
  if (!me) return refuse('bad_seat', haMsg('words.refuse.badSeat'));
  if (me.bid !== null) return refuse('already_bid', haMsg('ha.refuse.alreadyBid'));
  const card = parsed.data.card;
  if (!isCard(card) || !me.hand.includes(card)) return refuse('not_in_hand', haMsg('ha.refuse.notInHand'));
  const players = s.players.map((p, i): HushPlayer =>
    i === seat ? { ...p, hand: p.hand.filter((c) => c !== card), bid: card } : p,
  );
  const log: LogLine[] = [line(haMsg('ha.log.bids', { who: who(seat) }), seat)];
  const next: HushState = { ...s, players };
  if (players.some((p) => p.bid === null)) return { ok: true, state: next, log, barrier: false };
  return { ok: true, state: reveal(next, log), log, barrier: true };
}

/** Turns every bid over, hands the prizes to a single highest bid, refills hands and starts the next round or ends. */
function reveal(s: HushState, log: LogLine[]): HushState {
  const bids = s.players.map((p) => p.bid as string);
  const top = Math.max(...bids.map(valueOf));
  const leaders = bids.flatMap((b, seat) => (valueOf(b) === top ? [seat] : []));
  const winner = leaders.length === 1 ? leaders[0] : null;
  log.push(
    line(
      haMsg('ha.log.revealed', {
        bids: listParam(
          bids.map((b, seat) => haMsg('ha.log.bidOf', { who: who(seat), card: cardWords(b) })),
          'comma',
        ),
      }),
    ),
  );
  log.push(
    winner === null
      ? line(haMsg('ha.log.tie', { prizes: cards(s.offer), count: s.offer.length }))
      : line(haMsg('ha.log.takes', { who: who(winner), prizes: cards(s.offer) }), winner),
  );
  const lastReveal: Reveal = { round: s.round, bids, winner, prizes: s.offer };
  const pile = [...s.pile];
  const more = s.round < s.rounds;
  // Only a round to come needs cards: drawing after the last one would show nothing and spend the pile.
  const players = s.players.map((p, seat): HushPlayer => {
    const drawn = more ? pile.splice(-1) : [];
    return {
      hand: drawn.length ? [...p.hand, ...drawn].sort(byValue) : p.hand,
      bid: null,
      won: seat === winner ? [...p.won, ...s.offer] : p.won,
    };
  });
  const carried = winner === null ? s.offer : [];
  const prize = more ? pile.splice(-1) : [];
  const next: HushState = {
    ...s,
    pile,
    players,
    discard: [...s.discard, ...bids],
    lastReveal,
    offer: [...carried, ...prize],
    round: s.round + 1,
  };
  // The game also ends early should the pile run dry or a hand empty: then no fair round can follow.
  if (!more || prize.length === 0 || players.some((p) => p.hand.length === 0)) {
    const final = outcomeOf(next);
    log.push(
      line(
        haMsg('ha.log.gameOver', {
          winners: listParam(final.winners.map((seat) => who(seat))),
          count: final.winners.length,
        }),
      ),
    );
    return { ...next, offer: [], round: s.round, final };
  }
  return next;
}

/** Prize values won rank the seats; the cards still in hand break ties (saving strength counts). */
function outcomeOf(s: HushState): Outcome {
  const standings: Standing[] = s.players.map((p, seat) => ({
    seat,
    rank: 0,
    score: sumOf(p.won),
    tiebreak: sumOf(p.hand),
    breakdown: { prizes: sumOf(p.won) },
  }));
  const order = [...standings].sort((a, b) => b.score - a.score || b.tiebreak - a.tiebreak || a.seat - b.seat);
  order.forEach((st, i) => {
    const prev = order[i - 1];
    st.rank = prev && prev.score === st.score && prev.tiebreak === st.tiebreak ? prev.rank : i + 1;
  });
  return { standings: order, winners: order.filter((st) => st.rank === 1).map((st) => st.seat) };
}
