import {
  contractCardSchema,
  eventCardSchema,
  permitCardSchema,
  renewalCardSchema,
  type Card,
  type Milestone,
} from './schema';
import { RAW_CARDS } from './cards';

export interface CardSet {
  byId: Record<string, Card>;
  planning: string[];
  town: string[];
  city: string[];
  metropolis: string[];
}

// `cardSchema` is a union, whose errors do not say which field is wrong:
// pick the member schema by `kind` first so the message can name the field.
const SCHEMA_BY_KIND = {
  permit: permitCardSchema,
  renewal: renewalCardSchema,
  event: eventCardSchema,
  contract: contractCardSchema,
};
const DECK_OF_PREFIX: Record<string, Card['deck']> = { P: 'planning', T: 'town', C: 'city', M: 'metropolis' };
/** The milestone event each contract deck holds (the rules open the next deck, or end the game, on it). */
const MILESTONE_OF_DECK: Record<Card['deck'], Milestone | null> = {
  planning: null,
  town: 'airport',
  city: 'sportsTeam',
  metropolis: 'olympicGames',
};

/** Parses one card, naming the card (its id, or its index when it has none) and the field when it is malformed. */
function parseCard(raw: unknown, index: number): Card {
  const obj: Record<string, unknown> = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const name = typeof obj.id === 'string' ? `card ${obj.id}` : `card at index ${index}`;
  const schema = Object.hasOwn(SCHEMA_BY_KIND, String(obj.kind))
    ? SCHEMA_BY_KIND[obj.kind as keyof typeof SCHEMA_BY_KIND]
    : null;
  if (!schema) throw new Error(`${name}: field "kind" must be one of ${Object.keys(SCHEMA_BY_KIND).join(', ')}`);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // An unknown key is reported on the object holding it: name the key itself.
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
    throw new Error(`${name}: field "${path.join('.')}" ${issue.message}`);
  }
  return parsed.data;
}

const milestonesOf = (c: Card): Milestone[] =>
  c.kind === 'event' || c.kind === 'contract'
    ? c.effects.flatMap((e) => (e.op === 'milestone' ? [e.milestone] : []))
    : [];

/** Validates a whole card set: every card, unique ids, and the deck compositions the rules rely on. */
export function loadCardSet(raw: unknown[]): CardSet {
  const set: CardSet = { byId: {}, planning: [], town: [], city: [], metropolis: [] };
  raw.forEach((entry, index) => {
    const card = parseCard(entry, index);
    if (Object.hasOwn(set.byId, card.id)) throw new Error(`card ${card.id}: field "id" is used twice`);
    if (DECK_OF_PREFIX[card.id[0]] !== card.deck)
      throw new Error(`card ${card.id}: field "deck" does not match the id prefix`);
    // Rulebook: "Contracts also have one or more of: a building restriction, vocation, and/or text effect."
    if (card.kind === 'contract' && !card.restrictions.length && !card.vocations.length && !card.effects.length) {
      throw new Error(`card ${card.id}: a contract needs a restriction, a vocation or an effect`);
    }
    // Milestones drive the game's stages: only the right deck's event may carry one.
    for (const m of milestonesOf(card)) {
      if (card.kind !== 'event' || MILESTONE_OF_DECK[card.deck] !== m) {
        throw new Error(
          `card ${card.id}: field "effects" has the ${m} milestone, which belongs on an event of another deck`,
        );
      }
    }
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
  for (const deck of ['town', 'city', 'metropolis'] as const) {
    expect(`${deck} deck size`, set[deck].length, 37);
    expect(`${deck} milestone events`, set[deck].filter((id) => milestonesOf(set.byId[id]).length > 0).length, 1);
  }
  return set;
}

export const CARDS: CardSet = loadCardSet(RAW_CARDS);
