import { IntlMessageFormat } from 'intl-messageformat';
import { UI_EN } from '../src/i18n/ui-en';
import { UI_IT } from '../src/i18n/ui-it';
import { REFUSALS_EN } from '../src/i18n/refusals-en';
import { REFUSALS_IT } from '../src/i18n/refusals-it';
import { changeLocale, t, wingT } from '../src/i18n/i18n';
import type { UiKey } from '../src/i18n/ui-en';
import { loadEveryWord, WING_UI } from './support/every-word';

/**
 * The page's own words: every key in both languages (tsc checks it too,
 * through the Italian catalogues' types; this catches a catalogue loosened
 * to a plain record), the same placeholders on both sides, and every
 * sentence renders through i18next-icu without an ICU syntax error.
 */
const placeholders = (s: string): string[] => [...new Set([...s.matchAll(/\{(\w+)(?:[,}])/g)].map((m) => m[1]))].sort();
type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }>; children?: Node[] };
/** Whether a plural prints its number (`#`) or only chooses words by it. */
const printsNumber = (nodes: Node[]): boolean =>
  nodes.some((n) => n.type === 7 || Object.values(n.options ?? {}).some((o) => printsNumber(o.value)));
/**
 * The values a sentence shows, read from its ICU syntax tree: one a language
 * only chooses words by (English's "a"/"an" by the zone, Italian's
 * "civico"/"civica") may be missing from the other.
 */
function shown(s: string): string[] {
  const out = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      // argument, number, date, time; a plural only if it prints its number.
      if (n.value !== undefined && [1, 2, 3, 4].includes(n.type)) out.add(n.value);
      if (n.type === 6 && n.value !== undefined && Object.values(n.options ?? {}).some((o) => printsNumber(o.value)))
        out.add(n.value);
      for (const o of Object.values(n.options ?? {})) walk(o.value);
      if (n.children) walk(n.children);
    }
  };
  walk(new IntlMessageFormat(s, 'en').getAst() as Node[]);
  return [...out].sort();
}

/** `t` over every key, the wings' too. */
const say = wingT<string>();

/** The shared catalogue and each wing's, by name. */
const UI: ReadonlyArray<readonly [string, Record<string, string>, Record<string, string>]> = [
  ['ui', UI_EN, UI_IT],
  ...WING_UI,
  ['refusals', REFUSALS_EN, REFUSALS_IT],
];

