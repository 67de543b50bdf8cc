import os from 'node:os';
import { Piscina } from 'piscina';
import { THINKING_NICENESS } from '../src/bots/thread-priority';
import { thinkWorkerFile } from '../src/bots/worker-file';

const linux = process.platform === 'linux';

(linux ? describe : describe.skip)('think threads yield to people', () => {
  it('run at a lower priority than the event loop, which keeps its own', async () => {
    const before = os.getPriority();
    const pool = new Piscina({ filename: thinkWorkerFile(), maxThreads: 1, minThreads: 0 });
    try {
      const niceness = (await pool.run(null, { name: 'threadNiceness' })) as number | null;
      expect(niceness).toBe(Math.max(before, THINKING_NICENESS));
      // On Linux os.getPriority() reads the main thread's own value: the worker's change stayed in the worker.
      expect(os.getPriority()).toBe(before);
    } finally {
      await pool.destroy();
    }
  });
});
