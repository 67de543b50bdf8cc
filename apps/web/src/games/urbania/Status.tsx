import { content, END_SPECIALISTS, END_SPECIALIST_VALUE, END_UNDEVELOPED, type UrAction, type UrView } from './content';
import { simpleOf } from './legal';
import { LanguagePicker } from '../../components/widgets/LanguagePicker';
import { RulesLink } from '../../components/widgets/RulesLink';
import { squareName, typeThe, specialistThe } from './words';
import { formatList } from '../../i18n/i18n';
import { t } from './t';

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
  if (p?.kind === 'draw') return p.left === 1 ? t('ui.ur.askDraw2') : t('ui.ur.askDraw');
  if (p?.kind === 'bonus') return t('ui.ur.askBonus');
  if (p?.kind === 'renew')
    return t('ui.ur.askRenew', {
      what: typeThe(content.tile[view.board[p.square].tile].type),
      square: squareName(p.square),
    });
  if (p?.kind === 'hire') return t('ui.ur.askHire', { what: specialistThe(p.specialist) });
  if (kind === 'turn') return t('ui.ur.askTurn', { n: view.turn.actionsLeft });
  // A step this table does not know yet: the server's own sentence.
  return serverText;
}

/** What another player is in the middle of, so watchers know why the turn is taking a while. */
function othersStep(view: UrView, name: string): string | null {
  const p = view.pending;
  if (!p) return null;
  if (p.kind === 'draw') return t('ui.ur.otherDraw', { name, second: p.left === 1 ? 'yes' : 'no' });
  if (p.kind === 'bonus') return t('ui.ur.otherBonus', { name });
  if (p.kind === 'renew')
    return t('ui.ur.otherRenew', {
      name,
      what: typeThe(content.tile[view.board[p.square].tile].type),
      square: squareName(p.square),
    });
  return t('ui.ur.otherHire', { name, what: specialistThe(p.specialist) });
}

/** Who won, in a sentence (several names when the place is shared). */
function winnersLine(view: UrView, names: string[]): string {
  const winners = view.final?.winners ?? [];
  if (winners.length === 0) return '';
  const who = formatList(winners.map((s) => names[s] ?? t('ui.common.player', { n: s + 1 })));
  const score = view.players[winners[0]]?.score ?? 0;
  return winners.length === 1 ? t('ui.ur.wins', { who, score }) : t('ui.ur.shareWin', { who, score });
}

/** Whose turn it is, how many actions remain, the end phase, and my decision with its extra buttons. */
export function Status({ view, seat, legal, prompts, names, busy, canUndo, send, undo }: Props) {
  const mine = prompts.find((p) => p.seat === seat);
  const left = view.endPhase.turnsLeft;
  const decline = simpleOf(legal, 'decline');
  const pass = simpleOf(legal, 'pass');
  const active = names[view.turn.active] ?? t('ui.common.player', { n: view.turn.active + 1 });
  return (
    <section class="ur-panel ur-status" aria-live="polite" data-testid="status">
      {view.phase === 'over' ? (
        <p data-testid="game-over">
          <strong>{t('ui.ur.gameOver')}</strong> {winnersLine(view, names)}
        </p>
      ) : (
        <p data-testid="turn">
          {t('ui.ur.round', { n: view.turn.round })}
          <strong>{view.turn.active === seat ? t('ui.ur.yourTurn') : t('ui.ur.theirTurn', { name: active })}</strong>
          {t('ui.ur.actionsLeft', { n: view.turn.actionsLeft })}
        </p>
      )}
      {left !== null && (
        <p class="ur-endphase" data-testid="end-phase">
          {t('ui.ur.endPhase', { left })}
        </p>
      )}
      {view.phase === 'play' && view.turn.active !== seat && othersStep(view, active) && (
        <p data-testid="others-step">{othersStep(view, active)}</p>
      )}
      {left === null &&
        view.phase === 'play' &&
        (() => {
          const w = view.endPhase;
          return (
            <p class="small muted" data-testid="end-watch">
              {t('ui.ur.endWatch', {
                undeveloped: END_UNDEVELOPED,
                fewest: w.fewestUndeveloped,
                specialists: END_SPECIALISTS,
                value: END_SPECIALIST_VALUE,
                high: w.highSpecialists,
              })}
            </p>
          );
        })()}
      {mine && view.phase === 'play' && (
        <p class="ur-prompt" data-testid="prompt">
          {ask(view, mine.kind, mine.text)}
        </p>
      )}
      {seat === null && <p class="small muted">{t('ui.ur.watching')}</p>}
      <div class="ur-row">
        {decline && (
          <button type="button" class="btn" data-action="decline" disabled={busy} onClick={() => send(decline)}>
            {t('ui.ur.decline')}
          </button>
        )}
        {pass && (
          <button type="button" class="btn" data-action="pass" disabled={busy} onClick={() => send(pass)}>
            {t('ui.ur.pass')}
          </button>
        )}
        {undo && canUndo && (
          <button type="button" class="btn" data-action="undo" disabled={busy} onClick={undo}>
            {t('ui.ur.undo')}
          </button>
        )}
        <RulesLink gameId="urbania" class="ur-rules-link" />
        <LanguagePicker where="table" />
      </div>
    </section>
  );
}
