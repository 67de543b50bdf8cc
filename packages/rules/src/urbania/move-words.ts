import type { LogLine } from '../game';
import { loggedLine } from '../words/english';
import { squareName } from './board';
import type { UrAction } from './actions';
import { CONTENT } from './content/catalog';
import { who } from './context';
import { specialistName, UR_VOICE, urMsg } from './messages';
import { describeResource } from './piles';
import type { UrState } from './state';

/**
 * Words for the steps of a renewal or a hire, which log nothing until the
 * last card is paid (moves/pay.ts): a hint or a review still has to say what
 * the move is. Only the acting seat's own choice is named.
 */
export function moveWords(state: UrState, seat: number, action: UrAction): LogLine[] {
  const line = (key: Parameters<typeof urMsg>[0], params: Parameters<typeof urMsg>[1]) => {
    const l = loggedLine(urMsg(key, params), UR_VOICE);
    l.seat = seat;
    return [l];
  };
  switch (action.type) {
    case 'renew': {
      const square = state.board[action.square];
      if (!square) return [];
      const building = urMsg(`ur.typeThe.${CONTENT.tile[square.tile].type}`);
      return line('ur.move.renew', { who: who(seat), building, square: squareName(action.square) });
    }
    case 'hire':
      return line('ur.move.hire', { who: who(seat), name: specialistName(action.specialist) });
    case 'pick':
      return line('ur.move.pick', { who: who(seat), card: describeResource(action.card) });
    default:
      return [];
  }
}
