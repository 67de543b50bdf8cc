import type { BuildingFilter, Card, Effect, PlayerRef, Restriction } from './schema';
import { article, vocationWord, zoneWord } from '../words';

/**
 * Card texts in words, generated from the effect data: the catalogue
 * (`npm run cards`), the game log and the browser all show these sentences.
 */

const OFFICE_NAMES = {
  mayor: 'the Mayor', districtAttorney: 'the District Attorney', treasurer: 'the Treasurer',
  policeChief: 'the Police Chief', unionBoss: 'the Union Boss',
} as const;

function player(ref: PlayerRef): string {
  if (typeof ref === 'object') return OFFICE_NAMES[ref.office];
  return {
    actor: 'you', everyone: 'each player', opponents: 'each opponent', controllers: 'each player',
    mediaOwner: 'the owner of Media', contractor: 'the Contractor',
  }[ref];
}

function amount(a: { wealth?: number; prestige?: number }): string {
  return [a.wealth ? `${a.wealth} wealth` : '', a.prestige ? `${a.prestige} prestige` : ''].filter(Boolean).join(' and ');
}

const list = (words: string[], joiner = 'or') =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${joiner} ${words[words.length - 1]}`;

/** "3-lot COM building", "RES or CIV building adjacent to water in these rows"... */
export function buildings(f: BuildingFilter, plural = false): string {
  const size = f.sizes ? `${list(f.sizes.map(String))}-lot ` : '';
  const zones = f.zones ? `${list(f.zones.map((z) => zoneWord(z)))} ` : '';
  const noun = f.zones && f.zones.every((z) => z === 'PARK') ? (plural ? 'parks' : 'park') : plural ? 'buildings' : 'building';
  const owner = { any: '', actor: 'of yours ', opponents: "of an opponent's ", controlled: 'controlled ', uncontrolled: 'uncontrolled ' }[f.controller ?? 'any'];
  const near = f.adjacentTo ? ` adjacent to ${f.adjacentTo === 'park' ? 'a park' : f.adjacentTo}` : '';
  const area = { anywhere: '', theseRows: ' in these rows', chosenRow: ' in one of these rows', otherRow: ' in the other row' }[f.area ?? 'anywhere'];
  const text = `${size}${zones}${noun}${near}${area}`;
  return owner === 'controlled ' || owner === 'uncontrolled ' ? `${owner}${text}` : `${text}${owner ? ` ${owner.trim()}` : ''}`;
}

export function describeEffect(e: Effect): string {
  // Effects are logged each time they run; the card set's effect objects never change, so their words are kept.
  let text = described.get(e);
  if (text === undefined) {
    text = wordsOf(e);
    described.set(e, text);
  }
  return text;
}

const described = new WeakMap<Effect, string>();

function wordsOf(e: Effect): string {
  switch (e.op) {
    case 'milestone':
      return {
        airport: 'The four zone politicians enter play and the City deck becomes active.',
        sportsTeam: 'The Contractor enters play and the Metropolis deck becomes active.',
        olympicGames: 'The game ends at once.',
      }[e.milestone];
    case 'grantExtraFavor': return 'Take the Extra Favor tile: you may hold two favors.';
    case 'gain': {
      const who = player(e.who);
      const verb = who === 'you' ? 'gain' : 'gains';
      if (!e.per) return `${cap(who)} ${verb} ${amount(e)}.`;
      const mine = e.who === 'controllers' || e.who === 'everyone' || e.who === 'opponents' ? ' they control' : '';
      return `${cap(who)} ${verb} ${amount(e)} for each ${buildings(e.per)}${mine}.`;
    }
    case 'lose': {
      const who = player(e.who);
      const verb = who === 'you' ? 'lose' : 'loses';
      const per = e.per ? ` for each ${buildings(e.per)}${e.who === 'controllers' || e.who === 'everyone' ? ' they control' : ''}` : '';
      return `${cap(who)} ${verb} ${amount(e)}${per} (paying what they can).`;
    }
    case 'payActorChoice':
      return `Each opponent pays you ${e.amount} wealth or ${e.amount} prestige (their choice) for each ${buildings(e.per)} they control.`;
    case 'rowChoice':
      return `Choose which of these rows is "one of these rows" (the shared block counts for both): ${[...e.first, ...e.second].map(describeEffect).join(' ')}`;
    case 'placeMarker':
      return `Place ${e.kind === 'any' ? 'a wealth or prestige' : `a ${e.kind}`} marker from the holding box in any vacant gray space.`;
    case 'moveMarker':
      return `Move ${e.kind === 'any' ? 'a wealth or prestige' : `a ${e.kind}`} marker already in play to another vacant gray space.`;
    case 'placeBuilding': {
      const what = e.zone === 'PARK' ? 'a park' : `a 1-lot ${zoneWord(e.zone)} building`;
      const where = e.near === 'self' ? 'on a vacant lot adjacent to this building' : 'on any vacant lot';
      return `Place ${what} ${where}${e.controlled ? ' and control it' : ''} (zoning is ignored).`;
    }
    case 'moveBuilding': return `Move one 1-lot ${buildings(e.filter)} to any vacant lot (zoning is ignored).`;
    case 'removeBuilding': {
      const which = e.select === 'choice' ? `${article(buildings(e.filter))} ${buildings(e.filter)} of their choice` : `the ${e.select === 'mostValuable' ? 'most' : 'least'} valuable ${buildings(e.filter)}`;
      return `${cap(player(e.chooser))} demolish${e.chooser === 'actor' ? '' : 'es'} ${which}.`;
    }
    case 'removeCube':
      return `${cap(player(e.chooser))} remove${e.chooser === 'actor' ? '' : 's'} the control cube from one ${buildings(e.filter)}; the building stays.`;
    case 'loseBuildingOrPay':
      return `Each player with ${article(buildings(e.filter))} ${buildings(e.filter)} pays ${amount(e)} or loses one of them (their choice; paying needs the full amount).`;
    case 'keepOrLose':
      return `The controller of the ${e.select === 'mostValuable' ? 'most' : 'least'} valuable ${buildings(e.filter)} may pay ${amount(e)} to keep it; otherwise it is ${e.otherwise === 'demolish' ? 'demolished' : 'auctioned among all players'}.`;
    case 'spotlight':
      return `The controller of the ${e.select === 'mostValuable' ? 'most' : 'least'} valuable ${buildings({ ...e.filter, controller: undefined })} gains ${amount(e)}.`;
    case 'election':
      return e.office === 'pawn' ? 'Hold an election for the office under the election pawn.' : `Hold an election for ${OFFICE_NAMES[e.office]}.`;
    case 'seizeOffice': return 'Take the politician under the election pawn, without an election.';
  }
}

export function describeRestriction(r: Restriction): string {
  switch (r.op) {
    case 'ignoreZoning': return 'Ignores zoning.';
    case 'adjacentTo': return `Must be built adjacent to ${r.feature === 'park' ? 'a park' : r.feature}.`;
    case 'notAdjacentTo': return `May not be built adjacent to ${r.feature === 'park' ? 'a park' : r.feature}.`;
    case 'minBlockValue': return `Only in a block worth ${r.value} or more.`;
    case 'maxBlockValue': return `Only in a block worth ${r.value} or less.`;
  }
}

/** Every line of a card's face, in words. */
export function cardLines(c: Card): string[] {
  switch (c.kind) {
    case 'permit':
      return [`Build Permit: ${c.permits} permit${c.permits > 1 ? 's' : ''} for ${list(c.zones.map(zoneWord))}.`, `Wealth ${c.wealth}${c.ballot ? ', ballot box' : ''}.`];
    case 'renewal':
      return ['Urban Renewal: when building a contract, discard this card to demolish one or more buildings.', `${c.wealth ? `Wealth ${c.wealth}` : 'No payout'}${c.ballot ? ', ballot box' : ''}.`];
    case 'event':
      return [`Event: ${c.name}.`, ...(c.effects.length ? c.effects.map(describeEffect) : ['No effect.'])];
    case 'contract':
      return [
        `${c.name}: ${c.size}-lot ${zoneWord(c.zone)}${c.vocations.length ? `, ${c.vocations.map((v) => `${vocationWord(v.name)}-${v.value}`).join(', ')}` : ''}${c.prestige ? `, prestige payout ${c.prestige}` : ''}.`,
        ...c.restrictions.map(describeRestriction),
        ...c.effects.map(describeEffect),
      ];
  }
}

const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
