import type { TableProps } from '../../lib/wing';
import { GameFrame } from '../plain/Table';
import { SeatPresence } from '../../components/widgets/room/SeatPresence';
import { RulesLink } from '../../components/widgets/RulesLink';
import { HushBoard } from './HushBoard';
import { cardName, type HushView } from './words';

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** A move of Hush Auction is a bid of one card: its button names the card. */
const bidLabel = (move: unknown): string =>
  typeof move === 'object' && move !== null && 'card' in move && typeof move.card === 'string'
    ? capitalised(cardName(move.card))
    : String(move);

/**
 * Hush Auction's table: the plain table's frame (prompts, one button per
 * bid, the log) around the game in words, instead of the raw view
 * (`handCount`, `hasBid false`, `salt-10`) that the plain table shows, and
 * the Rules link in its top bar, where the other games' tables have theirs.
 */
export function HushTable(props: TableProps) {
  const view = props.snap.view as HushView | null;
  return (
    <GameFrame
      {...props}
      players={false}
      moveLabel={bidLabel}
      links={<RulesLink gameId="hush-auction" class="topbar-link hush-rules-link" />}
      board={
        view ? (
          <HushBoard
            view={view}
            names={props.names}
            seat={props.snap.seat}
            over={props.snap.room?.status === 'finished'}
            presence={(s) => <SeatPresence seat={s} />}
          />
        ) : null
      }
    />
  );
}
