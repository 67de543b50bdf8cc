import { applyPatch, diff } from '../src';

describe('JSON Patch between two views', () => {
  const cases: [unknown, unknown][] = [
    [{ a: 1, b: [1, 2, 3], c: { d: 'x' } }, { a: 2, b: [1, 5], c: { e: null }, f: [] }],
    [[1, 2], [1, 2, 3, 4]],
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
  });
});
