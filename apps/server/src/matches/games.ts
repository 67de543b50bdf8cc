import { urbanSprawl } from '@sprawl/rules';

/** The games this server runs, by id. */
export const GAMES = { 'urban-sprawl': urbanSprawl } as const;
export type GameId = keyof typeof GAMES;
export type Game = (typeof GAMES)[GameId];
export type GameState = ReturnType<Game['setup']>;
export type GameAction = Game extends { legalActions: (...args: never[]) => (infer A)[] } ? A : never;
