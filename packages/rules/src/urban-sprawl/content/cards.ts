/**
 * The Urban Sprawl card set as data (165 cards). Names, numbers and texts are
 * ours unless `provenance` says `rulebook` or `public`; see
 * shared design notes (urban-sprawl-content.md) for what is known, and
 * NOTES.md here for how the engine reads the rulebook where it leaves room.
 * Compact rows keep the whole set readable on a few screens; `RAW_CARDS`
 * expands them into the objects the schema validates.
 */
import { NAMES_IT } from './names-it';

type Row = unknown[];

/** A named card's other names (names-it.ts); a name missing there fails the schema at load. */
const namesOf = (name: unknown) => ({ it: NAMES_IT[name as string] });

const ZONES: Record<string, string> = { V: 'CIV', M: 'COM', I: 'IND', R: 'RES' };
const zonesOf = (code: string) => code.split('').map((c) => ZONES[c]);

// Build Permits: [zones, permits, wealth value, ballot box]
const PERMITS: Row[] = [
  ['V', 1, 3, true],
  ['V', 2, 5, false],
  ['V', 3, 8, true],
  ['V', 1, 1, false],
  ['M', 1, 2, true],
  ['M', 2, 6, false],
  ['M', 3, 9, false],
  ['M', 1, 4, true],
  ['I', 1, 3, false],
  ['I', 2, 5, true],
  ['I', 3, 10, false],
  ['I', 1, 1, true],
  ['R', 1, 2, false],
  ['R', 2, 6, true],
  ['R', 3, 7, false],
  ['R', 1, 4, false],
  ['VM', 2, 3, true],
  ['VM', 1, 5, false],
  ['VI', 2, 2, false],
  ['VI', 1, 6, true],
  ['VR', 2, 4, false],
  ['VR', 1, 1, true],
  ['MI', 2, 5, false],
  ['MI', 1, 3, false],
  ['MR', 2, 1, true],
  ['MR', 1, 6, false],
  ['IR', 2, 4, true],
  ['IR', 1, 2, false],
  ['VMI', 1, 11, false],
  ['VMR', 2, 3, true],
  ['VIR', 1, 12, false],
  ['MIR', 2, 5, false],
  ['VMI', 1, 4, true],
  ['MIR', 1, 2, false],
  ['VMIR', 1, 6, true],
  ['VMIR', 4, 11, false],
];

const PLANNING_EVENTS = [
  'Luxury Taxes',
  'Urban Decay',
  'Estate Auction',
  'Local Headlines',
  'Flood',
  'Fire',
  'Earthquake',
  'Zoning Hearing',
  'Tourism Boom',
  'Stock Market Rally',
  'Budget Surplus',
  'Heat Wave',
  'City Marathon',
  'Council Scandal',
];
const RULEBOOK_EVENTS = new Set([
  'Luxury Taxes',
  'Urban Decay',
  'Estate Auction',
  'Local Headlines',
  'Flood',
  'Fire',
  'Earthquake',
  'Business Relocation',
]);

// Urban Renewal: [wealth value or null, ballot box]
const RENEWALS: Row[] = [
  [null, true],
  [3, false],
  [null, false],
  [5, true],
];

/**
 * Contracts: [name, zone, size, vocations "NAME-x,...", prestige payout or null,
 * restriction code or '', provenance code ('' authored, 'r' rulebook, 'p' public)].
 * Restriction codes: water / wild / park (must be adjacent), min<N> / max<N> block value, free (ignores zoning).
 * The rulebook says every contract has a restriction, a vocation and/or a text
 * effect, so a contract with none of them is refused at load. A `p` or `r` card
 * keeps its known facts (see the design notes); its other fields are authored.
 */
