import { content, END_SPECIALISTS, END_SPECIALIST_VALUE, END_UNDEVELOPED, type UrAction, type UrView } from './content';
import { simpleOf } from './legal';
import { RulesLink } from '../../components/RulesLink';
import { plural, specialistName, squareName, typeName } from './words';

interface Props {
  view: UrView;
  seat: number | null;
  legal: UrAction[];
  prompts: { seat: number; kind: string; text: string; options: unknown[] }[];
  names: string[];
  busy: boolean;
  canUndo: boolean;
  send: (a: UrAction) => void;
  undo?: () => void;
}

/** What the player is asked to do now, in words, from the step under way. */
function ask(view: UrView, kind: string, serverText: string): string {
  const p = view.pending;
  if (p?.kind === 'draw') return p.left === 1 ? 'Take the second card of your Draw: a pool card, or one blind from a pile.' : 'Take a card: from the pool, or blind from the resource or project pile.';
  if (p?.kind === 'bonus') return 'Card icon! You may take one card from the pool or a pile, or decline it.';
  if (p?.kind === 'renew') return `Pay for the ${typeName(content.tile[view.board[p.square].tile].type)} at ${squareName(p.square)} with cards from your hand.`;
  if (p?.kind === 'hire') return `Pay for the ${specialistName(p.specialist)} with coin cards from your hand or in front of you.`;
  if (kind === 'turn') return `Choose an action (${plural(view.turn.actionsLeft, 'action')} left): draw two cards, renew an outlined square, hire a specialist, or submit a project.`;
  // A step this table does not know yet: the server's own sentence.
  return serverText;
}

/** What another player is in the middle of, so watchers know why the turn is taking a while. */
function othersStep(view: UrView, name: string): string | null {
  const p = view.pending;
  if (!p) return null;
  if (p.kind === 'draw') return `${name} is drawing cards (${p.left === 1 ? 'the second' : 'the first'} of two).`;
  if (p.kind === 'bonus') return `${name} may take a card for a card icon.`;
  if (p.kind === 'renew') return `${name} is paying for the ${typeName(content.tile[view.board[p.square].tile].type)} at ${squareName(p.square)}.`;
  return `${name} is paying for the ${specialistName(p.specialist)}.`;
}

/** Who won, in a sentence (several names when the place is shared). */
function winnersLine(view: UrView, names: string[]): string {
  const winners = view.final?.winners ?? [];
  if (winners.length === 0) return '';
  const who = winners.map((s) => names[s] ?? `Player ${s + 1}`).join(' and ');
  const score = view.players[winners[0]]?.score ?? 0;
  return winners.length === 1 ? `${who} wins with ${score} VP.` : `${who} share the win with ${score} VP each.`;
}

/** Whose turn it is, how many actions remain, the end phase, and my decision with its extra buttons. */
export function Status({ view, seat, legal, prompts, names, busy, canUndo, send, undo }: Props) {
  const mine = prompts.find((p) => p.seat === seat);
  const left = view.endPhase.turnsLeft;
  const decline = simpleOf(legal, 'decline');
  const pass = simpleOf(legal, 'pass');
  const active = names[view.turn.active] ?? `Player ${view.turn.active + 1}`;
  return (
    <section class="ur-panel ur-status" aria-live="polite" data-testid="status">
      {view.phase === 'over' ? (
        <p data-testid="game-over"><strong>The game is over.</strong> {winnersLine(view, names)}</p>
      ) : (
        <p data-testid="turn">
          Round {view.turn.round}: <strong>{view.turn.active === seat ? 'your turn' : `${active}'s turn`}</strong>, {plural(view.turn.actionsLeft, 'action')} left
        </p>
      )}
      {left !== null && (
        <p class="ur-endphase" data-testid="end-phase">
          The end phase has begun: {left === 1 ? 'this is the last turn of the game.' : `${left} turns left, this one included.`}
        </p>
      )}
      {view.phase === 'play' && view.turn.active !== seat && othersStep(view, active) && <p data-testid="others-step">{othersStep(view, active)}</p>}
      {left === null && view.phase === 'play' && (() => {
        const w = view.endPhase;
        return (
          <p class="small muted" data-testid="end-watch">
            The end phase starts when a district is down to {END_UNDEVELOPED} undeveloped buildings (fewest now: {w.fewestUndeveloped})
            or {END_SPECIALISTS} specialists are worth ${END_SPECIALIST_VALUE} or more (now: {w.highSpecialists}).
          </p>
        );
      })()}
      {mine && view.phase === 'play' && <p class="ur-prompt" data-testid="prompt">{ask(view, mine.kind, mine.text)}</p>}
      {seat === null && <p class="small muted">You are watching: players' hands stay hidden.</p>}
      <div class="ur-row">
        {decline && <button type="button" class="btn" data-action="decline" disabled={busy} onClick={() => send(decline)}>No card, thanks</button>}
        {pass && <button type="button" class="btn" data-action="pass" disabled={busy} onClick={() => send(pass)}>Pass (nothing is possible)</button>}
        {undo && canUndo && <button type="button" class="btn" data-action="undo" disabled={busy} onClick={undo}>Undo</button>}
        <RulesLink gameId="urbania" class="ur-rules-link" />
      </div>
    </section>
  );
}
