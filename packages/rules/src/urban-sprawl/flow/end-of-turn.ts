import { card, describeCard } from '../catalog';
import { usMsg } from '../messages';
import type { Ctx } from '../context';
import { say, who } from '../context';
import { officeHolder } from '../queries';
import type { ContractDeck, Task } from '../state';
import { CONTRACT_DECKS } from '../state';
import { announce, drawContract, drawPlanning, executeEvent, hasCards } from './draw';
import { compact, railSegments } from './rails';

/**
 * The nine end-of-turn steps, in the rulebook's order. Each step is one task
 * (or a task that runs again until its step is done), and a step's task only
 * starts once every task spawned by the step before it has run, so a game
 * that ends inside a step leaves the table as the rulebook has it at that
 * point: earlier steps complete, later ones not begun.
 */
export function endOfTurnTasks(): Task[] {
  return [
    { t: 'slidePlanning' },
    { t: 'refillPlanning' },
    { t: 'flipPlanningTop' },
    { t: 'slideContracts' },
    { t: 'refillContracts' },
    ...CONTRACT_DECKS.map((deck): Task => ({ t: 'flipContractTop', deck })),
    { t: 'nextTurn' },
  ];
}

/**
 * Step 1: the face-up planning cards slide towards the 1 AP box, and the
 * face-up deck top follows them into the nearest box left empty. Nothing is
 * drawn here.
 */
export function slidePlanning(ctx: Ctx): void {
  const p = ctx.s.planning;
  compact(p.boxes, [0, 1, 2, 3]);
  const empty = p.boxes.lastIndexOf(null);
  if (p.top !== null && empty >= 0) {
    p.boxes[empty] = p.top;
    p.top = null;
  }
}

/** Step 2: fills one empty planning box from the deck, then asks to be run again until all are full. */
export function refillPlanning(ctx: Ctx): Task[] {
  const boxes = ctx.s.planning.boxes;
  const empty = boxes.lastIndexOf(null);
  if (empty < 0) return [];
  const drawn = drawPlanning(ctx);
  if (!drawn) return [];
  const again: Task = { t: 'refillPlanning' };
  if (card(drawn.id).kind === 'event') return [...executeEvent(ctx, drawn.id), again];
  boxes[empty] = drawn.id;
  if (!drawn.fresh) return [again];
  announce(ctx, drawn.id, usMsg('us.where.planningRow'));
  return [{ t: 'revealed', card: drawn.id }, again];
}

/** Step 3: turns up the top card of the Planning deck if it is face down. */
export function flipPlanningTop(ctx: Ctx): Task[] {
  const p = ctx.s.planning;
  if (p.top !== null) return [];
  const id = drawPlanning(ctx)?.id;
  if (id === undefined) return [];
  if (card(id).kind === 'event') return [...executeEvent(ctx, id), { t: 'flipPlanningTop' }];
  p.top = id;
  announce(ctx, id, usMsg('us.where.planningTop'));
  return [{ t: 'revealed', card: id }];
}

/**
 * Step 4: in every rail segment the face-up contracts slide towards its 1 AP
 * end, and the face-up top of the deck feeding the segment follows them into
 * the nearest box left empty. Segments are taken from the 1 AP end, as step 5
 * refills them, so a Town top feeding the segment of a depleted City deck
 * goes there first. Nothing is drawn here: only step 5 turns up new cards.
 */
export function slideContracts(ctx: Ctx): void {
  const c = ctx.s.contracts;
  for (const seg of [...railSegments(ctx.s)].reverse()) {
    compact(c.boxes, seg.boxes);
    const deck = feeder(ctx, seg.deck);
    const top = deck === null ? null : c.tops[deck];
    const empty = [...seg.boxes].reverse().find((i) => c.boxes[i] === null);
    if (deck === null || top === null || empty === undefined) continue;
    c.boxes[empty] = top;
    c.tops[deck] = null;
  }
}

/**
 * The deck feeding a segment. A depleted City deck hands its box back to the
 * Town deck; otherwise a depleted deck simply stops refilling.
 */
function feeder(ctx: Ctx, deck: ContractDeck): ContractDeck | null {
  if (hasCards(ctx, deck)) return deck;
  if (deck === 'city' && hasCards(ctx, 'town')) return 'town';
  return null;
}

/**
 * Step 5: fills the empty contract box nearest the 1 AP end that can still be
 * fed, then asks to be run again. The face-up tops were slid in step 4; one is
 * taken here only when a deck ran out during this step and its segment passed
 * to the Town deck.
 */
export function refillContracts(ctx: Ctx): Task[] {
  const boxes = ctx.s.contracts.boxes;
  for (const seg of [...railSegments(ctx.s)].reverse()) {
    const deck = feeder(ctx, seg.deck);
    if (!deck) continue;
    const empty = [...seg.boxes].reverse().find((i) => boxes[i] === null);
    if (empty === undefined) continue;
    const drawn = drawContract(ctx, deck) as { id: string; fresh: boolean };
    const again: Task = { t: 'refillContracts' };
    if (card(drawn.id).kind === 'event') return [...executeEvent(ctx, drawn.id), again];
    boxes[empty] = drawn.id;
    if (!drawn.fresh) return [again];
    announce(ctx, drawn.id, usMsg('us.where.contractRow', { deck: usMsg(`us.deck.${deck}`) }));
    return [{ t: 'revealed', card: drawn.id }, again];
  }
  return [];
}

/** Steps 6, 7 and 8: turns up the top card of an active deck whose top is face down. */
export function flipContractTop(ctx: Ctx, deck: ContractDeck): Task[] {
  const c = ctx.s.contracts;
  if (!c.open[deck] || c.tops[deck] !== null || c.decks[deck].length === 0) return [];
  const drawn = drawContract(ctx, deck) as { id: string; fresh: boolean };
  if (card(drawn.id).kind === 'event') return [...executeEvent(ctx, drawn.id), { t: 'flipContractTop', deck }];
  c.tops[deck] = drawn.id;
  announce(ctx, drawn.id, usMsg('us.where.deckTop', { deck: usMsg(`us.deck.${deck}`) }));
  return [{ t: 'revealed', card: drawn.id }];
}

/** Passes the Active Player tile clockwise and starts that player's turn. */
export function nextTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.turn.active = (s.turn.active + 1) % s.players.length;
  startTurn(ctx);
}

/** Treasurer's levy, then fresh APs (8 for the Union Boss). */
export function startTurn(ctx: Ctx): void {
  const s = ctx.s;
  const active = s.turn.active;
  s.turn = { active, number: s.turn.number + 1, ap: 6, spentAp: false, contractsBuilt: 0 };
  if (officeHolder(s, 'treasurer') === active) {
    s.players.forEach((p, seat) => {
      if (seat === active) return;
      const paid = Math.min(2, p.wealth); // a mandatory payment: pay what you have
      p.wealth -= paid;
      s.players[active].wealth += paid;
      if (paid > 0) say(ctx, 'us.log.treasurer', { who: who(seat), amount: paid }, seat);
    });
  }
  if (officeHolder(s, 'unionBoss') === active) s.turn.ap = 8;
  say(ctx, 'us.log.turn', { turn: s.turn.number, who: who(active), ap: s.turn.ap }, active);
}

export { describeCard };