const TOWN: Row[] = [
  ['Clinic', 'V', 1, 'PUBLIC_SERVICE-1', null, '', 'p'],
  ['Fire Station', 'V', 1, 'PUBLIC_SERVICE-1', null, '', 'p'],
  ['Courthouse', 'V', 2, '', 1, 'min5', 'p'],
  ['High School', 'V', 2, 'EDUCATION-2', 2, '', 'r'],
  ['Library', 'V', 1, 'EDUCATION-1', null, '', ''],
  ['Post Office', 'V', 1, '', 1, 'max7', ''],
  ['Town Hall', 'V', 2, '', 3, 'min6', ''],
  ['Police Station', 'V', 1, 'PUBLIC_SERVICE-2', null, 'water', ''],
  ['General Store', 'M', 1, '', 1, 'wild', ''],
  ['Savings Bank', 'M', 1, 'FINANCE-2', null, '', ''],
  ['Diner', 'M', 1, 'ENTERTAINMENT-1', null, '', ''],
  ['Hardware Store', 'M', 2, '', 2, 'max6', ''],
  ['Barber Shop', 'M', 1, '', null, 'max5', ''],
  ['Market Hall', 'M', 2, 'ENTERTAINMENT-2', 1, '', ''],
  ['Gas Station', 'M', 1, 'TRANSPORTATION-1', null, 'wild', ''],
  ['Newsstand', 'M', 1, 'MEDIA-1', null, '', ''],
  ['Sawmill', 'I', 1, 'FACTORY-1', null, 'wild', ''],
  ['Warehouse', 'I', 2, '', null, '', 'p'],
  ['Brickworks', 'I', 2, 'FACTORY-2', 2, '', ''],
  ['Rail Depot', 'I', 2, 'TRANSPORTATION-2', null, '', ''],
  ['Grain Mill', 'I', 1, 'FACTORY-1', null, '', ''],
  ['Machine Shop', 'I', 1, '', 1, 'max5', ''],
  ['Boatyard', 'I', 2, 'FACTORY-1', 3, 'water', ''],
  ['Cannery', 'I', 1, 'FACTORY-2', null, '', ''],
  ['Cottage', 'R', 1, '', null, 'max4', ''],
  ['Farmhouse', 'R', 1, '', 1, 'wild', ''],
  ['Duplex', 'R', 2, '', 2, '', ''],
  ['Boarding House', 'R', 1, 'HEALTHCARE-1', null, '', ''],
  ['Row Houses', 'R', 2, '', null, 'min5', ''],
  ['Lakeside Cabin', 'R', 1, '', 3, 'water', ''],
  ['Parsonage', 'R', 1, 'HEALTHCARE-2', null, 'max6', ''],
  ['Bungalows', 'R', 2, 'ENTERTAINMENT-1', null, '', ''],
];
const CITY: Row[] = [
  ['Municipal Court', 'V', 2, 'PUBLIC_SERVICE-3', 2, '', 'p'],
  ['Museum', 'V', 3, 'EDUCATION-4', 3, '', ''],
  ['Hospital', 'V', 3, 'HEALTHCARE-4', null, '', ''],
  ['Community College', 'V', 3, 'EDUCATION-3', null, 'min7', ''],
  ['City Jail', 'V', 2, 'PUBLIC_SERVICE-3', null, 'wild', ''],
  ['Civic Center', 'V', 3, '', 2, '', ''],
  ['Water Works', 'V', 2, '', 1, 'water', ''],
  ['Fire Hall', 'V', 2, 'PUBLIC_SERVICE-2', null, '', ''],
  ['Corporate HQ', 'M', 3, 'FINANCE-6', null, '', 'r'],
  ['Department Store', 'M', 3, 'ENTERTAINMENT-3', 2, '', ''],
  ['Harbor Hotel', 'M', 2, 'ENTERTAINMENT-2', null, 'water', ''],
  ['Office Tower', 'M', 3, 'FINANCE-4', null, 'min8', ''],
  ['Shopping Arcade', 'M', 2, '', 3, '', ''],
  ['Theater', 'M', 2, 'ENTERTAINMENT-3', null, '', ''],
  ['Bus Terminal', 'M', 2, 'TRANSPORTATION-3', null, '', ''],
  ['Radio Station', 'M', 2, 'MEDIA-3', 1, '', ''],
  ['Steel Mill', 'I', 3, 'FACTORY-4', 2, '', ''],
  ['Freight Yard', 'I', 3, 'TRANSPORTATION-3', null, '', ''],
  ['Textile Plant', 'I', 2, 'FACTORY-3', null, '', ''],
  ['Power Plant', 'I', 3, 'FACTORY-2', 3, 'wild', ''],
  ['Chemical Works', 'I', 2, 'FACTORY-3', null, 'max6', ''],
  ['Printing Press', 'I', 2, 'FACTORY-2,MEDIA-2', null, '', ''],
  ['Auto Plant', 'I', 3, 'FACTORY-5', null, '', ''],
  ['Dry Dock', 'I', 2, 'TRANSPORTATION-2', 1, 'water', ''],
  ['Apartment Block', 'R', 3, '', 2, '', ''],
  ['Townhouses', 'R', 2, '', null, 'min7', ''],
  ['Garden Homes', 'R', 2, '', 1, 'park', ''],
  ['Tenements', 'R', 3, 'HEALTHCARE-2', null, '', ''],
  ['Suburb', 'R', 3, '', 3, 'wild', ''],
  ['Brownstones', 'R', 2, 'ENTERTAINMENT-2', null, '', ''],
  ['Retirement Home', 'R', 2, 'HEALTHCARE-3', null, '', ''],
  ['Waterfront Flats', 'R', 3, '', 2, 'water', ''],
];
const METROPOLIS: Row[] = [
  ['University', 'V', 4, 'EDUCATION-5', 2, '', 'p'],
  ['Temple', 'V', 2, '', 1, '', 'p'],
  ['Cathedral', 'V', 3, '', 3, '', ''],
  ['Medical Center', 'V', 4, 'HEALTHCARE-6', null, '', ''],
  ['Government Annex', 'V', 3, 'PUBLIC_SERVICE-5', 4, '', ''],
  ['Science Museum', 'V', 3, 'EDUCATION-6', null, 'min10', ''],
  ['Convention Center', 'V', 4, '', 5, '', ''],
  ['Opera House', 'V', 3, 'ENTERTAINMENT-6', 6, '', ''],
  ['Stock Exchange', 'M', 4, 'FINANCE-8', null, 'min12', ''],
  ['Skyscraper', 'M', 4, 'FINANCE-6', 4, '', ''],
  ['Shopping Mall', 'M', 4, 'ENTERTAINMENT-5', 2, '', ''],
  ['Casino', 'M', 3, 'ENTERTAINMENT-7', null, '', ''],
  ['Media Tower', 'M', 3, 'MEDIA-6', 5, '', ''],
  ['Grand Hotel', 'M', 3, '', 3, 'water', ''],
  ['Airline Headquarters', 'M', 3, 'TRANSPORTATION-6', null, '', ''],
  ['Trade Center', 'M', 4, '', 6, '', ''],
  ['Port', 'I', 4, 'TRANSPORTATION-7', 4, 'water', 'p'],
  ['Refinery', 'I', 4, 'FACTORY-6', null, 'wild', ''],
  ['Aerospace Plant', 'I', 4, 'FACTORY-8', null, '', ''],
  ['Container Terminal', 'I', 3, 'TRANSPORTATION-5', null, 'water', ''],
  ['Robotics Works', 'I', 3, 'FACTORY-5', 5, '', ''],
  ['Recycling Center', 'I', 3, '', 1, '', ''],
  ['Rail Hub', 'I', 4, 'TRANSPORTATION-6', 2, '', ''],
  ['Foundry', 'I', 3, 'FACTORY-4', 3, '', ''],
  ['Marina', 'R', 4, '', null, 'free', 'p'],
  ['Luxury Condos', 'R', 4, '', 4, '', ''],
  ['Penthouse Tower', 'R', 3, '', 6, 'min10', ''],
  ['High-Rise Apartments', 'R', 4, 'HEALTHCARE-5', null, '', ''],
  ['Gated Estates', 'R', 3, '', 5, 'wild', ''],
  ['Artist Lofts', 'R', 3, 'ENTERTAINMENT-4', null, '', ''],
  ['Parkside Residences', 'R', 4, '', 2, 'park', ''],
  ['Arcology', 'R', 4, 'HEALTHCARE-7', 3, '', ''],
];

