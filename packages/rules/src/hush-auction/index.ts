import type { GameModule } from '../game';
import { sumOf } from './cards';
import { weighedBid } from './policy';
import { setup } from './setup';
import { actionSchema, apply, legalActions, waitingFor, type HushAction } from './rules';
import { optionsSchema, SEATS, type HushOptions, type HushState } from './state';
import { view, type HushView } from './view';
import { worded } from '../words/english';
import { HA_MESSAGES, HA_VOICE, haMsg } from './messages';

const BID_PROMPT = worded(haMsg('ha.prompt.bid'), HA_VOICE);
import { determinize, seenBy } from './determinize';

/**
 * Hush Auction: a small sealed-bid card game, here to show the platform
 * handles private hands and simultaneous decisions. Rules in ./README.md.
 */
export const hushAuction: GameModule<HushState, HushAction, HushView, HushOptions> = {
  id: 'hush-auction',
  title: 'Hush Auction',
  messages: HA_MESSAGES,
  rulesVersion: '1.0.0',
  minSeats: SEATS.min,
  maxSeats: SEATS.max,
  optionsSchema,
  optionsForm: [
    {
      key: 'length',
      label: 'Game length',
      choices: [
        { value: 'standard', label: 'Standard (8 rounds)' },
        { value: 'short', label: 'Short (5 rounds)' },
      ],
      default: 'standard',
    },
  ],
  actionSchema,
  scoring: { score: 'Prize points', tiebreak: 'Cards kept in hand', parts: { prizes: 'Prizes won' } },
  summarySeries: [{ key: 'points', label: 'Prize points' }],
  summary: (s) => ({
    turn: s.round,
    waitingFor: waitingFor(s),
    scores: s.players.map((p) => ({ points: sumOf(p.won) })),
  }),
  setup,
  // Everyone owing a bid is asked at once: that is what makes the round simultaneous.
  prompts: (s) => waitingFor(s).map((seat) => ({ seat, kind: 'bid', ...BID_PROMPT, options: legalActions(s, seat) })),
  apply,
  legalActions: (s, seat) => legalActions(s, seat),
  view,
  // Every seat holds a hand nobody else may see, so each viewer is its own audience.
  audience: (viewer) => viewer,
  outcome: (s) => s.final,
  seatsToAct: waitingFor,
  // A bot weighs the prizes on offer against the strength it keeps (policy.ts), from what its seat has seen.
  botAction: (s, _seat, legal, rng) => ({
    type: 'bid',
    card: weighedBid(
      s.offer,
      legal.map((a) => a.card),
      seenBy(s),
      s.players.length - 1,
      rng,
    ),
  }),
  // A game lasts 8 rounds of one bid each: playouts run to the end, so no evaluation is needed.
  bots: { determinize },
};

export type { HushAction, HushState, HushView, HushOptions };
export { HUSH_REFUSALS, type HushRefusal } from './rules';
export type { HushPlayerView } from './view';
