import { useState } from 'preact/hooks';
import type { PendingView, UsAction, UsView } from './types';
import type { PromptInfo } from '../../lib/source';
import { ofType, sameAction } from './actions';
import { ZONE_NAMES } from './zones';
import { blockOfLot, lotName } from './geometry';
import { vocationName } from './cards';
import { PlayerDot } from '../../components/widgets/PlayerDot';
import { useBringIntoView } from '../../lib/use-bring-into-view';
import { sayLine, sayKnown } from '../../i18n/i18n';
import { t } from './t';

interface Props {
  view: UsView;
  prompt: PromptInfo;
  options: UsAction[];
  names: string[];
  busy: boolean;
  pick: UsAction | null;
  setPick: (a: UsAction | null) => void;
  marker: string | null;
  setMarker: (m: string | null) => void;
  onSend: (a: UsAction) => void;
}

/** A prompt's title in the player's language; a kind this page does not know yet is "Your decision". */
const title = (kind: string): string => sayKnown(`ui.us.prompt.${kind}`, t('ui.us.yourDecisionTitle'));

function buildingLabel(view: UsView, id: number, names: string[]): string {
  const b = view.buildings.find((x) => x.id === id);
  if (!b) return `Building ${id}`;
  const value = view.blockValues[blockOfLot(b.lots[0])];
  const words = { zone: ZONE_NAMES[b.zone] ?? b.zone, lots: b.lots.length, lot: lotName(b.lots[0]), value };
  return b.owner !== null
    ? t('ui.us.buildingChoiceOwned', { ...words, owner: names[b.owner] })
    : t('ui.us.buildingChoice', words);
}

