import { z } from 'zod';
import { contractDeckSchema } from './content/schema';
import { MARKER_IDS } from './state';

/** Where a contract is taken from: a face-up box (0-4, costing 5..1 AP), a deck top, or the player's favor. */
export const contractSourceSchema = z.union([
  z.object({ box: z.number().int().min(0).max(4) }).strict(),
  z.object({ top: contractDeckSchema }).strict(),
  z.object({ favor: z.string() }).strict(),
]);

const lot = z.number().int().min(0).max(143);
const seat = z.number().int().min(0).max(3);

/** Every move a player can send. Prompt answers are moves too. */
/** The largest bid the schema takes: far above any wealth a game reaches, far below 2^31. */
export const MAX_BID = 1_000_000;

export const actionSchema = z.discriminatedUnion('type', [
  // Turn actions of the active player.
  z.object({ type: z.literal('invest'), card: z.string() }).strict(),
  z
    .object({
      type: z.literal('takePlanning'),
      /** 'top' is the face-up deck top (5 AP); 0-3 are the boxes costing 4, 3, 2, 1 AP. */
      from: z.union([z.literal('top'), z.number().int().min(0).max(3)]),
    })
    .strict(),
  z
    .object({
      type: z.literal('build'),
      from: contractSourceSchema,
      lots: z.array(lot).min(1).max(4),
      permits: z.array(z.string()).max(20),
      /** An Urban Renewal card to discard for demolition, if any. */
      renewal: z.string().optional(),
      /** Buildings to demolish (by Urban Renewal card or as Contractor). */
      demolish: z.array(z.number().int().min(0)).max(4).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('takeFavor'),
      from: z.union([
        z.object({ box: z.number().int().min(0).max(4) }).strict(),
        z.object({ top: contractDeckSchema }).strict(),
      ]),
    })
    .strict(),
  z.object({ type: z.literal('endTurn') }).strict(),
  // Answers to prompts, possibly from players who are not active.
  z.object({ type: z.literal('claim'), building: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('chooseSeat'), seat }).strict(),
  z.object({ type: z.literal('placePark'), lot }).strict(),
  z
    .object({
      type: z.literal('splitVocation'),
      /** How many of the player's matching markers pay prestige; the rest pay wealth. */
      prestige: z.number().int().min(0).max(5),
    })
    .strict(),
  z.object({ type: z.literal('stealVocation'), from: seat }).strict(),
  // Answers to decisions inside card effects.
  z.object({ type: z.literal('chooseRow'), row: z.enum(['row', 'column']) }).strict(),
  z.object({ type: z.literal('chooseOrder'), order: z.array(seat).min(2).max(4) }).strict(),
  z.object({ type: z.literal('chooseBuilding'), building: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('chooseLot'), lot }).strict(),
  z
    .object({ type: z.literal('placeMarker'), marker: z.enum(MARKER_IDS), space: z.number().int().min(0).max(8) })
    .strict(),
  /** How many of the owed units are paid in prestige; the rest in wealth. */
  z.object({ type: z.literal('splitPayment'), prestige: z.number().int().min(0).max(40) }).strict(),
  /** Accept (pay) or refuse an optional payment. */
  z.object({ type: z.literal('decide'), accept: z.boolean() }).strict(),
  /**
   * A bid may be anything up to the bidder's wealth, which the rules never cap:
   * a bot's playout reached $10,057, and the old bound of 10,000 refused a bid
   * the legal moves offered. The bound only keeps absurd numbers out.
   */
  z.object({ type: z.literal('bid'), amount: z.number().int().min(1).max(MAX_BID) }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
]);

export type UsAction = z.infer<typeof actionSchema>;
export type ActionType = UsAction['type'];
