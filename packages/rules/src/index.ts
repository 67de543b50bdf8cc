export * from './game';
export { cloneJson } from './clone';
export { urbanSprawl } from './urban-sprawl';
export type { UsAction, UsState, UsView, UsOptions, PendingView, PlayerView } from './urban-sprawl';
export { permitPayments, renderLogText } from './urban-sprawl';
export { playRandomGame, randomMove } from './testing/random-play';
export { seedRng, nextInt, type RngState } from './rng';
export { urbania, urbaniaContent } from './urbania';
export type { UrAction, UrState, UrView, UrOptions, UrPlayerView, UrPendingView } from './urbania';
