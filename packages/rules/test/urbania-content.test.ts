import { CONTENT } from '../src/urbania/content/catalog';
import { projectSchema, resourceCardSchema, tileSchema } from '../src/urbania/content/schema';

describe('Urbania content is validated data with its provenance', () => {
  test('the rulebook counts: 49 tiles (6 per commercial type, 13 residential), 60 resources (10 a suit), 31 projects of 4 kinds, 6 specialists', () => {
    const count = <T>(xs: T[], key: (x: T) => string) =>
      xs.reduce<Record<string, number>>((m, x) => ({ ...m, [key(x)]: (m[key(x)] ?? 0) + 1 }), {});
    expect(count(CONTENT.tiles, (t) => t.type)).toEqual({
      factory: 6,
      bank: 6,
      hospital: 6,
      business: 6,
      school: 6,
      park: 6,
      residential: 13,
    });
    expect(count(CONTENT.resources, (c) => c.suit)).toEqual({
      factory: 10,
      bank: 10,
      hospital: 10,
      business: 10,
      school: 10,
      park: 10,
    });
    expect(CONTENT.projects).toHaveLength(31);
    expect(Object.keys(count(CONTENT.projects, (p) => p.kind)).sort()).toEqual([
      'building',
      'district',
      'pair',
      'specialist',
    ]);
    expect(Object.keys(CONTENT.specialist)).toHaveLength(6);
  });

  test('the board: a 5-square centre cross and four districts of 11 squares', () => {
    const d = CONTENT.districts;
    expect([17, 23, 24, 25, 31].map((i) => d[i])).toEqual(['center', 'center', 'center', 'center', 'center']);
    for (const name of ['NW', 'NE', 'SW', 'SE']) expect(d.filter((x) => x === name)).toHaveLength(11);
    // Each district is one connected area.
    for (const name of ['NW', 'NE', 'SW', 'SE']) {
      const squares = d.map((x, i) => (x === name ? i : -1)).filter((i) => i >= 0);
      const reached = new Set([squares[0]]);
      for (let grew = true; grew;) {
        grew = false;
        for (const i of squares) {
          if (reached.has(i)) continue;
          if ([i - 7, i + 7, i % 7 ? i - 1 : -1, i % 7 < 6 ? i + 1 : -1].some((n) => reached.has(n))) {
            reached.add(i);
            grew = true;
          }
        }
      }
      expect(reached.size).toBe(11);
    }
  });

  test('the facts the rulebook states are marked rulebook', () => {
    expect(CONTENT.tiles.filter((t) => t.provenance === 'rulebook')).toEqual([
      expect.objectContaining({ type: 'hospital', cost: 3, vp: 4, cardIcon: true }),
    ]);
    expect(CONTENT.track.cardIcons).toContainEqual({ space: 4, provenance: 'rulebook' });
    expect(CONTENT.track.top).toBeGreaterThanOrEqual(9); // the Banker reaches 9 in an example
    expect(CONTENT.specialist.park).toMatchObject({ name: 'Parks Director', provenance: 'rulebook' });
    const rulebookProjects = CONTENT.projects.filter((p) => p.provenance === 'rulebook');
    expect(rulebookProjects).toHaveLength(4);
    for (const x of [...CONTENT.tiles, ...CONTENT.resources, ...CONTENT.projects])
      expect(['rulebook', 'public', 'authored']).toContain(x.provenance);
  });

  test('every suit has the same card mix, so no colour is favoured; every card shows 2 or 3 icons', () => {
    const mix = (suit: string) =>
      CONTENT.resources
        .filter((c) => c.suit === suit)
        .map((c) => `${c.workers}${c.rainbowWorkers}${c.coins}${c.rainbowCoins}`)
        .sort()
        .join();
    for (const suit of ['bank', 'hospital', 'business', 'school', 'park']) expect(mix(suit)).toBe(mix('factory'));
    for (const c of CONTENT.resources)
      expect([2, 3]).toContain(c.workers + c.rainbowWorkers + c.coins + c.rainbowCoins);
  });

  test('malformed entries are refused with the field named', () => {
    expect(
      tileSchema.safeParse({ id: 't01', type: 'castle', cost: 2, vp: 2, cardIcon: false, provenance: 'authored' })
        .success,
    ).toBe(false);
    expect(tileSchema.safeParse({ id: 't01', type: 'bank', cost: 2, vp: 2, cardIcon: false }).success).toBe(false);
    expect(
      resourceCardSchema.safeParse({
        id: 'r01',
        suit: 'bank',
        workers: 1,
        rainbowWorkers: 0,
        coins: 0,
        rainbowCoins: 0,
        provenance: 'authored',
      }).success,
    ).toBe(false);
    expect(
      projectSchema.safeParse({ id: 'p01', kind: 'pair', specialists: ['bank', 'bank'], provenance: 'authored' })
        .success,
    ).toBe(false);
  });
});
