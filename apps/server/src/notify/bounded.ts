/**
 * Runs `work` on every item, at most `bound` at once, and resolves with
 * each result in the items' order (a rejection rejects the whole, so
 * `work` should answer rather than throw). A seat's push devices are sent
 * to side by side this way: ten that never answer cost about three
 * timeouts, not ten, and no more than `bound` sockets.
 */
export async function eachBounded<T, R>(
  items: readonly T[],
  bound: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(bound, items.length) }, worker));
  return results;
}
