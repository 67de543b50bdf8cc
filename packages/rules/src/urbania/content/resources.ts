import type { Suit } from './schema';

/**
 * The 60 resource cards, 10 per suit (rulebook). The icon mix per card is not
 * published; ours keeps the kinds the rulebook's examples show (a $1 + 2 worker
 * card, a $3 card, a $2 card, a rainbow worker + $1 card, a 3-worker card with
 * no coin) and a rainbow coin (public reviews). Every suit gets the same ten.
 * Rows: [workers, rainbow workers, coins, rainbow coins, count, provenance code].
 */
type Row = [number, number, number, number, number, 'r' | 'p' | ''];

const PER_SUIT: Row[] = [
  [3, 0, 0, 0, 2, 'r'], // three workers, no coin: the rulebook's discarded kind
  [2, 0, 1, 0, 2, 'r'], // 2 workers + $1 (Bob's factory card, Ron's red card)
  [1, 0, 1, 0, 1, ''],
  [1, 0, 2, 0, 1, ''],
  [0, 0, 2, 0, 1, 'r'], // $2 (Pete's green cards)
  [0, 0, 3, 0, 1, 'r'], // $3 (the parks card in Bob's pool)
  [0, 1, 1, 0, 1, 'r'], // rainbow worker + $1 (Ron's pink card)
  [2, 0, 0, 1, 1, 'p'], // 2 workers + a rainbow coin (Hiew's review shows a multicoloured coin)
];

const SUITS: Suit[] = ['factory', 'bank', 'hospital', 'business', 'school', 'park'];
const PROVENANCE = { r: 'rulebook', p: 'public', '': 'authored' } as const;

function rows(): unknown[] {
  const out: unknown[] = [];
  let n = 0;
  for (const suit of SUITS) {
    for (const [workers, rainbowWorkers, coins, rainbowCoins, count, code] of PER_SUIT) {
      for (let i = 0; i < count; i++) {
        n++;
        out.push({
          id: `r${String(n).padStart(2, '0')}`,
          suit,
          workers,
          rainbowWorkers,
          coins,
          rainbowCoins,
          provenance: PROVENANCE[code],
        });
      }
    }
  }
  return out;
}

export const RAW_RESOURCES: unknown[] = rows();
