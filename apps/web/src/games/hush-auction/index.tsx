import './hush.css';
import type { GameWing, ReplayTableProps, TableProps } from '../../lib/wing';
import { GameFrame, ReplayFrame } from '../plain/PlainTable';
import { SeatPresence } from '../../components/room/SeatPresence';
import { HushBoard } from './HushBoard';
import { cardName, type HushView } from './words';

/** A move of Hush Auction is a bid of one card: its button names the card. */
const bidLabel = (move: unknown): string =>
  typeof move === 'object' && move !== null && 'card' in move && typeof move.card === 'string'
    ? cardName(move.card)
    : String(move);

/**
 * Hush Auction's wing: the plain table's frame (prompts, one button per
 * bid, the log) around the game in words, instead of the raw view
 * (`handCount`, `hasBid false`, `salt-10`) that the plain table shows.
 */
function HushTable(props: TableProps) {
  const view = props.snap.view as HushView | null;
  return (
    <GameFrame
      {...props}
      players={false}
      moveLabel={bidLabel}
      board={
        view ? (
          <HushBoard
            view={view}
            names={props.names}
            seat={props.snap.seat}
            presence={(s) => <SeatPresence seat={s} />}
          />
        ) : null
      }
    />
  );
}

function HushReplayTable({ view, names, ...frame }: ReplayTableProps) {
  return (
    <ReplayFrame {...frame}>
      <div class="hush-replay">
        <HushBoard view={view as HushView} names={names} />
      </div>
    </ReplayFrame>
  );
}

export const hushAuctionWing: GameWing = { Table: HushTable, ReplayTable: HushReplayTable };