/** A decision owed by this player, on or off turn, offering exactly the answers the server listed. */
export function PromptDialog({ view, prompt, options, names, busy, pick, setPick, marker, setMarker, onSend }: Props) {
  const pending: PendingView | null = view.pending;
  const [bid, setBid] = useState('');
  // Each new decision comes into sight (the server asks it, often while the player looks elsewhere).
  const panel = useBringIntoView<HTMLElement>(
    `${prompt.kind}:${view.pending?.seats.join(',') ?? ''}:${options.length}`,
  );
  const body = [];

  const seats = ofType(options, 'chooseSeat');
  if (seats.length)
    body.push(
      <div class="choices">
        {seats.map((a) => (
          <button class="btn" disabled={busy} onClick={() => onSend(a)} data-choice={`seat-${a.seat}`}>
            <PlayerDot seat={a.seat} /> {names[a.seat]}
          </button>
        ))}
      </div>,
    );
  const steals = ofType(options, 'stealVocation');
  if (steals.length)
    body.push(
      <div class="choices">
        {steals.map((a) => (
          <button class="btn" disabled={busy} onClick={() => onSend(a)}>
            <PlayerDot seat={a.from} /> {t('ui.us.fromSeat', { name: names[a.from] })}
          </button>
        ))}
      </div>,
    );
  const splits = ofType(options, 'splitVocation');
  if (splits.length) {
    const value = pending?.kind === 'vocationSplit' ? pending.value : 0;
    const n = splits.length - 1;
    body.push(
      <div class="choices">
        {splits.map((a) => (
          <button class="btn" disabled={busy} onClick={() => onSend(a)} data-choice={`split-${a.prestige}`}>
            {a.prestige > 0 && t('ui.us.splitPrestige', { n: a.prestige * value })}
            {a.prestige > 0 && a.prestige < n && ' + '}
            {a.prestige < n && t('ui.us.splitWealth', { n: (n - a.prestige) * value })}
          </button>
        ))}
      </div>,
    );
    if (pending?.kind === 'vocationSplit')
      body.unshift(
        <p class="small muted">{t('ui.us.scoresPer', { vocation: vocationName(pending.vocation), n: value })}</p>,
      );
  }
  const pays = ofType(options, 'splitPayment');
  if (pays.length) {
    const n = pays.length - 1;
    body.push(
      <div class="choices">
        {pays.map((a) => (
          <button class="btn" disabled={busy} onClick={() => onSend(a)} data-choice={`pay-${a.prestige}`}>
            {t('ui.us.splitPay', { prestige: a.prestige, wealth: n - a.prestige })}
          </button>
        ))}
      </div>,
    );
  }
  const rows = ofType(options, 'chooseRow');
  if (rows.length)
    body.push(
      <div class="choices">
        {rows.map((a) => (
          <button class="btn" disabled={busy} onClick={() => onSend(a)}>
            {a.row === 'row' ? t('ui.us.rowOfBlock') : t('ui.us.columnOfBlock')}
          </button>
        ))}
      </div>,
    );
  const orders = ofType(options, 'chooseOrder');
  if (orders.length)
    body.push(
      <div class="choices column">
        {orders.map((a) => (
          <button class="btn" disabled={busy} onClick={() => onSend(a)}>
            {a.order.map((s) => names[s]).join(' → ')}
          </button>
        ))}
      </div>,
    );
  const decides = ofType(options, 'decide');
  const buildingChoices = options.filter(
    (a): a is Extract<UsAction, { type: 'claim' | 'chooseBuilding' }> =>
      a.type === 'claim' || a.type === 'chooseBuilding',
  );
  if (buildingChoices.length)
    body.push(
      <>
        <p class="small">{t('ui.us.clickBuilding')}</p>
        <div class="choices column">
          {buildingChoices.map((a) => (
            <button
              class={`btn${pick && sameAction(pick, a) ? ' chosen' : ''}`}
              disabled={busy}
              onClick={() => setPick(a)}
              data-choice={`building-${a.building}`}
            >
              {buildingLabel(view, a.building, names)}
            </button>
          ))}
        </div>
      </>,
    );
  const lotChoices = options.filter((a) => a.type === 'placePark' || a.type === 'chooseLot');
  if (lotChoices.length) body.push(<p class="small">{pick ? t('ui.us.clickLot') : t('ui.us.clickLotAny')}</p>);
  const markers = [...new Set(ofType(options, 'placeMarker').map((a) => a.marker))];
  if (markers.length)
    body.push(
      <>
        <p class="small">{t('ui.us.chooseMarker')}</p>
        <div class="choices">
          {markers.map((m) => (
            <button
              class={`btn marker-btn ${m.startsWith('W') ? 'wealth' : 'prestige'}${marker === m ? ' chosen' : ''}`}
              disabled={busy}
              onClick={() => {
                setMarker(m);
                setPick(null);
              }}
              data-choice={`marker-${m}`}
            >
              {t(m.startsWith('W') ? 'ui.us.markerWealth' : 'ui.us.markerPrestige', { n: m.slice(1) })}
            </button>
          ))}
        </div>
      </>,
    );
  if (decides.length)
    body.push(
      <div class="choices">
        {decides.map((a) => (
          <button
            class={`btn${a.accept ? ' primary' : ''}`}
            disabled={busy}
            onClick={() => onSend(a)}
            data-choice={a.accept ? 'accept' : 'decline'}
          >
            {a.accept ? t('ui.us.pay') : pending?.kind === 'keepOrLose' ? t('ui.us.letGo') : t('ui.us.decline')}
          </button>
        ))}
      </div>,
    );
  const bids = ofType(options, 'bid');
  const pass = options.find((a) => a.type === 'pass');
  if (bids.length || pass) {
    const min = bids.length ? Math.min(...bids.map((b) => b.amount)) : 0;
    const leader = pending?.kind === 'bid' ? pending.leader : null;
    body.push(
      <>
        {pending?.kind === 'bid' && (
          <p class="small">
            {leader !== null
              ? t('ui.us.highBidBy', { n: pending.high, name: names[leader] })
              : t('ui.us.highBid', { n: pending.high })}
          </p>
        )}
        <form
          class="bid-form"
          onSubmit={(e) => {
            e.preventDefault();
            const amount = Number(bid);
            if (Number.isInteger(amount) && amount > 0) onSend({ type: 'bid', amount });
          }}
        >
          {bids.length > 0 && (
            <input
              type="number"
              min={1}
              placeholder={t('ui.us.orMore', { n: min })}
              value={bid}
              onInput={(e) => setBid((e.target as HTMLInputElement).value)}
              aria-label={t('ui.us.yourBid')}
            />
          )}
          {bids.length > 0 && (
            <button class="btn primary" disabled={busy || bid === ''} type="submit">
              {t('ui.us.bid')}
            </button>
          )}
          {pass && (
            <button class="btn" type="button" disabled={busy} onClick={() => onSend(pass)}>
              {t('ui.us.pass')}
            </button>
          )}
        </form>
      </>,
    );
  }
  const known = new Set([
    'chooseSeat',
    'stealVocation',
    'splitVocation',
    'splitPayment',
    'chooseRow',
    'chooseOrder',
    'decide',
    'claim',
    'chooseBuilding',
    'placePark',
    'chooseLot',
    'placeMarker',
    'bid',
    'pass',
  ]);
  const unknown = options.filter((a) => !known.has(a.type));
  if (unknown.length)
    body.push(
      <div class="choices column">
        {unknown.map((a) => (
          <button class="btn" disabled={busy} onClick={() => onSend(a)}>
            {JSON.stringify(a)}
          </button>
        ))}
      </div>,
    );
  const needsConfirm = buildingChoices.length > 0 || lotChoices.length > 0 || markers.length > 0;
  const claims = prompt.kind === 'claimStart' ? claimCount(view, prompt.seat) : null;

  return (
    <section
      class="panel prompt"
      role="dialog"
      aria-label={title(prompt.kind)}
      data-prompt={prompt.kind}
      tabIndex={-1}
      ref={panel}
    >
      <h3>
        {title(prompt.kind)}
        {claims && (
          <span class="muted" data-testid="claim-count">
            {t('ui.us.claimCount', { next: claims.next, each: claims.each })}
          </span>
        )}
      </h3>
      <p class="prompt-text">{sayLine(prompt)}</p>
      {claims && (
        <p class="small" data-testid="claim-why">
          {t('ui.us.claimWhy', { total: claims.total, each: claims.each })}
        </p>
      )}
      {body}
      {needsConfirm && (
        <div class="confirm-row">
          <button
            class="btn primary"
            disabled={busy || !pick}
            onClick={() => pick && onSend(pick)}
            data-action="confirm"
          >
            {pick ? t('ui.us.confirm', { what: describePick(view, pick, names) }) : t('ui.us.pickFirst')}
          </button>
        </div>
      )}
    </section>
  );
}

/** Which of this seat's starting claims this is ("2 of 6"): the setup hands out the starting buildings evenly, one claim per turn. */
function claimCount(view: UsView, seat: number): { next: number; each: number; total: number } {
  const starting = view.buildings.filter((b) => b.starting);
  const each = Math.max(1, Math.round(starting.length / view.players.length));
  const mine = starting.filter((b) => b.owner === seat).length;
  return { next: Math.min(each, mine + 1), each, total: starting.length };
}

function describePick(view: UsView, a: UsAction, names: string[]): string {
  switch (a.type) {
    case 'claim':
    case 'chooseBuilding':
      return buildingLabel(view, a.building, names);
    case 'placePark':
    case 'chooseLot':
      return t('ui.us.lotIn', { lot: lotName(a.lot) });
    case 'placeMarker':
      return t('ui.us.markerOn', { marker: a.marker, n: a.space + 1 });
    default:
      return '';
  }
}
