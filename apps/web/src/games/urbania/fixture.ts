import type { UrAction, UrView } from '@sprawl/rules/urbania/table';

/**
 * One stored Urbania table for the dev pages: what a seat, or a spectator,
 * was told. Made from real engine states by scripts/make-urbania-fixtures.ts.
 */
export interface UrbaniaFixture {
  view: UrView;
  seat: number | null;
  legal: UrAction[];
  prompts: { seat: number; kind: string; text: string; options: unknown[] }[];
  canUndo: boolean;
  names: string[];
  log: { text: string; seat?: number }[];
}

export type UrbaniaFixtures = Record<string, UrbaniaFixture>;
