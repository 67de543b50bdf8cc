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
export const vocationSchema = z.enum(
  Object.keys(VOCATION_COUNTS) as [keyof typeof VOCATION_COUNTS, ...(keyof typeof VOCATION_COUNTS)[]],
);
export type Vocation = z.infer<typeof vocationSchema>;

/** Where a fact comes from: the rulebook, public descriptions of the printed game, or our own authoring. */
export const provenanceSchema = z.enum(['rulebook', 'public', 'authored']);

export const contractDeckSchema = z.enum(['town', 'city', 'metropolis']);
export type ContractDeck = z.infer<typeof contractDeckSchema>;
export const deckSchema = z.enum(['planning', 'town', 'city', 'metropolis']);
export type DeckName = z.infer<typeof deckSchema>;

export const milestoneSchema = z.enum(['airport', 'sportsTeam', 'olympicGames']);
export type Milestone = z.infer<typeof milestoneSchema>;

export const featureSchema = z.enum(['water', 'wilderness', 'park']);
export const officeSchema = z.enum(['mayor', 'districtAttorney', 'treasurer', 'policeChief', 'unionBoss']);

/**
 * Which buildings an effect counts or touches. Omitted fields do not filter,
 * except that parks only match when `zones` names them.
 * Areas are relative to the building just built ("these rows": its block row
 * and block column); `chosenRow` / `otherRow` are the two rows after the
 * builder picked which one is "one of these rows" (the shared block is in both).
 */
export const buildingFilterSchema = z
  .object({
    zones: z
      .array(z.enum(['CIV', 'COM', 'IND', 'RES', 'PARK']))
      .min(1)
      .optional(),
    sizes: z.array(z.number().int().min(1).max(4)).min(1).optional(),
    controller: z.enum(['any', 'actor', 'opponents', 'controlled', 'uncontrolled']).optional(),
    area: z.enum(['anywhere', 'theseRows', 'chosenRow', 'otherRow']).optional(),
    adjacentTo: featureSchema.optional(),
  })
  .strict();
export type BuildingFilter = z.infer<typeof buildingFilterSchema>;

/** Who an effect applies to. `controllers` means each player for the matching buildings they control. */
export const playerRefSchema = z.union([
  z.enum(['actor', 'everyone', 'opponents', 'controllers', 'mediaOwner', 'contractor']),
  z.object({ office: officeSchema }).strict(),
]);
export type PlayerRef = z.infer<typeof playerRefSchema>;

const amount = z.number().int().min(1).max(20);
const amounts = {
  wealth: amount.optional(),
  prestige: amount.optional(),
};

/** How one building is singled out: the most or least valuable (the active player breaks ties), or by choice. */
export const selectionSchema = z.enum(['mostValuable', 'leastValuable', 'choice']);

/**
 * Effects: a small vocabulary interpreted by the engine (flow/effects).
 * Cards never carry code; a card's text is generated from these objects.
 */
export type Effect =
  | { op: 'milestone'; milestone: Milestone }
  | { op: 'grantExtraFavor' }
  | { op: 'gain'; who: PlayerRef; wealth?: number; prestige?: number; per?: BuildingFilter }
  | { op: 'lose'; who: PlayerRef; wealth?: number; prestige?: number; per?: BuildingFilter }
  | { op: 'payActorChoice'; amount: number; per: BuildingFilter }
  | { op: 'rowChoice'; first: Effect[]; second: Effect[] }
  | { op: 'placeMarker'; kind: 'wealth' | 'prestige' | 'any' }
  | { op: 'moveMarker'; kind: 'wealth' | 'prestige' | 'any' }
  | { op: 'placeBuilding'; zone: Zone | 'PARK'; near: 'self' | 'anywhere'; controlled: boolean }
  | { op: 'moveBuilding'; filter: BuildingFilter }
  | {
      op: 'removeBuilding';
      chooser: PlayerRef;
      select: 'mostValuable' | 'leastValuable' | 'choice';
      filter: BuildingFilter;
    }
  | { op: 'removeCube'; chooser: PlayerRef; filter: BuildingFilter }
  | { op: 'loseBuildingOrPay'; filter: BuildingFilter; wealth?: number; prestige?: number }
  | {
      op: 'keepOrLose';
      select: 'mostValuable' | 'leastValuable';
      filter: BuildingFilter;
      wealth?: number;
      prestige?: number;
      otherwise: 'demolish' | 'auction';
    }
  | {
      op: 'spotlight';
      select: 'mostValuable' | 'leastValuable';
      filter: BuildingFilter;
      wealth?: number;
      prestige?: number;
    }
  | { op: 'election'; office: 'pawn' | z.infer<typeof officeSchema> }
  | { op: 'seizeOffice' };

