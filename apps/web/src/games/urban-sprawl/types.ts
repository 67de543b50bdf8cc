/**
 * Types the browser shares with the rules package. Only types, data and board
 * geometry come from there; the browser never runs the engine.
 */
export type { UsView, PendingView, PlayerView } from '@sprawl/rules/src/urban-sprawl/view';
export type { UsAction } from '@sprawl/rules/src/urban-sprawl/actions';
export type { Building, ContractDeck, MarkerId, Office, Vocation, Zone, BuildingZone, ContractSource } from '@sprawl/rules/src/urban-sprawl/state';
export type { Outcome, Standing, LogLine } from '@sprawl/rules/src/game';
export type { SeatStatus } from '@sprawl/protocol';
