import { z } from 'zod';

/**
 * The card set is data. This file is the contract between the data and the
 * engine: every card file is parsed with these schemas when it loads, so a
 * malformed card fails loudly, naming the card and the field.
 */

export const ZONES = ['CIV', 'COM', 'IND', 'RES'] as const;
export const zoneSchema = z.enum(ZONES);
export type Zone = z.infer<typeof zoneSchema>;

/** Vocation kinds and how many markers of each exist (24 in all). */
export const VOCATION_COUNTS = {
  MEDIA: 1,
  FINANCE: 2,
  EDUCATION: 2,
  TRANSPORTATION: 3,
  ENTERTAINMENT: 3,
  PUBLIC_SERVICE: 4,
  HEALTHCARE: 4,
  FACTORY: 5,
} as const;
export const vocationSchema = z.enum(Object.keys(VOCATION_COUNTS) as [keyof typeof VOCATION_COUNTS, ...(keyof typeof VOCATION_COUNTS)[]]);
export type Vocation = z.infer<typeof vocationSchema>;

/** Where a fact comes from: the rulebook, public descriptions of the printed game, or our own authoring. */
export const provenanceSchema = z.enum(['rulebook', 'public', 'authored']);

export const contractDeckSchema = z.enum(['town', 'city', 'metropolis']);
export type ContractDeck = z.infer<typeof contractDeckSchema>;
export const deckSchema = z.enum(['planning', 'town', 'city', 'metropolis']);
export type DeckName = z.infer<typeof deckSchema>;

export const milestoneSchema = z.enum(['airport', 'sportsTeam', 'olympicGames']);
export type Milestone = z.infer<typeof milestoneSchema>;

/**
 * Effects: a small vocabulary interpreted by the engine. New kinds are added
 * here and in the engine's effect interpreter; cards never carry code.
 */
export const effectSchema = z.discriminatedUnion('op', [
  // Airport: politicians enter play and the City deck opens. Sports Team: the
  // Contractor enters play and the Metropolis deck opens. Olympic Games: the game ends.
  z.object({ op: z.literal('milestone'), milestone: milestoneSchema }),
  // The builder may hold one more favor (the Extra Favor tile).
  z.object({ op: z.literal('grantExtraFavor') }),
]);
export type Effect = z.infer<typeof effectSchema>;

/** Building restrictions, checked when a contract is built. */
export const restrictionSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('ignoreZoning') }),
  z.object({ op: z.literal('adjacentTo'), feature: z.enum(['water', 'wilderness', 'park']) }),
  z.object({ op: z.literal('notAdjacentTo'), feature: z.enum(['water', 'wilderness', 'park']) }),
  z.object({ op: z.literal('minBlockValue'), value: z.number().int().min(1) }),
  z.object({ op: z.literal('maxBlockValue'), value: z.number().int().min(1) }),
]);
export type Restriction = z.infer<typeof restrictionSchema>;

const cardBase = {
  id: z.string().regex(/^[PTCM]\d{2}$/),
  provenance: provenanceSchema,
};

export const permitCardSchema = z.object({
  ...cardBase,
  deck: z.literal('planning'),
  kind: z.literal('permit'),
  zones: z.array(zoneSchema).min(1).max(4).refine((zs) => new Set(zs).size === zs.length, 'zones must not repeat'),
  permits: z.number().int().min(1).max(4),
  /** Investment value and wealth payout row. */
  wealth: z.number().int().min(1).max(12),
  ballot: z.boolean(),
}).strict();

export const renewalCardSchema = z.object({
  ...cardBase,
  deck: z.literal('planning'),
  kind: z.literal('renewal'),
  wealth: z.number().int().min(1).max(12).nullable(),
  ballot: z.boolean(),
}).strict();

export const eventCardSchema = z.object({
  ...cardBase,
  deck: deckSchema,
  kind: z.literal('event'),
  name: z.string().min(1),
  effects: z.array(effectSchema),
}).strict();

export const contractCardSchema = z.object({
  ...cardBase,
  deck: contractDeckSchema,
  kind: z.literal('contract'),
  name: z.string().min(1),
  zone: zoneSchema,
  size: z.number().int().min(1).max(4),
  vocations: z.array(z.object({ name: vocationSchema, value: z.number().int().min(1).max(9) }).strict()).max(2),
  /** Prestige payout row shown at the bottom of the card, if any. */
  prestige: z.number().int().min(1).max(6).nullable(),
  restrictions: z.array(restrictionSchema),
  effects: z.array(effectSchema),
}).strict();

export const cardSchema = z.union([permitCardSchema, renewalCardSchema, eventCardSchema, contractCardSchema]);

export type PermitCard = z.infer<typeof permitCardSchema>;
export type RenewalCard = z.infer<typeof renewalCardSchema>;
export type EventCard = z.infer<typeof eventCardSchema>;
export type ContractCard = z.infer<typeof contractCardSchema>;
export type Card = z.infer<typeof cardSchema>;
