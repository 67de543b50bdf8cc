import { applyPatch, diff } from '../src';

describe('JSON Patch between two views', () => {
  const cases: [unknown, unknown][] = [
    [
      { a: 1, b: [1, 2, 3], c: { d: 'x' } },
      { a: 2, b: [1, 5], c: { e: null }, f: [] },
    ],
    [
      [1, 2],
      [1, 2, 3, 4],
    ],
    [{ 'a/b': 1, '~': 2 }, { 'a/b': 3 }],
    [{ x: [{ y: 1 }] }, { x: [{ y: 1, z: [true] }, { y: 2 }] }],
    [1, 'one'],
  ];
  test.each(cases)('diff then apply gives the new document (%#)', (before, after) => {
    expect(applyPatch(before, diff(before, after))).toEqual(after);
  });
  test('identical documents give an empty patch; apply does not touch its input', () => {
    const doc = { a: [1, { b: 2 }] };
    expect(diff(doc, structuredClone(doc))).toEqual([]);
    applyPatch(doc, [{ op: 'replace', path: '/a/0', value: 9 }]);
    expect(doc.a[0]).toBe(1);
  });
  test('a path that does not exist is an error', () => {
    expect(() => applyPatch({ a: 1 }, [{ op: 'replace', path: '/x/y', value: 1 }])).toThrow('does not exist');
    // A path starts with a slash; one that does not names nothing (it was read as if it did).
    expect(() => applyPatch({ a: { b: 1 } }, [{ op: 'replace', path: 'x/b', value: 2 }])).toThrow('does not exist');
  });
  test('a patch cannot change what the objects of the view inherit', () => {
    const doc = { a: { b: 1 } };
    for (const path of ['/__proto__/polluted', '/a/__proto__', '/a/__proto__/x'])
      expect(() => applyPatch(doc, [{ op: 'add', path, value: { evil: true } }], { adoptValues: true })).toThrow(
        'does not exist',
      );
    expect(Object.getPrototypeOf(doc.a)).toBe(Object.prototype);
  });
});

describe('array diffs stay small', () => {
  test('a card put on top of a pile, taken from the middle, or a pile emptied', () => {
    expect(diff({ pile: ['a', 'b', 'c'] }, { pile: ['x', 'a', 'b', 'c'] })).toEqual([
      { op: 'add', path: '/pile/0', value: 'x' },
    ]);
    expect(diff(['a', 'b', 'c', 'd'], ['a', 'c', 'd'])).toEqual([{ op: 'remove', path: '/1' }]);
    const many = Array.from({ length: 30 }, (_, i) => `card-${i}`);
    expect(diff({ pile: many }, { pile: [] })).toEqual([{ op: 'replace', path: '/pile', value: [] }]);
  });

  test('random edits of nested documents round-trip', () => {
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const randomDoc = (depth: number): unknown => {
      const k = rnd(depth > 2 ? 3 : 6);
      if (k === 0) return rnd(10);
      if (k === 1) return ['a', 'b', null, true][rnd(4)];
      if (k === 2) return null;
      if (k === 3) return Array.from({ length: rnd(6) }, () => randomDoc(depth + 1));
      return Object.fromEntries(
        Array.from({ length: rnd(5) }, (_, i) => [`k${rnd(6)}${i % 2 ? '/' : '~'}`, randomDoc(depth + 1)]),
      );
    };
    for (let i = 0; i < 500; i++) {
      const a = randomDoc(0);
      const b = randomDoc(0);
      const before = structuredClone(a);
      expect(applyPatch(a, diff(a, b))).toEqual(b);
      // Only the patched paths are copied; the input must come out untouched all the same.
      expect(a).toEqual(before);
    }
  });

  test('several operations under one container, and untouched parts shared', () => {
    const doc = { hand: ['a', 'b', 'c'], board: { x: [1], y: [2] } };
    const out = applyPatch(doc, [
      { op: 'remove', path: '/hand/0' },
      { op: 'add', path: '/hand/-', value: 'd' },
      { op: 'replace', path: '/board/x/0', value: 5 },
    ]);
    expect(out).toEqual({ hand: ['b', 'c', 'd'], board: { x: [5], y: [2] } });
    expect(doc).toEqual({ hand: ['a', 'b', 'c'], board: { x: [1], y: [2] } });
    expect(out.board.y).toBe(doc.board.y);
  });
});

describe('values of the operations', () => {
  const doc = { a: { list: [1] } };
  const value = { nested: [1, 2] };

  test('are copied by default, so the caller may reuse its patch', () => {
    const out = applyPatch(doc, [{ op: 'add', path: '/b', value }]);
    expect(out).toEqual({ a: { list: [1] }, b: { nested: [1, 2] } });
    expect((out as unknown as { b: unknown }).b).not.toBe(value);
  });

  test('are moved into the result as they are when adopted', () => {
    const out = applyPatch(
      doc,
      [
        { op: 'add', path: '/b', value },
        { op: 'replace', path: '/a/list/0', value: 7 },
      ],
      { adoptValues: true },
    );
    expect(out).toEqual({ a: { list: [7] }, b: { nested: [1, 2] } });
    expect((out as unknown as { b: unknown }).b).toBe(value);
    expect(doc).toEqual({ a: { list: [1] } });
  });
});
