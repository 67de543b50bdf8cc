import type { GameModule } from '../game';
import type { UsAction } from './actions';
import { actionSchema } from './actions';
import { apply, owingSeats } from './apply';
import { legalActions, prompts } from './legal';
import { optionsSchema, type UsOptions } from './options';
import { setup } from './setup';
import type { UsState } from './state';
import { view, type UsView } from './view';
import { RULES_VERSION, stateAsRecordedBy } from './versions';

/**
 * A game module, plus `stateAsRecordedBy` (versions.ts): how a state of these
 * rules looks to an older rules version, so a server can check the hashes of
 * matches recorded under it.
 */
export const urbanSprawl: GameModule<UsState, UsAction, UsView, UsOptions> & {
  stateAsRecordedBy: typeof stateAsRecordedBy;
} = {
  id: 'urban-sprawl',
  rulesVersion: RULES_VERSION,
  minSeats: 2,
  maxSeats: 4,
  optionsSchema,
  actionSchema,
  setup,
  prompts,
  apply,
  legalActions,
  view,
  // Everything face up is public, so only the omniscient replay viewer (who sees the decks) is apart.
  audience: (viewer) => (viewer.kind === 'omniscient' ? viewer : { kind: 'spectator' }),
  outcome: (s) => s.final,
  seatsToAct: (s) => (s.phase === 'over' ? [] : s.pending ? owingSeats(s.pending) : [s.turn.active]),
  stateAsRecordedBy,
};

export type { UsAction, UsState, UsView, UsOptions };
export { actionSchema, optionsSchema };
export { permitPayments } from './moves/permits';
export { renderLogText } from './context';
export * as board from './board';
export type { PendingView, PlayerView } from './view';
