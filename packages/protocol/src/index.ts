export * from './http';
export * from './ws';
export { diff, applyPatch } from './json-patch';
