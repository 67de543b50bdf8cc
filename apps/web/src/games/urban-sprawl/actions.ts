import {
  CONTRACT_BOX_COSTS,
  CONTRACT_TOP_COSTS,
  PLANNING_BOX_COSTS,
  PLANNING_TOP_COST,
} from '@sprawl/rules/urban-sprawl/table';
import type { ContractSource, UsAction, UsView } from './types';

export { CONTRACT_BOX_COSTS, CONTRACT_TOP_COSTS, PLANNING_BOX_COSTS, PLANNING_TOP_COST };

export type BuildAction = Extract<UsAction, { type: 'build' }>;
export type ActionOf<T extends UsAction['type']> = Extract<UsAction, { type: T }>;

export const ofType = <T extends UsAction['type']>(legal: UsAction[], type: T): ActionOf<T>[] =>
  legal.filter((a): a is ActionOf<T> => a.type === type);

/** A stable key for a contract source ({box}, {top} or {favor}). */
export const sourceKey = (from: ContractSource): string =>
  'box' in from ? `box:${from.box}` : 'top' in from ? `top:${from.top}` : `favor:${from.favor}`;

export const sameSource = (a: ContractSource, b: ContractSource): boolean => sourceKey(a) === sourceKey(b);

/** The contract card a source names, in this view. */
export function contractAt(view: UsView, from: ContractSource): string | null {
  if ('box' in from) return view.contracts.boxes[from.box] ?? null;
  if ('top' in from) return view.contracts.tops[from.top];
  return from.favor;
}

/** The AP a contract source costs (a favor costs nothing more). */
export function sourceCost(from: ContractSource): number {
  if ('box' in from) return CONTRACT_BOX_COSTS[from.box];
  if ('top' in from) return CONTRACT_TOP_COSTS[from.top];
  return 0;
}

export const planningCost = (from: 'top' | number): number =>
  from === 'top' ? PLANNING_TOP_COST : PLANNING_BOX_COSTS[from];

/** The legal builds grouped by contract source. */
export function buildsBySource(legal: UsAction[]): Map<string, BuildAction[]> {
  const out = new Map<string, BuildAction[]>();
  for (const a of ofType(legal, 'build')) {
    const k = sourceKey(a.from);
    const list = out.get(k) ?? [];
    list.push(a);
    out.set(k, list);
  }
  return out;
}

export const sameAction = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
