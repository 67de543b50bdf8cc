import type { CommonKey } from './common-en';

/** The shared words in Italian (see common-en.ts). */
export const COMMON_IT: Record<CommonKey, string> = {
  'words.list.and': '{head} e {last}',
  'words.list.or': '{head} o {last}',
  'words.ordinal':
    '{rank, plural, =1 {primo} =2 {secondo} =3 {terzo} =4 {quarto} =5 {quinto} =6 {sesto} =7 {settimo} =8 {ottavo} other {#°}}',
  'words.tie.shared': '{seats} hanno lo stesso punteggio, {score} ({label}), e condividono il {place} posto.',
  'words.tie.broken':
    '{seats} hanno lo stesso punteggio, {score} ({label}), e lo spareggio si fa con {tiebreak} ({counts}): {places}.',
  'words.tie.count': '{who} {value}',
  'words.tie.stillLevel': '{seats} restano alla pari e condividono il {place} posto',
  'words.tie.takes': '{who} è al {place} posto',
  'words.refuse.gameOver': 'La partita è finita.',
  'words.refuse.badSeat': 'In questa partita non esiste quel posto.',
  'words.refuse.notYourTurn': 'Non è il tuo turno.',
  'words.refuse.malformed': 'Questa mossa non è scritta correttamente ({where}: {issue}).',
  'words.undo': '{who} ha annullato una mossa ({what}).',
  'words.undoPlain': '{who} ha annullato una mossa.',
};
