import type { BuildingFilter, Card, Effect, PlayerRef, Restriction } from './schema';
import { listParam, type Param } from '../../words/message';
import { renderMessage } from '../../words/render';
import { US_VOICE, usMsg, type UsMessage } from '../messages';
import { cardName } from '../catalog';
import { vocationWord, zoneName, zoneWord } from '../words';

/**
 * Card texts as words, generated from the effect data: each phrase is a
 * message of the catalogues (messages/en.ts, it.ts), so a card's text exists
 * in every language its effect vocabulary does. The catalogue
 * (`npm run cards`), the game log and the browser all show these sentences.
 */

const officeThe = (office: string) => usMsg(`us.officeThe.${office}` as UsMessage['key']);

function player(ref: PlayerRef): UsMessage {
  if (typeof ref === 'object') return officeThe(ref.office);
  return usMsg(`us.who.${ref}`);
}

/** "3 wealth and 2 prestige". */
export function amountWords(a: { wealth?: number; prestige?: number }): UsMessage {
  if (a.wealth && a.prestige) return usMsg('us.amount.both', { wealth: a.wealth, prestige: a.prestige });
  return a.wealth
    ? usMsg('us.amount.wealth', { wealth: a.wealth })
    : usMsg('us.amount.prestige', { prestige: a.prestige ?? 0 });
}

const feature = (f: 'water' | 'wilderness' | 'park') => usMsg(`us.feature.${f}`);

/**
 * "3-lot Commercial building", "Residential or Civic building adjacent to
 * water in these rows"... `article` is for languages that put one inside the
 * phrase (Italian: "l’edificio", "un edificio"); English templates say it.
 * `held` marks buildings counted only where their owner controls them: a
 * language may say so inside the phrase, next to the noun (Italian: "ogni
 * edificio residenziale che controlla, in queste file"), where English says
 * "they control" after it.
 */
export function buildings(f: BuildingFilter, article: 'the' | 'a' | 'none' = 'none', held = false): UsMessage {
  const part = (on: unknown, m: () => UsMessage): Param => (on ? m() : '');
  const controller = f.controller ?? 'any';
  const sizes = f.sizes ?? [];
  return usMsg('us.filter', {
    control: part(controller === 'controlled' || controller === 'uncontrolled', () =>
      usMsg(controller === 'controlled' ? 'us.filter.controlled' : 'us.filter.uncontrolled'),
    ),
    size: part(f.sizes, () =>
      usMsg('us.filter.size', { sizes: listParam(sizes, 'or'), last: sizes[sizes.length - 1] ?? 1 }),
    ),
    zones: part(f.zones, () =>
      usMsg('us.filter.zones', {
        zones: listParam(
          (f.zones ?? []).map((z) => zoneWord(z)),
          'or',
        ),
      }),
    ),
    noun: usMsg('us.filter.noun', {
      noun: f.zones && f.zones.every((z) => z === 'PARK') ? 'park' : 'building',
      article,
    }),
    near: part(f.adjacentTo, () => usMsg('us.filter.near', { feature: feature(f.adjacentTo ?? 'water') })),
    area: part(f.area && f.area !== 'anywhere', () =>
      usMsg(`us.filter.${f.area as 'theseRows' | 'chosenRow' | 'otherRow'}`),
    ),
    owner: part(controller === 'actor' || controller === 'opponents', () =>
      usMsg(controller === 'actor' ? 'us.filter.actor' : 'us.filter.opponents'),
    ),
    held: part(held, () => usMsg('us.filter.held')),
  });
}

/** A card effect in words. */
export function describeEffect(e: Effect): UsMessage {
  // Effects are logged each time they run; the card set's effect objects never change, so their words are kept.
  let words = described.get(e);
  if (words === undefined) {
    words = wordsOf(e);
    described.set(e, words);
  }
  return words;
}

const described = new WeakMap<Effect, UsMessage>();
const yes = (b: boolean) => (b ? 'yes' : 'no');

