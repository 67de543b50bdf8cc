import type { GameModule } from '../game';
import type { UsAction } from './actions';
import { actionSchema } from './actions';
import { apply, owingSeats } from './apply';
import { legalActions, prompts } from './legal';
import { optionsSchema, type UsOptions } from './options';
import { setup } from './setup';
import type { UsState } from './state';
import { view, type UsView } from './view';

export const urbanSprawl: GameModule<UsState, UsAction, UsView, UsOptions> = {
  id: 'urban-sprawl',
  rulesVersion: '1.0.0',
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
};

export type { UsAction, UsState, UsView, UsOptions };
export { actionSchema, optionsSchema };
export { permitPayments } from './moves/permits';
export { renderLogText } from './context';
export * as board from './board';
export type { PendingView, PlayerView } from './view';
