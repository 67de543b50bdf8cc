import type { WingEntry } from '../../lib/wing';

/** The table of any game without a wing of its own: the view as an outline, one button per listed move. */
export const plainEntry: WingEntry = {
  wing: () => import('./wing').then((m) => m.plainWing),
};
