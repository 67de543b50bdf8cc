import type { TileType } from './content';

/** Building colours as the published components show them (residential blue, hospital red, park green...). */
export const TYPE_COLOUR: Record<TileType, string> = {
  factory: '#8a5a34',
  bank: '#8b9298',
  hospital: '#d0463c',
  business: '#e07fb0',
  school: '#d9c28f',
  park: '#3e9b4f',
  residential: '#3f74c9',
};

/** The text on a renewed square of each colour: whichever of white and near-black reads better on it (WCAG AA). */
export const TYPE_INK: Record<TileType, string> = {
  factory: '#ffffff',
  bank: '#1f2328',
  hospital: '#ffffff',
  business: '#1f2328',
  school: '#1f2328',
  park: '#1f2328',
  residential: '#ffffff',
};

/** Player marker colours, chosen apart from every building colour so a renewer never blends into a tile. */
export const SEAT_COLOUR = ['#1f2a7a', '#f0b323', '#7b3fb3', '#13a3a3', '#222222'];

export const seatColour = (seat: number) => SEAT_COLOUR[seat % SEAT_COLOUR.length];
