import type { ContractDeck, UsState } from '../state';

/**
 * The contract rail is cut into segments by the open decks. Each segment is
 * a run of boxes (indices into contracts.boxes, 0 = 5 AP ... 4 = 1 AP) fed
 * by one deck; cards slide only inside their segment.
 */
export interface RailSegment {
  boxes: number[];
  deck: ContractDeck;
}

export function railSegments(s: UsState): RailSegment[] {
  if (!s.contracts.open.city) return [{ boxes: [0, 1, 2, 3, 4], deck: 'town' }];
  if (!s.contracts.open.metropolis)
    return [
      { boxes: [0], deck: 'town' },
      { boxes: [1, 2, 3, 4], deck: 'city' },
    ];
  return [
    { boxes: [0], deck: 'town' },
    { boxes: [1], deck: 'city' },
    { boxes: [2, 3, 4], deck: 'metropolis' },
  ];
}

/** Moves the cards of each segment towards its 1 AP end, keeping their order. */
export function compact(boxes: (string | null)[], indices: number[]): void {
  const cards = indices.map((i) => boxes[i]).filter((id): id is string => id !== null);
  const empties = indices.length - cards.length;
  indices.forEach((box, k) => {
    boxes[box] = k < empties ? null : cards[k - empties];
  });
}
