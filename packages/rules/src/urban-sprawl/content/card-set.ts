import { cardSchema, contractCardSchema, eventCardSchema, permitCardSchema, renewalCardSchema, type Card } from './schema';
import { RAW_CARDS } from './cards';

export interface CardSet {
  byId: Record<string, Card>;
  planning: string[];
  town: string[];
  city: string[];
  metropolis: string[];
}

const SCHEMA_BY_KIND = { permit: permitCardSchema, renewal: renewalCardSchema, event: eventCardSchema, contract: contractCardSchema };
const DECK_OF_PREFIX: Record<string, Card['deck']> = { P: 'planning', T: 'town', C: 'city', M: 'metropolis' };

/** Parses one card, naming the card and the field when it is malformed. */
function parseCard(raw: unknown, index: number): Card {
  const obj = (raw ?? {}) as Record<string, unknown>;
  const name = typeof obj.id === 'string' ? `card ${obj.id}` : `card #${index + 1}`;
  const schema = SCHEMA_BY_KIND[obj.kind as keyof typeof SCHEMA_BY_KIND] ?? cardSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${name}: field "${issue.path.join('.') || 'kind'}" ${issue.message}`);
  }
  return parsed.data as Card;
}

/** Validates a whole card set: every card, unique ids, and the deck compositions the rules rely on. */
export function loadCardSet(raw: unknown[]): CardSet {
  const set: CardSet = { byId: {}, planning: [], town: [], city: [], metropolis: [] };
  raw.forEach((entry, index) => {
    const card = parseCard(entry, index);
    if (set.byId[card.id]) throw new Error(`card ${card.id}: field "id" is used twice`);
    if (DECK_OF_PREFIX[card.id[0]] !== card.deck) throw new Error(`card ${card.id}: field "deck" does not match the id prefix`);
    set.byId[card.id] = card;
    set[card.deck].push(card.id);
  });
  const count = (ids: string[], kind: Card['kind']) => ids.filter((id) => set.byId[id].kind === kind).length;
  const expect = (what: string, actual: number, wanted: number) => {
    if (actual !== wanted) throw new Error(`card set: ${what} is ${actual}, expected ${wanted}`);
  };
  expect('planning deck size', set.planning.length, 54);
  expect('Build Permits', count(set.planning, 'permit'), 36);
  expect('planning events', count(set.planning, 'event'), 14);
  expect('Urban Renewal cards', count(set.planning, 'renewal'), 4);
  const milestones = { town: 'airport', city: 'sportsTeam', metropolis: 'olympicGames' } as const;
  for (const deck of ['town', 'city', 'metropolis'] as const) {
    expect(`${deck} deck size`, set[deck].length, 37);
    const found = set[deck].filter((id) => {
      const c = set.byId[id];
      return c.kind === 'event' && c.effects.some((e) => e.op === 'milestone' && e.milestone === milestones[deck]);
    });
    expect(`${deck} milestone events`, found.length, 1);
  }
  return set;
}

export const CARDS: CardSet = loadCardSet(RAW_CARDS);
