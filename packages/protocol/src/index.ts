export * from './http';
export * from './ws';
export * from './replay';
export { diff, applyPatch } from './json-patch';
