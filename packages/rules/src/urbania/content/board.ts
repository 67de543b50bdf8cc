/**
 * The 7x7 city, row-major from the north-west corner. The centre cross (the
 * middle square and its four neighbours, inside the monorail loop) and 11
 * squares per outer district are public facts; which arm squares belong to
 * which district is not, so ours turn like a pinwheel: each district takes its
 * 3x3 corner plus the two arm squares clockwise from it.
 */
const MAP = [
  'NW NW NW NW NE NE NE',
  'NW NW NW NW NE NE NE',
  'NW NW NW ce NE NE NE',
  'SW SW ce ce ce NE NE',
  'SW SW SW ce SE SE SE',
  'SW SW SW SE SE SE SE',
  'SW SW SW SE SE SE SE',
];

export const RAW_BOARD = {
  size: 7,
  districts: MAP.flatMap((row) => row.split(' ').map((code) => (code === 'ce' ? 'center' : code))),
  provenance: 'authored',
};

/**
 * The shared value track. The rulebook's Parks Director example puts a card
 * icon on space 4 and its Banker example reaches 9; the other icons and the
 * top space (where a marker stays once it gets there) are ours.
 */
export const RAW_TRACK = {
  top: 12,
  cardIcons: [
    { space: 2, provenance: 'authored' },
    { space: 4, provenance: 'rulebook' },
    { space: 6, provenance: 'authored' },
    { space: 8, provenance: 'authored' },
  ],
};

/** Specialist names: four are the rulebook's; the factory and school ones are ours. The Italian ones are ours. */
export const RAW_SPECIALISTS = [
  { suit: 'factory', name: 'CEO', names: { it: 'Direttore Generale' }, colour: 'brown', provenance: 'public' },
  { suit: 'bank', name: 'Banker', names: { it: 'Banchiere' }, colour: 'gray', provenance: 'rulebook' },
  { suit: 'hospital', name: 'Doctor', names: { it: 'Medico' }, colour: 'red', provenance: 'rulebook' },
  {
    suit: 'business',
    name: 'Small Business Owner',
    names: { it: 'Commerciante' },
    colour: 'pink',
    provenance: 'rulebook',
  },
  { suit: 'school', name: 'Superintendent', names: { it: 'Provveditore' }, colour: 'beige', provenance: 'public' },
  {
    suit: 'park',
    name: 'Parks Director',
    names: { it: 'Direttore dei Parchi' },
    colour: 'green',
    provenance: 'rulebook',
  },
];
