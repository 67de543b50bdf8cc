export * from './http';
export * from './ws';
export * from './replay';
export { diff, applyPatch } from './json-patch';
export { jsonDepthExceeds, jsonHasNul } from './json-depth';
export { displayNameSchema } from './names';
export * from './chat';
