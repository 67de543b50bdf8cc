import type { GameModule } from '../game';
import { actionSchema, type UrAction } from './actions';
import { apply } from './apply';
import { legalActions, prompts } from './legal';
import { optionsSchema, type UrOptions } from './options';
import { setup } from './setup';
import type { UrState } from './state';
import { view, type UrView } from './view';
import { UR_SCORING } from './ending';
import { UR_MESSAGES } from './messages';
import { RULES_VERSION, stateAsRecordedBy } from './versions';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { moveWords } from './move-words';
import { simpleAction } from './policy';

const seatsToAct = (s: UrState): number[] => (s.phase === 'over' ? [] : [s.turn.active]);

export const urbania: GameModule<UrState, UrAction, UrView, UrOptions> = {
  id: 'urbania',
  title: 'Urbania',
  messages: UR_MESSAGES,
  rulesVersion: RULES_VERSION,
  minSeats: 2,
  maxSeats: 5,
  optionsSchema,
  optionsForm: [],
  actionSchema,
  scoring: UR_SCORING,
  summarySeries: [{ key: 'vp', label: 'Victory points' }],
  // Scores are public (submitted projects only count, face up, at the end).
  summary: (s) => ({ turn: s.turn.round, waitingFor: seatsToAct(s), scores: s.players.map((p) => ({ vp: p.score })) }),
  setup,
  prompts,
  apply,
  legalActions,
  view,
  // Every seat holds a private hand, so each seat is its own audience; spectators share one view.
  audience: (viewer) => viewer,
  outcome: (s) => s.final,
  seatsToAct,
  moveWords,
  // The easy level and every seat of a search's playouts: greedy and quick (policy.ts), not a random mover.
  botAction: simpleAction,
  // A playout looks about one round ahead (two actions of a few moves per seat), then guesses.
  bots: { determinize, evaluate, horizon: 25 },
  // Its hard bot won 85% of two-seat games against a greedy player written from the rulebook (issue 53).
  offersReview: true,
  stateAsRecordedBy,
};

export type { UrAction, UrState, UrView, UrOptions };
export { UR_REFUSALS, type UrRefusal } from './errors';
export type { PlayerView as UrPlayerView, PendingView as UrPendingView } from './view';
export { actionSchema as urbaniaActionSchema };
export { CONTENT as urbaniaContent } from './content/catalog';
