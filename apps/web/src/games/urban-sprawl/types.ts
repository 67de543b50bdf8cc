/**
 * Types the browser shares with the rules package. Only types, data and board
 * geometry come from there; the browser never runs the engine.
 */
export type {
  UsView,
  PendingView,
  PlayerView,
  UsAction,
  Building,
  ContractDeck,
  MarkerId,
  Office,
  Vocation,
  Zone,
  BuildingZone,
  ContractSource,
} from '@sprawl/rules/urban-sprawl/table';
export type { Outcome, Standing, LogLine } from '@sprawl/rules';
export type { SeatStatus } from '@sprawl/protocol';
