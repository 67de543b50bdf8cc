// `@sprawl/client/node`: the Node-only socket factory, kept out of the main entry so browser bundles never pull in `ws`.
export * from './src/node';
