/**
 * Words every game shares, in English: how lists are joined, how ties of a
 * final table are told, the refusals any game gives, and the one line the
 * server writes itself (a move taken back). Keys start with `words.`.
 */
export const COMMON_EN = {
  'words.list.and': '{head} and {last}',
  'words.list.or': '{head} or {last}',
  'words.ordinal':
    '{rank, plural, =1 {first} =2 {second} =3 {third} =4 {fourth} =5 {fifth} =6 {sixth} =7 {seventh} =8 {eighth} other {#th}}',
  'words.tie.shared':
    '{seats} {count, plural, =2 {both} other {all}} scored {score} ({label}) and share {place} place.',
  'words.tie.broken':
    '{seats} {count, plural, =2 {both} other {all}} scored {score} ({label}), so {tiebreak} decided ({counts}): {places}.',
  'words.tie.count': '{who} {value}',
  'words.tie.stillLevel': '{seats} are still level and share {place} place',
  'words.tie.takes': '{who} takes {place} place',
  'words.refuse.gameOver': 'The game is over.',
  'words.refuse.badSeat': 'There is no such seat in this game.',
  'words.refuse.notYourTurn': 'It is not your turn.',
  'words.refuse.malformed': 'That move is not well formed ({where}: {issue}).',
  'words.undo': '{who} took back a move ({what}).',
  'words.undoPlain': '{who} took back a move.',
} as const;

export type CommonKey = keyof typeof COMMON_EN;
