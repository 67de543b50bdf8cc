import type { z } from 'zod';
import { RAW_BOARD, RAW_SPECIALISTS, RAW_TRACK } from './board';
import { RAW_PROJECTS } from './projects';
import { RAW_RESOURCES } from './resources';
import {
  boardSchema,
  projectSchema,
  resourceCardSchema,
  specialistSchema,
  SUITS,
  tileSchema,
  trackSchema,
  type District,
  type Project,
  type ResourceCard,
  type Specialist,
  type Suit,
  type Tile,
} from './schema';
import { RAW_TILES } from './tiles';

/** Parses one list, naming the entry that is wrong. */
function parseAll<T>(what: string, schema: z.ZodType<T>, raw: unknown[]): T[] {
  return raw.map((entry, i) => {
    const r = schema.safeParse(entry);
    if (!r.success)
      throw new Error(
        `Urbania ${what} #${i + 1} is invalid: ${r.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`,
      );
    return r.data;
  });
}

function countBy<T>(items: T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of items) out[key(t)] = (out[key(t)] ?? 0) + 1;
  return out;
}

/** The rulebook's counts, checked against the data so an edit cannot drift from them. */
function checkCounts(
  tiles: Tile[],
  resources: ResourceCard[],
  projects: Project[],
  specialists: Specialist[],
  districts: District[],
): void {
  const fail = (m: string) => {
    throw new Error(`Urbania content: ${m}`);
  };
  if (tiles.length !== 49) fail(`49 building tiles expected, found ${tiles.length}`);
  const byType = countBy(tiles, (t) => t.type);
  for (const suit of SUITS) if (byType[suit] !== 6) fail(`6 ${suit} tiles expected, found ${byType[suit] ?? 0}`);
  if (byType.residential !== 13) fail(`13 residential tiles expected, found ${byType.residential ?? 0}`);
  if (resources.length !== 60) fail(`60 resource cards expected, found ${resources.length}`);
  const bySuit = countBy(resources, (c) => c.suit);
  for (const suit of SUITS)
    if (bySuit[suit] !== 10) fail(`10 ${suit} resource cards expected, found ${bySuit[suit] ?? 0}`);
  if (projects.length !== 31) fail(`31 project cards expected, found ${projects.length}`);
  if (new Set(projects.map((p) => p.kind)).size !== 4) fail('projects of four kinds expected');
  if (specialists.length !== 6 || new Set(specialists.map((s) => s.suit)).size !== 6)
    fail('one specialist per commercial type expected');
  const byDistrict = countBy(districts, (d) => d);
  if (byDistrict.center !== 5) fail('a centre of 5 squares expected');
  for (const d of ['NW', 'NE', 'SW', 'SE'])
    if (byDistrict[d] !== 11) fail(`11 squares in ${d} expected, found ${byDistrict[d] ?? 0}`);
  const ids = [...tiles, ...resources, ...projects].map((x) => x.id);
  if (new Set(ids).size !== ids.length) fail('ids must be unique');
}

function load() {
  const tiles = parseAll('tile', tileSchema, RAW_TILES);
  const resources = parseAll('resource card', resourceCardSchema, RAW_RESOURCES);
  const projects = parseAll('project', projectSchema, RAW_PROJECTS);
  const specialists = parseAll('specialist', specialistSchema, RAW_SPECIALISTS);
  const board = boardSchema.parse(RAW_BOARD);
  const track = trackSchema.parse(RAW_TRACK);
  checkCounts(tiles, resources, projects, specialists, board.districts);
  return {
    tiles,
    resources,
    projects,
    tile: Object.fromEntries(tiles.map((t) => [t.id, t])) as Record<string, Tile>,
    resource: Object.fromEntries(resources.map((c) => [c.id, c])) as Record<string, ResourceCard>,
    project: Object.fromEntries(projects.map((p) => [p.id, p])) as Record<string, Project>,
    specialist: Object.fromEntries(specialists.map((s) => [s.suit, s])) as Record<Suit, Specialist>,
    districts: board.districts,
    track,
    cardIconSpaces: new Set(track.cardIcons.map((c) => c.space)),
  };
}

/** The loaded, validated Urbania content. */
export const CONTENT = load();
