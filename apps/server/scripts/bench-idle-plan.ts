/** What bench-idle.ts tells its server process (bench-idle-server.ts). */
/** Where, which copies to bring back, and what they must look like. */
export interface IdleBenchPlan {
  url: string;
  /** Room and match of the source; copy g is `${id}-${g}`, seat i's token `bench-idle-token-${g}-${i}`. */
  roomId: string;
  matchId: string;
  copies: number;
  samples: number;
  /** The full state message per seat, without the match id, as the playing server held it. */
  views: unknown[];
  stateHash: string;
  /** A legal move at that position, for bringing matches back with a move. */
  next: { seat: number; action: unknown };
}

/** A full state message compared as values, without the match id (the copies' ids differ). */
export function withoutMatchId(message: object): unknown {
  // Compared as values: a state read back from jsonb has its keys in PostgreSQL's order.
  const { matchId: _, ...rest } = JSON.parse(JSON.stringify(message)) as { matchId: string };
  return rest;
}
