import { z } from 'zod';

/**
 * The contract between Urbania's content and its engine. Every data file is
 * parsed with these schemas when it loads, so a malformed tile or card fails
 * at import time, naming the entry and the field.
 */

/** Where a fact comes from: the rulebook, public descriptions of the printed game, or our own authoring. */
export const provenanceSchema = z.enum(['rulebook', 'public', 'authored']);
export type Provenance = z.infer<typeof provenanceSchema>;

/** The six commercial building types; each is also a resource suit, a value marker and a specialist. */
export const SUITS = ['factory', 'bank', 'hospital', 'business', 'school', 'park'] as const;
export const suitSchema = z.enum(SUITS);
export type Suit = z.infer<typeof suitSchema>;

export const TILE_TYPES = [...SUITS, 'residential'] as const;
export const tileTypeSchema = z.enum(TILE_TYPES);
export type TileType = z.infer<typeof tileTypeSchema>;

export const DISTRICTS = ['center', 'NW', 'NE', 'SW', 'SE'] as const;
export const districtSchema = z.enum(DISTRICTS);
export type District = z.infer<typeof districtSchema>;
export type OuterDistrict = Exclude<District, 'center'>;

const shortId = z.string().regex(/^[a-z]\d{2}$/);

export const tileSchema = z
  .object({
    id: shortId,
    type: tileTypeSchema,
    /** Workers needed to renew it. */
    cost: z.number().int().min(1).max(8),
    /** Victory points scored by the player who renews it. */
    vp: z.number().int().min(1).max(10),
    /** Whether its renewer may draw one card. */
    cardIcon: z.boolean(),
    provenance: provenanceSchema,
  })
  .strict();
export type Tile = z.infer<typeof tileSchema>;

export const resourceCardSchema = z
  .object({
    id: shortId,
    suit: suitSchema,
    workers: z.number().int().min(0).max(3),
    rainbowWorkers: z.number().int().min(0).max(3),
    coins: z.number().int().min(0).max(3),
    rainbowCoins: z.number().int().min(0).max(3),
    provenance: provenanceSchema,
  })
  .strict()
  .refine((c) => c.workers + c.rainbowWorkers + c.coins + c.rainbowCoins >= 2, {
    message: 'a resource card shows at least two icons',
  });
export type ResourceCard = z.infer<typeof resourceCardSchema>;

export const projectSchema = z.discriminatedUnion('kind', [
  z
    .object({
      id: shortId,
      kind: z.literal('district'),
      district: z.enum(['NW', 'NE', 'SW', 'SE']),
      perBuilding: z.number().int().min(1).max(10),
      provenance: provenanceSchema,
    })
    .strict(),
  z
    .object({
      id: shortId,
      kind: z.literal('building'),
      type: tileTypeSchema,
      perBuilding: z.number().int().min(1).max(10),
      provenance: provenanceSchema,
    })
    .strict(),
  z
    .object({ id: shortId, kind: z.literal('specialist'), specialist: suitSchema, provenance: provenanceSchema })
    .strict(),
  z
    .object({
      id: shortId,
      kind: z.literal('pair'),
      specialists: z.tuple([suitSchema, suitSchema]),
      provenance: provenanceSchema,
    })
    .strict()
    .refine((p) => p.specialists[0] !== p.specialists[1], {
      message: 'a dual specialist project names two different specialists',
    }),
]);
export type Project = z.infer<typeof projectSchema>;

export const specialistSchema = z
  .object({
    suit: suitSchema,
    name: z.string().min(1).max(40),
    /** The name in Italian; every one takes the article "il" (il Banchiere, del Medico), as the catalogue's sentences assume. */
    names: z.object({ it: z.string().min(1).max(40) }).strict(),
    colour: z.string().min(1).max(20),
    provenance: provenanceSchema,
  })
  .strict();
export type Specialist = z.infer<typeof specialistSchema>;

/** The board: 49 squares row-major, each in one district. */
export const boardSchema = z
  .object({
    size: z.literal(7),
    districts: z.array(districtSchema).length(49),
    provenance: provenanceSchema,
  })
  .strict();

/** The shared value track: its top space and the spaces whose picture shows a card icon. */
export const trackSchema = z
  .object({
    top: z.number().int().min(9).max(20),
    cardIcons: z.array(z.object({ space: z.number().int().min(1).max(20), provenance: provenanceSchema }).strict()),
  })
  .strict();