describe("the page's own words", () => {
  beforeAll(loadEveryWord);
  afterAll(() => changeLocale('en'));

  test.each(UI)('every %s key exists in English and in Italian, with the same placeholders', (_name, en, it) => {
    expect(Object.keys(it).sort()).toEqual(Object.keys(en).sort());
    const differ = Object.entries(en).filter(
      ([k, v]) => shown(v).join() !== shown((it as Record<string, string>)[k] ?? '').join(),
    );
    expect(differ.map(([k]) => k)).toEqual([]);
    const empty = Object.entries(it)
      .filter(([, v]) => !String(v).trim())
      .map(([k]) => k);
    expect(empty).toEqual([]);
  });

  test('English says "an" before a vowel sound in the card notes, whichever zone or vocation is put in', async () => {
    await changeLocale('en');
    const said = [
      ...(['CIV', 'COM', 'IND', 'RES'] as const).map((code) =>
        say('ui.us.note.builds', {
          code,
          zoneLower: { CIV: 'civic', COM: 'commercial', IND: 'industrial', RES: 'residential' }[code],
          zone: code,
          lots: 2,
        }),
      ),
      ...[
        'MEDIA',
        'FINANCE',
        'EDUCATION',
        'TRANSPORTATION',
        'ENTERTAINMENT',
        'PUBLIC_SERVICE',
        'HEALTHCARE',
        'FACTORY',
      ].map((kind) =>
        say('ui.us.note.vocation', { kind, name: kind.charAt(0) + kind.slice(1).toLowerCase(), value: 1 }),
      ),
      say('ui.us.note.permit', { lots: 2, zones: 'Industrial or Civic' }),
    ];
    expect(said.filter((line) => /\b[Aa] [AEIOUaeiou]/.test(line))).toEqual([]);
    expect(said[2]).toBe(
      "Builds an industrial building on 2 lots: pay 2 IND permits, the action points of its slot and the block's value in wealth.",
    );
    expect(said.some((line) => line.includes('brings you an Education vocation'))).toBe(true);
  });

  test.each(['en', 'it'] as const)('every sentence renders in %s with its placeholders filled', async (locale) => {
    await changeLocale(locale);
    const leftover: string[] = [];
    for (const [, en] of UI.filter(([name]) => name !== 'refusals')) {
      for (const key of Object.keys(en) as UiKey[]) {
        const values = Object.fromEntries(placeholders(en[key]).map((p) => [p, 2]));
        const said = say(key, values);
        if (said === key || /\{\w+\}/.test(said)) leftover.push(`${key}: ${said}`);
      }
    }
    expect(leftover).toEqual([]);
  });

  test('Italian: a building agrees with its zone, and a payment names its workers once', async () => {
    await changeLocale('it');
    const names = { CIV: 'Civica', COM: 'Commerciale', IND: 'Industriale', RES: 'Residenziale' } as const;
    const said = (['CIV', 'COM', 'IND', 'RES'] as const).flatMap((code) => [
      say('ui.board.building', { zone: names[code], code, lots: 2 }),
      say('ui.us.note.builds', { code, zone: names[code], zoneLower: names[code].toLowerCase(), lots: 1 }),
      say('ui.us.wizard.demolished', { zone: names[code], code, lots: 3 }),
    ]);
    expect(said.filter((line) => /edifici[oi] civica|Edificio Civica/i.test(line))).toEqual([]);
    expect(said[0]).toBe('Edificio civico (CIV), 2 lotti');
    expect(said[2]).toBe('un edificio civico di 3 lotti');
    const workers = say('ui.ur.pay.progress', { unit: 'worker', paid: 2, cost: 3, owed: 1 });
    expect(workers).toBe('Operai pagati: 2 su 3; ne manca ancora 1.');
    expect(say('ui.ur.pay.progress', { unit: 'coin', paid: 2, cost: 5, owed: 3 })).toBe(
      'Pagati $2 su $5; mancano ancora $3.',
    );
    expect(say('ui.ur.theirTurn', { name: 'Ada' })).toBe('è il turno di Ada');
    await changeLocale('en');
    expect(say('ui.ur.pay.progress', { unit: 'worker', paid: 1, cost: 3, owed: 2 })).toBe(
      '1 of 3 workers paid; 2 still owed.',
    );
  });

  test("Italian: the reader's slips stay mended (issue 50 items 12, 13)", async () => {
    await changeLocale('it');
    expect(t('ui.tables.waitingFor', { who: t('ui.common.youAfterPreposition') })).toBe('In attesa di: te');
    expect([t('ui.tables.finished'), t('ui.tables.finishedStatus')]).toEqual(['Partite finite', 'Finita']);
    expect([say('ui.us.undo'), say('ui.ur.undo')]).toEqual(['Annulla mossa', 'Annulla mossa']);
    expect(t('ui.common.cancel')).toBe('Annulla');
    expect(t('ui.replay.tookBack', { who: 'Ada' })).toBe('Ada ha annullato la sua ultima mossa.');
    expect(t('ui.lobby.askToLeave')).toBe('Fai uscire');
    expect(say('ui.ur.card.pays', { what: '3 operai' })).toBe('Vale 3 operai.');
    expect(t('ui.join.invitedBy', { host: 'Ada', game: 'Urban Sprawl' })).toBe(
      'Ada ti invita a una partita di Urban Sprawl.',
    );
    // The rulebook's terms (item 16): the short game, the Urban Renewal badge, the vocation tile, the pawn.
    expect(t('ui.option.urban-sprawl.variant.short')).toBe('Corto');
    expect(say('ui.us.renewalShort')).toBe('RU');
    expect(say('ui.us.scoresPer', { vocation: 'Finanza', n: 2 })).toContain('per tessera professionista');
    expect(say('ui.us.pawn')).toBe('Pedina arancione');
    // Neutral words: nothing that makes a player, a host or a winner a man.
    const gendered = UI.flatMap(([, , it]) =>
      Object.entries(it).filter(([, v]) => /\b(invitato|tornato|per lui|vincitore|l’host)\b/i.test(String(v))),
    ).map(([k, v]) => `${k}: ${v}`);
    expect(gendered).toEqual([]);
  });

  test('plurals and numbers follow the language', async () => {
    await changeLocale('it');
    expect(t('ui.common.players', { n: 1 })).toBe('1 giocatore');
    expect(t('ui.common.players', { n: 3 })).toBe('3 giocatori');
    await changeLocale('en');
    expect(t('ui.common.players', { n: 1 })).toBe('1 player');
  });
});
