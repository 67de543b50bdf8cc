import { NextRead } from '../src/rooms/next-read';

/*
 * Issue 52: a table's hellos arrive a few ms apart, each after its own
 * handshake; the first read waits a moment for the others, and each caller
 * still gets an answer read after it asked.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read that counts its calls and answers with its number after `ms`. */
function countedRead(ms: number) {
  let begun = 0;
  return {
    begun: () => begun,
    read: async () => {
      const n = ++begun;
      await sleep(ms);
      return n;
    },
  };
}

test('callers a few ms apart share one read that begins after the last of them asked', async () => {
  const reads = countedRead(5);
  const next = new NextRead(reads.read, 20);
  const first = next.get('room');
  await sleep(5);
  const second = next.get('room');
  expect(reads.begun()).toBe(0);
  expect(await Promise.all([first, second])).toEqual([1, 1]);
});

test('a caller who comes once the read has begun gets the next one', async () => {
  const reads = countedRead(30);
  const next = new NextRead(reads.read, 5);
  const first = next.get('room');
  await sleep(15);
  expect(reads.begun()).toBe(1);
  const second = next.get('room');
  const third = next.get('room');
  expect(await Promise.all([first, second, third])).toEqual([1, 2, 2]);
});