function wordsOf(e: Effect): UsMessage {
  switch (e.op) {
    case 'milestone':
      return usMsg(`us.effect.${e.milestone}`);
    case 'grantExtraFavor':
      return usMsg('us.effect.grantExtraFavor');
    case 'gain': {
      const theirs = e.who === 'controllers' || e.who === 'everyone' || e.who === 'opponents';
      const base = { who: player(e.who), you: yes(e.who === 'actor'), amount: amountWords(e) };
      return e.per
        ? usMsg('us.effect.gainPer', { ...base, per: buildings(e.per, 'none', theirs), theirs: yes(theirs) })
        : usMsg('us.effect.gain', base);
    }
    case 'lose': {
      const base = { who: player(e.who), you: yes(e.who === 'actor'), amount: amountWords(e) };
      const theirs = e.who === 'controllers' || e.who === 'everyone';
      return e.per
        ? usMsg('us.effect.losePer', { ...base, per: buildings(e.per, 'none', theirs), theirs: yes(theirs) })
        : usMsg('us.effect.lose', base);
    }
    case 'payActorChoice':
      return usMsg('us.effect.payActorChoice', { amount: e.amount, per: buildings(e.per, 'none', true) });
    case 'rowChoice':
      return usMsg('us.effect.rowChoice', {
        effects: listParam([...e.first, ...e.second].map(describeEffect), 'sentences'),
      });
    case 'placeMarker':
      return usMsg('us.effect.placeMarker', { kind: e.kind });
    case 'moveMarker':
      return usMsg('us.effect.moveMarker', { kind: e.kind });
    case 'placeBuilding':
      return usMsg('us.effect.placeBuilding', {
        park: yes(e.zone === 'PARK'),
        zone: e.zone === 'PARK' ? '' : zoneWord(e.zone),
        near: e.near,
        controlled: yes(e.controlled),
      });
    case 'moveBuilding':
      return usMsg('us.effect.moveBuilding', {
        filter: buildings(e.filter),
        sized: buildings({ ...e.filter, sizes: [1] }, 'a'),
      });
    case 'removeBuilding': {
      const base = { who: player(e.chooser), you: yes(e.chooser === 'actor') };
      return e.select === 'choice'
        ? usMsg('us.effect.removeBuildingChoice', { ...base, filter: buildings(e.filter, 'a') })
        : usMsg('us.effect.removeBuildingSelect', { ...base, select: e.select, filter: buildings(e.filter, 'the') });
    }
    case 'removeCube':
      return usMsg('us.effect.removeCube', {
        who: player(e.chooser),
        you: yes(e.chooser === 'actor'),
        filter: buildings(e.filter, 'a'),
      });
    case 'loseBuildingOrPay':
      return usMsg('us.effect.loseBuildingOrPay', { filter: buildings(e.filter, 'a'), amount: amountWords(e) });
    case 'keepOrLose':
      return usMsg('us.effect.keepOrLose', {
        select: e.select,
        filter: buildings(e.filter, 'the'),
        amount: amountWords(e),
        otherwise: e.otherwise,
      });
    case 'spotlight':
      return usMsg('us.effect.spotlight', {
        select: e.select,
        filter: buildings({ ...e.filter, controller: undefined }, 'the'),
        amount: amountWords(e),
      });
    case 'election':
      return e.office === 'pawn'
        ? usMsg('us.effect.electionPawn')
        : usMsg('us.effect.election', { office: usMsg(`us.office.${e.office}`), theOffice: officeThe(e.office) });
    case 'seizeOffice':
      return usMsg('us.effect.seizeOffice');
  }
}

export function describeRestriction(r: Restriction): UsMessage {
  switch (r.op) {
    case 'ignoreZoning':
      return usMsg('us.restriction.ignoreZoning');
    case 'adjacentTo':
      return usMsg('us.restriction.adjacentTo', { feature: feature(r.feature) });
    case 'notAdjacentTo':
      return usMsg('us.restriction.notAdjacentTo', { feature: feature(r.feature) });
    case 'minBlockValue':
      return usMsg('us.restriction.minBlockValue', { value: r.value });
    case 'maxBlockValue':
      return usMsg('us.restriction.maxBlockValue', { value: r.value });
  }
}

/** Every line of a card's face, as words. */
export function cardWords(c: Card): UsMessage[] {
  switch (c.kind) {
    case 'permit':
      return [
        usMsg('us.face.permit', { permits: c.permits, zones: listParam(c.zones.map(zoneName), 'or') }),
        usMsg('us.face.payout', { wealth: c.wealth, ballot: yes(c.ballot) }),
      ];
    case 'renewal':
      return [
        usMsg('us.face.renewal'),
        c.wealth
          ? usMsg('us.face.payout', { wealth: c.wealth, ballot: yes(c.ballot) })
          : usMsg('us.face.noPayout', { ballot: yes(c.ballot) }),
      ];
    case 'event':
      return [
        usMsg('us.face.event', { name: cardName(c.id) }),
        ...(c.effects.length ? c.effects.map(describeEffect) : [usMsg('us.face.noEffect')]),
      ];
    case 'contract': {
      const vocations = c.vocations.length
        ? usMsg('us.face.vocations', {
            list: listParam(
              c.vocations.map((v) => usMsg('us.face.vocation', { vocation: vocationWord(v.name), value: v.value })),
              'comma',
            ),
          })
        : '';
      return [
        usMsg('us.face.contract', {
          name: cardName(c.id),
          size: c.size,
          zone: zoneWord(c.zone),
          vocations,
          prestige: c.prestige ?? 0,
        }),
        ...c.restrictions.map(describeRestriction),
        ...c.effects.map(describeEffect),
      ];
    }
  }
}

/** Every line of a card's face, in English. */
export function cardLines(c: Card): string[] {
  return cardWords(c).map((m) => renderMessage(m, US_VOICE));
}
