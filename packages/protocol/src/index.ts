export * from './http';
export * from './ws';
export * from './replay';
export { diff, applyPatch } from './json-patch';
export { jsonDepthExceeds, jsonHasNul } from './json-depth';
export { cleanName, displayNameSchema, MAX_NAME_CHARS } from './names';
export { hasVisibleCharacter, stripIgnorable } from './visible-text';
export * from './chat';
export * from './tables';