const CONTRACT_EVENTS: Record<string, string[]> = {
  town: ['Street Fair', 'Power Outage', 'Ribbon Cutting', 'Road Works'],
  city: ['Business Relocation', 'Stock Scandal', 'Transit Strike', 'Tax Audit'],
  metropolis: ['World Expo', 'Market Crash', 'Film Festival', 'Blackout'],
};
const MILESTONES: Record<string, [string, string]> = {
  town: ['Airport', 'airport'],
  city: ['Sports Team', 'sportsTeam'],
  metropolis: ['Olympic Games', 'olympicGames'],
};
const PROVENANCE: Record<string, string> = { '': 'authored', r: 'rulebook', p: 'public' };

// Building filters used below.
const COM = { zones: ['COM'] };
const IND = { zones: ['IND'] };
const RES = { zones: ['RES'] };
const CIV = { zones: ['CIV'] };
const rows = (f: object) => ({ ...f, area: 'theseRows' });

/**
 * Card texts as effects (see schema.ts for the vocabulary). The effects of the
 * cards named in the rulebook and in public descriptions follow what is known
 * of them; the rest are ours. Cards not listed here have no text.
 */
const EFFECTS: Record<string, unknown[]> = {
  // Planning events (they recur through the discard pile).
  'Luxury Taxes': [{ op: 'lose', who: 'everyone', wealth: 3 }],
  'Urban Decay': [{ op: 'keepOrLose', select: 'leastValuable', filter: {}, prestige: 3, otherwise: 'demolish' }],
  'Estate Auction': [
    {
      op: 'keepOrLose',
      select: 'leastValuable',
      filter: { controller: 'controlled' },
      wealth: 9,
      otherwise: 'auction',
    },
  ],
  'Local Headlines': [{ op: 'spotlight', select: 'mostValuable', filter: {}, wealth: 3, prestige: 3 }],
  Flood: [{ op: 'loseBuildingOrPay', filter: { adjacentTo: 'water' }, wealth: 4 }],
  Fire: [{ op: 'loseBuildingOrPay', filter: { zones: ['COM', 'IND'], sizes: [1] }, wealth: 3 }],
  Earthquake: [{ op: 'loseBuildingOrPay', filter: { sizes: [3, 4] }, wealth: 5 }],
  'Zoning Hearing': [{ op: 'election', office: 'pawn' }],
  'Tourism Boom': [{ op: 'gain', who: 'controllers', wealth: 2, per: { ...COM, adjacentTo: 'water' } }],
  'Stock Market Rally': [{ op: 'gain', who: 'controllers', wealth: 2, per: { ...COM, sizes: [3, 4] } }],
  'Budget Surplus': [{ op: 'placeMarker', kind: 'wealth' }],
  'Heat Wave': [{ op: 'gain', who: 'controllers', prestige: 1, per: { adjacentTo: 'park' } }],
  'City Marathon': [{ op: 'placeMarker', kind: 'prestige' }],
  'Council Scandal': [
    { op: 'lose', who: { office: 'mayor' }, prestige: 3 },
    { op: 'election', office: 'mayor' },
  ],
  // Contract-deck events (they leave the game once executed).
  'Street Fair': [{ op: 'gain', who: 'controllers', wealth: 1, per: COM }],
  'Power Outage': [{ op: 'lose', who: 'controllers', wealth: 1, per: IND }],
  'Ribbon Cutting': [{ op: 'placeMarker', kind: 'wealth' }],
  'Road Works': [{ op: 'placeBuilding', zone: 'PARK', near: 'anywhere', controlled: false }],
  'Business Relocation': [
    { op: 'gain', who: 'mediaOwner', wealth: 1, prestige: 1 },
    { op: 'removeCube', chooser: { office: 'treasurer' }, filter: COM },
  ],
  'Stock Scandal': [
    { op: 'lose', who: { office: 'treasurer' }, prestige: 3 },
    { op: 'election', office: 'treasurer' },
  ],
  'Transit Strike': [{ op: 'lose', who: 'everyone', wealth: 2 }],
  'Tax Audit': [{ op: 'lose', who: 'controllers', wealth: 1, per: { zones: ['COM', 'IND'] } }],
  'World Expo': [{ op: 'placeMarker', kind: 'prestige' }],
  'Market Crash': [{ op: 'lose', who: 'controllers', wealth: 3, per: { ...COM, sizes: [4] } }],
  'Film Festival': [{ op: 'spotlight', select: 'mostValuable', filter: CIV, prestige: 5 }],
  Blackout: [{ op: 'moveMarker', kind: 'any' }],
  // Contracts.
  Warehouse: [{ op: 'grantExtraFavor' }],
  'Corporate HQ': [
    { op: 'gain', who: 'actor', wealth: 4, per: { ...COM, sizes: [4] } },
    { op: 'gain', who: 'controllers', wealth: 3, per: { ...COM, sizes: [3] } },
  ],
  'Municipal Court': [{ op: 'seizeOffice' }],
  University: [{ op: 'gain', who: 'everyone', prestige: 4, per: { zones: ['RES', 'CIV'] } }],
  Port: [{ op: 'gain', who: 'everyone', wealth: 4, prestige: 4, per: IND }],
  Temple: [{ op: 'payActorChoice', amount: 4, per: RES }],
  Marina: [{ op: 'payActorChoice', amount: 4, per: { ...RES, sizes: [1] } }],
  'Town Hall': [{ op: 'placeMarker', kind: 'wealth' }],
  'Market Hall': [{ op: 'gain', who: 'actor', wealth: 1, per: rows(COM) }],
  Duplex: [{ op: 'gain', who: 'actor', prestige: 1, per: rows(RES) }],
  Farmhouse: [{ op: 'placeBuilding', zone: 'PARK', near: 'self', controlled: false }],
  Museum: [{ op: 'placeMarker', kind: 'prestige' }],
  'Civic Center': [
    {
      op: 'rowChoice',
      first: [{ op: 'gain', who: 'actor', wealth: 2, per: { ...RES, area: 'chosenRow' } }],
      second: [{ op: 'gain', who: 'actor', prestige: 1, per: { ...COM, area: 'otherRow' } }],
    },
  ],
  'Office Tower': [{ op: 'moveMarker', kind: 'wealth' }],
  'Power Plant': [{ op: 'lose', who: 'controllers', prestige: 1, per: rows(RES) }],
  'Garden Homes': [{ op: 'placeBuilding', zone: 'PARK', near: 'self', controlled: true }],
  'Apartment Block': [{ op: 'gain', who: 'actor', wealth: 1, per: rows(RES) }],
  'Shopping Arcade': [{ op: 'gain', who: 'controllers', wealth: 2, per: rows(RES) }],
  'Dry Dock': [{ op: 'moveBuilding', filter: { controller: 'actor' } }],
  'Convention Center': [{ op: 'placeMarker', kind: 'any' }],
  'Trade Center': [
    {
      op: 'rowChoice',
      first: [{ op: 'gain', who: 'actor', wealth: 3, per: { ...COM, area: 'chosenRow' } }],
      second: [{ op: 'gain', who: 'actor', prestige: 2, per: { ...IND, area: 'otherRow' } }],
    },
  ],
  Skyscraper: [{ op: 'gain', who: 'actor', prestige: 2, per: rows(COM) }],
  'Recycling Center': [
    {
      op: 'removeBuilding',
      chooser: 'actor',
      select: 'choice',
      filter: { ...IND, sizes: [1], controller: 'uncontrolled' },
    },
  ],
  'Media Tower': [{ op: 'election', office: 'pawn' }],
  'Luxury Condos': [{ op: 'moveMarker', kind: 'prestige' }],
  'Gated Estates': [{ op: 'placeBuilding', zone: 'PARK', near: 'self', controlled: true }],
  Cathedral: [{ op: 'gain', who: 'everyone', prestige: 2, per: CIV }],
};

