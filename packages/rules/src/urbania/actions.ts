import { z } from 'zod';
import { suitSchema } from './content/schema';

const cardId = z.string().min(1).max(8);
const cards = z.array(cardId).max(20);

/**
 * Every move a player can send. Renew and Hire name what they pay for; the
 * cards are given with them, or picked one at a time afterwards (`pick`), so
 * the list of legal moves stays small however large a hand grows.
 */
export const actionSchema = z.discriminatedUnion('type', [
  /** One card of a Draw action (starting it if needed), or of a card-icon bonus. `card` names the pool card. */
  z
    .object({ type: z.literal('take'), from: z.enum(['pool', 'resources', 'projects']), card: cardId.optional() })
    .strict(),
  /** Redeal a pool showing 3 or fewer workers, before a card of a Draw action. */
  z.object({ type: z.literal('refreshPool') }).strict(),
  z.object({ type: z.literal('renew'), square: z.number().int().min(0).max(48), cards: cards.optional() }).strict(),
  z.object({ type: z.literal('hire'), specialist: suitSchema, cards: cards.optional() }).strict(),
  /** One more card towards the renewal or hire being paid. */
  z.object({ type: z.literal('pick'), card: cardId }).strict(),
  z.object({ type: z.literal('submit'), project: cardId }).strict(),
  /** Skip the optional card of a card icon. */
  z.object({ type: z.literal('decline') }).strict(),
  /** Give up an action; only allowed when no action at all is possible. */
  z.object({ type: z.literal('pass') }).strict(),
]);

export type UrAction = z.infer<typeof actionSchema>;
