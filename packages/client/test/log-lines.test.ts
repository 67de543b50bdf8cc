import { LogLines } from '../src/log-lines';

const line = (text: string) => ({ text });
const texts = (l: LogLines) => [...l].map((x) => x.text);

describe('LogLines', () => {
  test('appending gives a longer list and leaves the old one as it was', () => {
    const a = LogLines.empty.append([line('one')]);
    const b = a.append([line('two'), line('three')]);
    expect(texts(a)).toEqual(['one']);
    expect(texts(b)).toEqual(['one', 'two', 'three']);
    expect(b.length).toBe(3);
    expect(texts(LogLines.empty)).toEqual([]);
  });

  test('appending to an older list does not show up in a newer one, nor the other way round', () => {
    const a = LogLines.of([line('one')]);
    const b = a.append([line('two')]);
    const c = a.append([line('other')]);
    expect(texts(b)).toEqual(['one', 'two']);
    expect(texts(c)).toEqual(['one', 'other']);
    expect(texts(b.append([line('three')]))).toEqual(['one', 'two', 'three']);
    expect(texts(c)).toEqual(['one', 'other']);
  });

  test('appending nothing returns the same list; at() counts from either end; toArray copies', () => {
    const a = LogLines.of([line('one'), line('two')]);
    expect(a.append([])).toBe(a);
    expect(a.at(0)?.text).toBe('one');
    expect(a.at(-1)?.text).toBe('two');
    expect(a.at(2)).toBeUndefined();
    expect(a.at(-3)).toBeUndefined();
    const arr = a.toArray();
    arr.push(line('three'));
    expect(a.length).toBe(2);
  });

  test('of() copies its input, so changing that array later changes nothing', () => {
    const source = [line('one')];
    const a = LogLines.of(source);
    source.push(line('two'));
    expect(texts(a.append([line('three')]))).toEqual(['one', 'three']);
  });
});
