import './hush.css';
import type { GameWing, ReplayTableProps } from '../../lib/wing';
import { ReplayFrame } from '../plain/Table';
import { HushBoard } from './HushBoard';
import { HushTable } from './Table';
import type { HushView } from './words';

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
