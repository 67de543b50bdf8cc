import type { SetupArgs } from '../game';
import { nextInt, seedRng, shuffle } from '../rng';
import { CONTENT } from './content/catalog';
import { SUITS, type Suit } from './content/schema';
import type { UrOptions } from './options';
import { HAND_SIZE, POOL_SIZE, type UrState } from './state';

const perSuit = <T>(value: T) => Object.fromEntries(SUITS.map((s) => [s, value])) as Record<Suit, T>;

/** Setup steps 2-8 of the rulebook, all randomness from the seeded generator. */
export function setup({ seed, seats }: SetupArgs<UrOptions>): UrState {
  if (!Number.isInteger(seats) || seats < 2 || seats > 5) throw new Error('Urbania is for 2 to 5 players.');
  const rng = seedRng(seed);
  const tiles = shuffle(
    rng,
    CONTENT.tiles.map((t) => t.id),
  );
  // The first five shuffled tiles go to the centre renewed; the rest fill the districts in order.
  const centre: number[] = [];
  const outer: number[] = [];
  CONTENT.districts.forEach((d, square) => (d === 'center' ? centre : outer).push(square));
  const board = new Array(49);
  centre.forEach((square, i) => (board[square] = { tile: tiles[i], renewed: true, renewedBy: null }));
  outer.forEach((square, i) => (board[square] = { tile: tiles[centre.length + i], renewed: false, renewedBy: null }));

  const buildingValue = perSuit(0);
  for (const square of centre) {
    const type = CONTENT.tile[board[square].tile].type;
    if (type !== 'residential') buildingValue[type]++;
  }

  const resourcePile = shuffle(
    rng,
    CONTENT.resources.map((c) => c.id),
  );
  const players = Array.from({ length: seats }, () => ({
    score: 0,
    hand: resourcePile.splice(resourcePile.length - HAND_SIZE, HAND_SIZE),
    projects: [] as string[],
    front: [] as string[],
    submitted: [] as string[],
    ledger: { renew: 0, specialists: 0, submit: 0, projects: 0 },
  }));
  const pool = resourcePile.splice(resourcePile.length - POOL_SIZE, POOL_SIZE);
  const projectPile = shuffle(
    rng,
    CONTENT.projects.map((p) => p.id),
  );
  const startPlayer = nextInt(rng, seats);

  return {
    game: 'urbania',
    step: 0,
    rng,
    board,
    buildingValue,
    specialistValue: perSuit(1),
    specialistOwner: perSuit<number | null>(null),
    resourcePile,
    pool,
    discard: [],
    projectPile,
    players,
    startPlayer,
    turn: { active: startPlayer, round: 1, actionsLeft: 2 },
    pending: null,
    endRound: null,
    phase: 'play',
    final: null,
  };
}
