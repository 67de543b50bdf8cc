import type { GameModule } from '../game';
import type { UsAction } from './actions';
import { actionSchema } from './actions';
import { apply } from './apply';
import { owingSeats } from './queries';
import { legalActions, prompts } from './legal';
import { optionsSchema, type UsOptions } from './options';
import { setup } from './setup';
import type { UsState } from './state';
import { view, type UsView } from './view';
import { RULES_VERSION, stateAsRecordedBy } from './versions';
import { US_SCORING } from './ending';
import { US_MESSAGES } from './messages';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { simpleAction } from './policy';

const seatsToAct = (s: UsState): number[] =>
  s.phase === 'over' ? [] : s.pending ? owingSeats(s.pending) : [s.turn.active];

export const urbanSprawl: GameModule<UsState, UsAction, UsView, UsOptions> = {
  id: 'urban-sprawl',
  title: 'Urban Sprawl',
  // The Italian edition's title.
  titles: { it: 'Agglomerato Urbano' },
  messages: US_MESSAGES,
  rulesVersion: RULES_VERSION,
  minSeats: 2,
  maxSeats: 4,
  optionsSchema,
  optionsForm: [
    {
      key: 'variant',
      label: 'Game length',
      choices: [
        { value: 'standard', label: 'Standard' },
        { value: 'long', label: 'Long' },
        { value: 'short', label: 'Short' },
      ],
      default: 'standard',
    },
  ],
  actionSchema,
  scoring: US_SCORING,
  summarySeries: [
    { key: 'prestige', label: 'Prestige' },
    { key: 'wealth', label: 'Wealth' },
  ],
  // Wealth and prestige are public in Urban Sprawl, so the summary may read them from the state.
  summary: (s) => ({
    turn: s.turn.number,
    waitingFor: seatsToAct(s),
    scores: s.players.map((p) => ({ prestige: p.prestige, wealth: p.wealth })),
  }),
  setup,
  prompts,
  apply,
  legalActions,
  view,
  // Everything face up is public, so only the omniscient replay viewer (who sees the decks) is apart.
  audience: (viewer) => (viewer.kind === 'omniscient' ? viewer : { kind: 'spectator' }),
  outcome: (s) => s.final,
  seatsToAct,
  // The easy level and every seat of a search's playouts: greedy and quick (policy.ts), not a random mover.
  botAction: simpleAction,
  // A game runs to hundreds of moves: a playout looks about one round ahead, then guesses.
  bots: { determinize, evaluate, horizon: 30 },
  // Rules 1.1.0 record the Favors taken in a turn; matches stored by 1.0.0 are checked in that version's form.
  stateAsRecordedBy,
};

export type { UsAction, UsState, UsView, UsOptions };
export { US_REFUSALS, type UsRefusal } from './errors';
export { actionSchema, optionsSchema };
export { permitPayments } from './moves/permits';
export { renderLogText } from './context';
export * as board from './board';
export type { PendingView, PlayerView } from './view';
