import type { Suit, UrAction } from './content';

/**
 * Looks things up in the server's list of legal moves. Nothing here decides
 * what is allowed: a control is live exactly when its move is in the list, and
 * the move sent is that very entry.
 */

type Of<T extends UrAction['type']> = Extract<UrAction, { type: T }>;

export function ofType<T extends UrAction['type']>(legal: UrAction[], type: T): Of<T>[] {
  return legal.filter((a): a is Of<T> => a.type === type);
}

export const renewOf = (legal: UrAction[], square: number) =>
  ofType(legal, 'renew').find((a) => a.square === square) ?? null;
export const hireOf = (legal: UrAction[], suit: Suit) =>
  ofType(legal, 'hire').find((a) => a.specialist === suit) ?? null;
export const pickOf = (legal: UrAction[], card: string) => ofType(legal, 'pick').find((a) => a.card === card) ?? null;
export const submitOf = (legal: UrAction[], project: string) =>
  ofType(legal, 'submit').find((a) => a.project === project) ?? null;
export const takeOf = (legal: UrAction[], from: 'pool' | 'resources' | 'projects', card?: string) =>
  ofType(legal, 'take').find((a) => a.from === from && (from !== 'pool' || a.card === card)) ?? null;
export const simpleOf = (legal: UrAction[], type: 'refreshPool' | 'decline' | 'pass') =>
  legal.find((a) => a.type === type) ?? null;
