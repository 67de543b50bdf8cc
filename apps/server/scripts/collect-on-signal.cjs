// Loaded into a benchmark's server process only (bench-starts.ts, with --expose-gc): SIGWINCH makes the server
// collect all its garbage, so that the memory read next is what the live matches hold, not what a collection
// happened to leave behind. Two collections: the first may leave objects that only the second can free.
process.on('SIGWINCH', () => {
  global.gc();
  global.gc();
});
