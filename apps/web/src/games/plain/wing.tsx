import type { GameWing } from '../../lib/wing';
import { PlainReplayTable, PlainTable } from './Table';

export const plainWing: GameWing = { Table: PlainTable, ReplayTable: PlainReplayTable };
