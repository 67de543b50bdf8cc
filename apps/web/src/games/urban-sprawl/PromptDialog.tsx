import { useState } from 'preact/hooks';
import type { PendingView, UsAction, UsView } from './types';
import type { PromptInfo } from '../../lib/source';
import { ofType, sameAction } from './actions';
import { ZONE_NAMES } from '../../lib/colors';
import { blockOfLot, lotName } from './geometry';
import { vocationName } from './cards';
import { PlayerDot } from '../../components/PlayerDot';
import { useBringIntoView } from '../../lib/use-bring-into-view';
import { sayLine } from '../../i18n/i18n';

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

const TITLES: Record<string, string> = {
  claimStart: 'Claim a starting building',
  mediaTie: 'Break a tie for Media',
  electionTie: 'Break an election tie',
  contractorTie: 'Choose the Contractor',
  mayorPark: "The Mayor's park",
  vocationSteal: 'Take a vocation',
  vocationSplit: 'Score your vocations',
  chooseRow: 'Choose the row',
  chooseOrder: 'Choose the order',
  chooseBuilding: 'Choose a building',
  chooseLot: 'Choose a lot',
  placeMarker: 'Place a marker',
  payChoice: 'Pay in wealth or prestige',
  loseOrPay: 'Pay or lose a building',
  keepOrLose: 'Keep your building?',
  bid: 'Auction',
};

function buildingLabel(view: UsView, id: number, names: string[]): string {
  const b = view.buildings.find((x) => x.id === id);
  if (!b) return `Building ${id}`;
  const value = view.blockValues[blockOfLot(b.lots[0])];
  const owner = b.owner !== null ? ` (${names[b.owner]})` : '';
  return `${ZONE_NAMES[b.zone] ?? b.zone} ${b.lots.length}-lot, ${lotName(b.lots[0])}, value ${value}${owner}`;
}