export const effectSchema: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion('op', [
    // Airport: politicians enter play and the City deck opens. Sports Team: the
    // Contractor enters play and the Metropolis deck opens. Olympic Games: the game ends.
    z.object({ op: z.literal('milestone'), milestone: milestoneSchema }).strict(),
    // The player may hold one more favor (the Extra Favor tile).
    z.object({ op: z.literal('grantExtraFavor') }).strict(),
    // Gains: flat, or per matching building (for `controllers`: per building each one controls).
    z
      .object({ op: z.literal('gain'), who: playerRefSchema, ...amounts, per: buildingFilterSchema.optional() })
      .strict(),
    // Mandatory losses: whoever cannot pay in full pays what they have.
    z
      .object({ op: z.literal('lose'), who: playerRefSchema, ...amounts, per: buildingFilterSchema.optional() })
      .strict(),
    // Each opponent pays the actor `amount` wealth or prestige (their choice) per matching building they control.
    z.object({ op: z.literal('payActorChoice'), amount, per: buildingFilterSchema }).strict(),
    // "One of these rows ... the other row": the actor decides which row is which.
    z
      .object({ op: z.literal('rowChoice'), first: z.array(effectSchema).min(1), second: z.array(effectSchema).min(1) })
      .strict(),
    z.object({ op: z.literal('placeMarker'), kind: z.enum(['wealth', 'prestige', 'any']) }).strict(),
    z.object({ op: z.literal('moveMarker'), kind: z.enum(['wealth', 'prestige', 'any']) }).strict(),
    // Placed and moved buildings ignore zoning and earn no neighbourhood bonus.
    z
      .object({
        op: z.literal('placeBuilding'),
        zone: z.enum(['CIV', 'COM', 'IND', 'RES', 'PARK']),
        near: z.enum(['self', 'anywhere']),
        controlled: z.boolean(),
      })
      .strict(),
    z.object({ op: z.literal('moveBuilding'), filter: buildingFilterSchema }).strict(),
    z
      .object({
        op: z.literal('removeBuilding'),
        chooser: playerRefSchema,
        select: selectionSchema,
        filter: buildingFilterSchema,
      })
      .strict(),
    z.object({ op: z.literal('removeCube'), chooser: playerRefSchema, filter: buildingFilterSchema }).strict(),
    // Each player with a matching building either pays (optional: only in full) or loses one of them.
    z.object({ op: z.literal('loseBuildingOrPay'), filter: buildingFilterSchema, ...amounts }).strict(),
    // The controller of the selected building may pay to keep it; otherwise it is demolished or auctioned.
    z
      .object({
        op: z.literal('keepOrLose'),
        select: z.enum(['mostValuable', 'leastValuable']),
        filter: buildingFilterSchema,
        ...amounts,
        otherwise: z.enum(['demolish', 'auction']),
      })
      .strict(),
    // The controller of the selected building gains.
    z
      .object({
        op: z.literal('spotlight'),
        select: z.enum(['mostValuable', 'leastValuable']),
        filter: buildingFilterSchema,
        ...amounts,
      })
      .strict(),
    z.object({ op: z.literal('election'), office: z.union([z.literal('pawn'), officeSchema]) }).strict(),
    // The actor takes the office under the election pawn, if it is in play.
    z.object({ op: z.literal('seizeOffice') }).strict(),
  ]),
);

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

export const permitCardSchema = z
  .object({
    ...cardBase,
    deck: z.literal('planning'),
    kind: z.literal('permit'),
    zones: z
      .array(zoneSchema)
      .min(1)
      .max(4)
      .refine((zs) => new Set(zs).size === zs.length, 'zones must not repeat'),
    permits: z.number().int().min(1).max(4),
    /** Investment value and wealth payout row. */
    wealth: z.number().int().min(1).max(12),
    ballot: z.boolean(),
  })
  .strict();

export const renewalCardSchema = z
  .object({
    ...cardBase,
    deck: z.literal('planning'),
    kind: z.literal('renewal'),
    wealth: z.number().int().min(1).max(12).nullable(),
    ballot: z.boolean(),
  })
  .strict();

/** A named card's name in Italian (and in any language added later): required, so no card is named in English only. */
const localNamesSchema = z.object({ it: z.string().min(1) }).strict();

export const eventCardSchema = z
  .object({
    ...cardBase,
    deck: deckSchema,
    kind: z.literal('event'),
    name: z.string().min(1),
    /** The name in the other languages of the catalogues (`name` is the English one). */
    names: localNamesSchema,
    effects: z.array(effectSchema),
  })
  .strict();

export const contractCardSchema = z
  .object({
    ...cardBase,
    deck: contractDeckSchema,
    kind: z.literal('contract'),
    name: z.string().min(1),
    names: localNamesSchema,
    zone: zoneSchema,
    size: z.number().int().min(1).max(4),
    vocations: z.array(z.object({ name: vocationSchema, value: z.number().int().min(1).max(9) }).strict()).max(2),
    /** Prestige payout row shown at the bottom of the card, if any. */
    prestige: z.number().int().min(1).max(6).nullable(),
    restrictions: z.array(restrictionSchema),
    effects: z.array(effectSchema),
  })
  .strict();

export const cardSchema = z.union([permitCardSchema, renewalCardSchema, eventCardSchema, contractCardSchema]);

export type PermitCard = z.infer<typeof permitCardSchema>;
export type RenewalCard = z.infer<typeof renewalCardSchema>;
export type EventCard = z.infer<typeof eventCardSchema>;
export type ContractCard = z.infer<typeof contractCardSchema>;
export type Card = z.infer<typeof cardSchema>;
