import type { SetupArgs } from '../game';
import { seedRng, shuffle, type RngState } from '../rng';
import { LOT_COUNT, STARTING_BUILDINGS } from './board';
import { CARDS, card } from './catalog';
import { VOCATION_COUNTS, type ContractDeck, type Vocation } from './content/schema';
import type { UsOptions } from './options';
import type { UsState, Variant } from './state';
import { MARKER_IDS, STARTING_WEALTH } from './state';
import { building } from './queries';

/**
 * Stacks a contract deck, top card last. The milestone event is shuffled into
 * a middle pile so it surfaces neither too early nor too late:
 * standard 15 / 6+event / 15, long 18 / 9+event / 9, short 9 / 9+event / 18
 * (top / middle / bottom).
 */
function stackContractDeck(rng: RngState, deck: ContractDeck, variant: Variant): string[] {
  const ids = CARDS[deck];
  const milestone = ids.find((id) => {
    const c = card(id);
    return c.kind === 'event' && c.effects.some((e) => e.op === 'milestone');
  });
  if (!milestone) throw new Error(`The ${deck} deck has no milestone event.`);
  const rest = shuffle(
    rng,
    ids.filter((id) => id !== milestone),
  );
  const [top, middle] = variant === 'standard' ? [15, 6] : variant === 'long' ? [18, 9] : [9, 9];
  const topPile = rest.slice(0, top);
  const middlePile = shuffle(rng, [...rest.slice(top, top + middle), milestone]);
  const bottomPile = rest.slice(top + middle);
  return [...bottomPile, ...middlePile, ...topPile];
}

/** The planning deck: 22 permits on top of 14 permits shuffled with the 14 events. */
function stackPlanningDeck(rng: RngState): { deck: string[]; discard: string[] } {
  const ids = CARDS.planning;
  const kind = (id: string) => card(id).kind;
  const permits = shuffle(
    rng,
    ids.filter((id) => kind(id) === 'permit'),
  );
  const events = ids.filter((id) => kind(id) === 'event');
  const bottom = shuffle(rng, [...permits.slice(0, events.length), ...events]);
  const top = permits.slice(events.length);
  return { deck: [...bottom, ...top], discard: ids.filter((id) => kind(id) === 'renewal') };
}

/**
 * Draws for a face-up position during setup. A contract event met while
 * setting up is slid under the deck instead of executed (authored rule: the
 * rulebook is silent, and no event can act before the city is claimed).
 */
function drawForSetup(deck: string[]): string | null {
  for (let guard = deck.length; guard > 0; guard--) {
    const id = deck.pop();
    if (id === undefined) return null;
    if (card(id).kind !== 'event') return id;
    deck.unshift(id);
  }
  return null;
}

export function setup({ seed, seats, options }: SetupArgs<UsOptions>): UsState {
  if (!Number.isInteger(seats) || seats < 2 || seats > 4) throw new Error('Urban Sprawl is played by 2 to 4 players.');
  const rng = seedRng(seed);
  const variant = options.variant;
  const planning = stackPlanningDeck(rng);
  const decks = {
    town: stackContractDeck(rng, 'town', variant),
    city: stackContractDeck(rng, 'city', variant),
    metropolis: stackContractDeck(rng, 'metropolis', variant),
  };

  // Starting hands: the start player draws 1, the next 2, and so on.
  const players = Array.from({ length: seats }, (_, seat) => ({
    wealth: STARTING_WEALTH[seats],
    prestige: 0,
    planning: planning.deck.splice(planning.deck.length - (seat + 1), seat + 1).reverse(),
    favors: [] as string[],
    vocations: [] as Vocation[],
  }));

  // Face-up planning boxes fill from the 1 AP end; then the deck top is turned up.
  const planningBoxes: (string | null)[] = [null, null, null, null];
  for (let i = planningBoxes.length - 1; i >= 0; i--) planningBoxes[i] = planning.deck.pop() ?? null;
  const planningTop = planning.deck.pop() ?? null;

  const contractBoxes: (string | null)[] = [null, null, null, null, null];
  for (let i = contractBoxes.length - 1; i >= 0; i--) contractBoxes[i] = drawForSetup(decks.town);
  const townTop = drawForSetup(decks.town);

  const lots: (number | null)[] = new Array(LOT_COUNT).fill(null);
  const buildings: UsState['board']['buildings'] = STARTING_BUILDINGS.map(({ zone, lot }, id) => {
    lots[lot] = id;
    return building({ id, zone, lots: [lot], owner: null, card: null, starting: true });
  });

  const supply = { ...VOCATION_COUNTS } as Record<Vocation, number>;
  return {
    game: 'urban-sprawl',
    variant,
    rng,
    players,
    board: {
      lots,
      buildings,
      markers: Object.fromEntries(MARKER_IDS.map((id) => [id, null])) as UsState['board']['markers'],
    },
    planning: { deck: planning.deck, discard: planning.discard, top: planningTop, boxes: planningBoxes },
    contracts: {
      decks,
      tops: { town: townTop, city: null, metropolis: null },
      boxes: contractBoxes,
      open: { town: true, city: false, metropolis: false },
    },
    removed: [],
    vocationSupply: supply,
    offices: { mayor: null, districtAttorney: null, treasurer: null, policeChief: null, unionBoss: null },
    contractor: null,
    politiciansInPlay: false,
    contractorInPlay: false,
    pawn: 0,
    extraFavor: null,
    phase: 'setup',
    turn: { active: 0, number: 0, ap: 0, spentAp: false, contractsBuilt: 0 },
    tasks: [],
    pending: { kind: 'claimStart', seat: 0 },
    final: null,
    step: 0,
  };
}