/** A decision owed by this player, on or off turn, offering exactly the answers the server listed. */
export function PromptDialog({ view, prompt, options, names, busy, pick, setPick, marker, setMarker, onSend }: Props) {
  const pending: PendingView | null = view.pending;
  const [bid, setBid] = useState('');
  // Each new decision comes into sight (the server asks it, often while the player looks elsewhere).
  const panel = useBringIntoView<HTMLElement>(`${prompt.kind}:${view.pending?.seats.join(',') ?? ''}:${options.length}`);
  const body = [];

  const seats = ofType(options, 'chooseSeat');
  if (seats.length) body.push(
    <div class="choices">{seats.map((a) => <button class="btn" disabled={busy} onClick={() => onSend(a)} data-choice={`seat-${a.seat}`}><PlayerDot seat={a.seat} /> {names[a.seat]}</button>)}</div>,
  );
  const steals = ofType(options, 'stealVocation');
  if (steals.length) body.push(
    <div class="choices">{steals.map((a) => <button class="btn" disabled={busy} onClick={() => onSend(a)}><PlayerDot seat={a.from} /> From {names[a.from]}</button>)}</div>,
  );
  const splits = ofType(options, 'splitVocation');
  if (splits.length) {
    const value = pending?.kind === 'vocationSplit' ? pending.value : 0;
    const n = splits.length - 1;
    body.push(
      <div class="choices">{splits.map((a) => (
        <button class="btn" disabled={busy} onClick={() => onSend(a)} data-choice={`split-${a.prestige}`}>
          {a.prestige > 0 && `★${a.prestige * value} prestige`}{a.prestige > 0 && a.prestige < n && ' + '}{a.prestige < n && `$${(n - a.prestige) * value} wealth`}
        </button>
      ))}</div>,
    );
    if (pending?.kind === 'vocationSplit') body.unshift(<p class="small muted">{vocationName(pending.vocation)} scores {value} per marker.</p>);
  }
  const pays = ofType(options, 'splitPayment');
  if (pays.length) {
    const n = pays.length - 1;
    body.push(
      <div class="choices">{pays.map((a) => (
        <button class="btn" disabled={busy} onClick={() => onSend(a)} data-choice={`pay-${a.prestige}`}>
          {a.prestige} in prestige, {n - a.prestige} in wealth
        </button>
      ))}</div>,
    );
  }
  const rows = ofType(options, 'chooseRow');
  if (rows.length) body.push(
    <div class="choices">{rows.map((a) => <button class="btn" disabled={busy} onClick={() => onSend(a)}>{a.row === 'row' ? 'Its block row' : 'Its block column'} is “one of these rows”</button>)}</div>,
  );
  const orders = ofType(options, 'chooseOrder');
  if (orders.length) body.push(
    <div class="choices column">{orders.map((a) => <button class="btn" disabled={busy} onClick={() => onSend(a)}>{a.order.map((s) => names[s]).join(' → ')}</button>)}</div>,
  );
  const decides = ofType(options, 'decide');
  const buildingChoices = options.filter((a): a is Extract<UsAction, { type: 'claim' | 'chooseBuilding' }> => a.type === 'claim' || a.type === 'chooseBuilding');
  if (buildingChoices.length) body.push(
    <>
      <p class="small">Click a highlighted building on the board, or pick it here:</p>
      <div class="choices column">{buildingChoices.map((a) => (
        <button class={`btn${pick && sameAction(pick, a) ? ' chosen' : ''}`} disabled={busy} onClick={() => setPick(a)} data-choice={`building-${a.building}`}>
          {buildingLabel(view, a.building, names)}
        </button>
      ))}</div>
    </>,
  );
  const lotChoices = options.filter((a) => a.type === 'placePark' || a.type === 'chooseLot');
  if (lotChoices.length) body.push(<p class="small">Click a highlighted lot on the board{pick ? '' : ' (any of the green ones)'}.</p>);
  const markers = [...new Set(ofType(options, 'placeMarker').map((a) => a.marker))];
  if (markers.length) body.push(
    <>
      <p class="small">Choose a marker, then a highlighted gray space on the water.</p>
      <div class="choices">{markers.map((m) => (
        <button class={`btn marker-btn ${m.startsWith('W') ? 'wealth' : 'prestige'}${marker === m ? ' chosen' : ''}`} disabled={busy} onClick={() => { setMarker(m); setPick(null); }} data-choice={`marker-${m}`}>
          {m.startsWith('W') ? 'Wealth' : 'Prestige'} {m.slice(1)}
        </button>
      ))}</div>
    </>,
  );
  if (decides.length) body.push(
    <div class="choices">{decides.map((a) => (
      <button class={`btn${a.accept ? ' primary' : ''}`} disabled={busy} onClick={() => onSend(a)} data-choice={a.accept ? 'accept' : 'decline'}>
        {a.accept ? 'Pay' : pending?.kind === 'keepOrLose' ? 'Let it go' : 'Decline'}
      </button>
    ))}</div>,
  );
  const bids = ofType(options, 'bid');
  const pass = options.find((a) => a.type === 'pass');
  if (bids.length || pass) {
    const min = bids.length ? Math.min(...bids.map((b) => b.amount)) : 0;
    const leader = pending?.kind === 'bid' ? pending.leader : null;
    body.push(
      <>
        {pending?.kind === 'bid' && <p class="small">High bid: ${pending.high}{leader !== null ? ` by ${names[leader]}` : ''}.</p>}
        <form class="bid-form" onSubmit={(e) => { e.preventDefault(); const amount = Number(bid); if (Number.isInteger(amount) && amount > 0) onSend({ type: 'bid', amount }); }}>
          {bids.length > 0 && <input type="number" min={1} placeholder={`${min} or more`} value={bid} onInput={(e) => setBid((e.target as HTMLInputElement).value)} aria-label="Your bid" />}
          {bids.length > 0 && <button class="btn primary" disabled={busy || bid === ''} type="submit">Bid</button>}
          {pass && <button class="btn" type="button" disabled={busy} onClick={() => onSend(pass)}>Pass</button>}
        </form>
      </>,
    );
  }
  const known = new Set(['chooseSeat', 'stealVocation', 'splitVocation', 'splitPayment', 'chooseRow', 'chooseOrder', 'decide', 'claim', 'chooseBuilding', 'placePark', 'chooseLot', 'placeMarker', 'bid', 'pass']);
  const unknown = options.filter((a) => !known.has(a.type));
  if (unknown.length) body.push(
    <div class="choices column">{unknown.map((a) => <button class="btn" disabled={busy} onClick={() => onSend(a)}>{JSON.stringify(a)}</button>)}</div>,
  );
  const needsConfirm = buildingChoices.length > 0 || lotChoices.length > 0 || markers.length > 0;
  const claims = prompt.kind === 'claimStart' ? claimCount(view, prompt.seat) : null;

  return (
    <section class="panel prompt" role="dialog" aria-label={TITLES[prompt.kind] ?? 'Your decision'} data-prompt={prompt.kind} tabIndex={-1} ref={panel}>
      <h3>{TITLES[prompt.kind] ?? 'Your decision'}{claims && <span class="muted" data-testid="claim-count"> · {claims.next} of {claims.each}</span>}</h3>
      <p class="prompt-text">{sayLine(prompt)}</p>
      {claims && (
        <p class="small" data-testid="claim-why">
          The {claims.total} starting buildings are claimed in turn, {claims.each} each, before the first turn: each one you claim is yours from the start
          (your cube on it) and costs its block's value now. When all are claimed, the richest player receives the Media vocation.
        </p>
      )}
      {body}
      {needsConfirm && (
        <div class="confirm-row">
          <button class="btn primary" disabled={busy || !pick} onClick={() => pick && onSend(pick)} data-action="confirm">
            {pick ? `Confirm ${describePick(view, pick, names)}` : 'Pick on the board first'}
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
      return `lot in ${lotName(a.lot)}`;
    case 'placeMarker':
      return `${a.marker} on space ${a.space + 1}`;
    default:
      return '';
  }
}
