import { Progress } from '../../../scripts/progress';

/** A stand-in for stderr that records what is written. */
function stream(isTTY: boolean, columns = 60) {
  const written: string[] = [];
  return {
    written,
    stream: { isTTY, columns, write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream,
  };
}

describe('progress lines of long commands', () => {
  it('draws a bar with the count on a terminal, and clears it at the end', () => {
    const out = stream(true);
    const p = new Progress('games', 4, out.stream);
    p.tick(4, '0 errors');
    expect(out.written.at(-1)).toMatch(/^\rgames \[#{24}\] 4\/4 · \d+ s · 0 errors/);
    expect(out.written.at(-1)!.length).toBe(60); // the carriage return and one column short of the width
    p.done();
    expect(out.written.at(-1)).toMatch(/^\r +\r$/);
  });

  it('writes nothing when the output is piped', () => {
    const out = stream(false);
    const p = new Progress('games', 4, out.stream);
    p.tick(1);
    p.done();
    expect(out.written).toEqual([]);
  });

  it('copes with a terminal that reports no width', () => {
    const out = stream(true, 0);
    const p = new Progress('seeks', null, out.stream);
    p.tick(7);
    p.done();
    expect(out.written[0]).toMatch(/^\rseeks 7 · /);
  });
});