function restriction(code: string): unknown[] {
  if (code === '') return [];
  if (code === 'free') return [{ op: 'ignoreZoning' }];
  if (code === 'water' || code === 'park') return [{ op: 'adjacentTo', feature: code }];
  if (code === 'wild') return [{ op: 'adjacentTo', feature: 'wilderness' }];
  const m = /^(min|max)(\d+)$/.exec(code);
  if (!m) throw new Error(`unknown restriction code ${code}`);
  return [{ op: m[1] === 'min' ? 'minBlockValue' : 'maxBlockValue', value: Number(m[2]) }];
}

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(2, '0')}`;

function planningCards(): unknown[] {
  const permits = PERMITS.map(([zones, permits, wealth, ballot], i) => ({
    id: id('P', i + 1),
    deck: 'planning',
    kind: 'permit',
    zones: zonesOf(zones as string),
    permits,
    wealth,
    ballot,
    provenance: 'authored',
  }));
  const events = PLANNING_EVENTS.map((name, i) => ({
    id: id('P', 37 + i),
    deck: 'planning',
    kind: 'event',
    name,
    names: namesOf(name),
    effects: EFFECTS[name] ?? [],
    provenance: RULEBOOK_EVENTS.has(name) ? 'rulebook' : 'authored',
  }));
  const renewals = RENEWALS.map(([wealth, ballot], i) => ({
    id: id('P', 51 + i),
    deck: 'planning',
    kind: 'renewal',
    wealth,
    ballot,
    provenance: 'authored',
  }));
  return [...permits, ...events, ...renewals];
}

function contractDeck(deck: 'town' | 'city' | 'metropolis', prefix: string, rows: Row[]): unknown[] {
  const contracts = rows.map(([name, zone, size, vocations, prestige, restrict, prov], i) => ({
    id: id(prefix, i + 1),
    deck,
    kind: 'contract',
    name,
    names: namesOf(name),
    zone: ZONES[zone as string],
    size,
    vocations:
      (vocations as string) === ''
        ? []
        : (vocations as string).split(',').map((v) => {
            const [vName, value] = v.split('-');
            return { name: vName, value: Number(value) };
          }),
    prestige,
    restrictions: restriction(restrict as string),
    effects: EFFECTS[name as string] ?? [],
    provenance: PROVENANCE[prov as string],
  }));
  const [milestoneName, milestone] = MILESTONES[deck];
  const events = [milestoneName, ...CONTRACT_EVENTS[deck]].map((name, i) => ({
    id: id(prefix, rows.length + 1 + i),
    deck,
    kind: 'event',
    name,
    names: namesOf(name),
    effects: i === 0 ? [{ op: 'milestone', milestone }] : (EFFECTS[name] ?? []),
    provenance: i === 0 || RULEBOOK_EVENTS.has(name) ? 'rulebook' : 'authored',
  }));
  return [...contracts, ...events];
}

export const RAW_CARDS: unknown[] = [
  ...planningCards(),
  ...contractDeck('town', 'T', TOWN),
  ...contractDeck('city', 'C', CITY),
  ...contractDeck('metropolis', 'M', METROPOLIS),
];

// A text whose card name is misspelt would silently vanish: refuse it.
const named = new Set(RAW_CARDS.map((c) => (c as { name?: string }).name));
for (const name of Object.keys(EFFECTS)) {
  if (!named.has(name)) throw new Error(`card texts: no card is named "${name}"`);
}
