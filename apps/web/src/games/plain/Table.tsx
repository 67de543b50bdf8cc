import './plain.css';
import type { ComponentChildren } from 'preact';
import { useMoves } from '../../lib/use-moves';
import type { ReplayTableProps, TableProps } from '../../lib/wing';
import { LogDrawer } from '../../components/widgets/LogDrawer';
import { PlayerDot } from '../../components/widgets/PlayerDot';
import { LanguagePicker } from '../../components/widgets/LanguagePicker';
import { SeatPresence } from '../../components/widgets/room/SeatPresence';
import { sayLine, t } from '../../i18n/i18n';

/** A move or an option in a few readable words: its fields as "key value", without JSON punctuation. */
export function describeMove(move: unknown): string {
  if (move === null || typeof move !== 'object') return String(move);
  return Object.entries(move as Record<string, unknown>)
    .map(([k, v]) => (k === 'type' ? String(v) : `${k} ${typeof v === 'object' ? describeMove(v) : String(v)}`))
    .join(' · ');
}

/** A value of the view as an indented outline, for games without a table of their own. */
export function Outline({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (value === null || typeof value !== 'object') return <span>{String(value)}</span>;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i + 1), v] as const) : Object.entries(value);
  if (entries.length === 0) return <span class="muted">{t('ui.plain.none')}</span>;
  return (
    <ul class="outline" style={{ marginLeft: `${depth ? 12 : 0}px` }}>
      {entries.map(([k, v]) => (
        <li key={k}>
          <b>{k}</b> <Outline value={v} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The plain table any game gets until it has a wing of its own: what the
 * seat may see, the players and their presence, the decisions it owes, and
 * one button per legal move. It stays honest about the game because
 * everything on it comes from the server.
 */
export function PlainTable(props: TableProps) {
  return <GameFrame {...props} board={<Outline value={props.snap.view} />} moveLabel={describeMove} />;
}

/**
 * The frame of a table drawn mostly in words: the prompts, one button per
 * legal move (named by `moveLabel`), the players and their presence, the
 * game's own `board`, and the log. The plain table puts an outline of the
 * view in it; a small game (Hush Auction) its worded view.
 */
export function GameFrame({
  source,
  snap,
  names,
  log,
  title,
  board,
  moveLabel,
  players = true,
  links,
}: TableProps & {
  board: ComponentChildren;
  moveLabel: (move: unknown) => string;
  players?: boolean;
  /** The wing's links in the top bar, before the language (a game's Rules). */
  links?: ComponentChildren;
}) {
  const { send, busy, error } = useMoves(source);
  return (
    <div class="page plain-table">
      <header class="topbar">
        <span class="room-title">{title}</span>
        {links}
        <LanguagePicker where="table" />
      </header>
      {snap.prompts.map((p, i) => (
        <p key={i} class="prompt" role="status">
          {sayLine(p)}
        </p>
      ))}
      {error && (
        <div class="form-error" role="alert">
          {error.message}
        </div>
      )}
      <section class="panel" aria-label={t('ui.plain.yourMoves')}>
        <h3>
          {snap.room?.status === 'finished'
            ? t('ui.table.matchOver')
            : snap.legal.length
              ? t('ui.plain.yourMoves')
              : t('ui.plain.waiting')}
        </h3>
        <div class="plain-moves">
          {snap.legal.map((move, i) => (
            <button key={i} class="btn" disabled={busy} data-action="plain-move" onClick={() => void send(move)}>
              {moveLabel(move)}
            </button>
          ))}
        </div>
      </section>
      {players && (
        <section class="panel" aria-label={t('ui.us.players')}>
          <h3>{t('ui.us.players')}</h3>
          <ul class="plain-players">
            {names.map((name, seat) => (
              <li key={seat} data-testid={`player-${seat}`}>
                <PlayerDot seat={seat} /> <b>{name}</b>
                {snap.seat === seat && <span class="tag">{t('ui.common.you')}</span>} <SeatPresence seat={seat} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {players ? (
        <section class="panel" aria-label={t('ui.plain.table')}>
          <h3>{t('ui.plain.table')}</h3>
          {board}
        </section>
      ) : (
        board
      )}
      <LogDrawer>
        <section class="panel" aria-label={t('ui.log.label')}>
          <h3>{t('ui.table.log')}</h3>
          <ol class="plain-log">
            {log.map((l, i) => (
              <li key={i}>
                {sayLine(l).replace(
                  /\{s(\d+)\}/g,
                  (_, s: string) => names[Number(s)] ?? t('ui.common.seat', { n: Number(s) + 1 }),
                )}
              </li>
            ))}
          </ol>
        </section>
      </LogDrawer>
    </div>
  );
}

/** A stored step between the replay's two side columns; a wing with a board of its own puts it in the middle. */
export function ReplayFrame({
  step,
  loading,
  left,
  right,
  children,
}: Omit<ReplayTableProps, 'view' | 'names'> & { children: ComponentChildren }) {
  return (
    <main
      class={`plain-replay${loading ? ' loading' : ''}`}
      data-testid="replay-table"
      data-step={step}
      aria-busy={loading}
    >
      <aside class="col left">{left}</aside>
      {children}
      <aside class="col right">{right}</aside>
    </main>
  );
}

/** A stored step of a game without a replay table of its own: the view as an outline, the log beside it. */
export function PlainReplayTable({ view, ...frame }: ReplayTableProps) {
  return (
    <ReplayFrame {...frame}>
      <section class="panel" aria-label={t('ui.plain.table')}>
        <h3>{t('ui.plain.table')}</h3>
        <Outline value={view} />
      </section>
    </ReplayFrame>
  );
}
