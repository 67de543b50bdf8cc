import { z } from 'zod';
import { catalogueVoice, LOCALES, type Catalogue, type Locale } from '@sprawl/rules/words/core';

/**
 * The words of the server's notifications (push, email, the room's
 * webhook), kept apart from the rules' catalogues: a notification is said
 * by the server for a reader it cannot ask, in the language that reader
 * chose when they subscribed. Templates are the rules' ICU subset; quotes
 * and apostrophes are typographic (“ ” « » ’), so no ICU reader can take
 * one for a quote of its syntax.
 */
export const NOTIFY_EN = {
  'notify.turn.title': 'Your turn in “{room}”',
  'notify.turn.body': 'It is your turn in “{room}” ({game}).',
  'notify.turnOf.title': '{who}’s turn',
  'notify.turnOf.body': 'It is {who}’s turn in “{room}”.',
  'notify.expired.title': '{who}’s time ran out',
  'notify.expired.body':
    '{who}’s time for a move ran out in “{room}”. Any other player may give more time or let a bot play that turn.',
  'notify.turnDays.title': 'Your turn in “{room}”',
  'notify.turnDays.body': 'It is your turn in “{room}” ({game}). You have {hours} h for this move.',
  'notify.expiredYou.title': 'Your time ran out in “{room}”',
  'notify.expiredYou.body':
    'Your time for a move ran out in “{room}”. The others may give you more time or let a bot play that one turn; until they do, you can still make your move.',
  'notify.moreTime.title': 'More time in “{room}”',
  'notify.moreTime.body':
    'Your time for a move had run out in “{room}”; the others gave you more: you have {hours} h for it.',
  'notify.expiredYouBot.title': 'Your time ran out in “{room}”',
  'notify.expiredYouBot.body':
    'Your time for a move ran out in “{room}”, so a bot plays that one turn for you. The seat stays yours.',
  'notify.start.title': 'A match began in “{room}”',
  'notify.start.body': 'A match of {game} began in “{room}”: {names}.',
  'notify.rematch.title': 'Rematch in “{room}”',
  'notify.rematch.body': 'Everyone accepted the rematch: a new match of {game} began in “{room}”.',
  'notify.end.title': 'The match in “{room}” ended',
  'notify.end.body': 'The match of {game} in “{room}” has ended.',
  'notify.confirm.title': 'Confirm your address for “{room}”',
  'notify.confirm.body':
    'Someone, hopefully you, asked to be told by email when it is their turn in “{room}” ({game}).',
  'notify.test.title': 'Webhook set for “{room}”',
  'notify.test.body': 'This chat will hear of the turns in “{room}” from now on.',
  'notify.mail.confirmHow': 'To confirm, open this link and press the button:',
  'notify.mail.notYou': 'If it was not you, ignore this mail: nothing more will be sent.',
  'notify.mail.open': 'Open the table: {link}',
  'notify.mail.stop': 'Stop these mails: {link}',
  'notify.page.confirm.title': 'Confirm your address',
  'notify.page.confirm.text': 'Press the button to be told by email when it is your turn.',
  'notify.page.confirm.button': 'Confirm',
  'notify.page.confirmed.title': 'Address confirmed',
  'notify.page.confirmed.text':
    'You will be told by email when the table waits for you. Every mail has a link to stop them.',
  'notify.page.used.title': 'This link does nothing now',
  'notify.page.used.text': 'It was used already, or the address was changed or removed since.',
  'notify.page.stop.title': 'Stop these mails',
  'notify.page.stop.text': 'Press the button and no more mail will be sent to this address for this seat.',
  'notify.page.stop.button': 'Stop the mails',
  'notify.page.stopped.title': 'No more mail',
  'notify.page.stopped.text': 'This address will get no more mail for this seat, and it is forgotten.',
  'notify.page.already.title': 'Address already confirmed',
  'notify.page.stopUsed.text':
    'This address already gets no more mail for this seat: the link was used, or the address was changed or removed.',
  'notify.page.back': 'Back to the table',
  'notify.page.home': 'Your tables',
  'notify.page.brand': 'Play with friends',
  'notify.tableOf': '{game} table',
  'notify.seat': 'Seat {n}',
  'notify.list.and': '{head} and {last}',
} as const;

export type NotifyKey = keyof typeof NOTIFY_EN;

/**
 * Italian, as the web's Italian pages say the same things (its own
 * in-page notification is “Tocca a te in «{room}»”): a seat is a “posto”;
 * a game's name is its module's (GameTitle). A room's name follows “in” and
 * a game's title “di”, so no article has to agree with a name a player chose.
 */
export const NOTIFY_IT: Record<NotifyKey, string> = {
  'notify.turn.title': 'Tocca a te in «{room}»',
  'notify.turn.body': 'È il tuo turno in «{room}» ({game}).',
  'notify.turnOf.title': 'Tocca a {who}',
  'notify.turnOf.body': 'È il turno di {who} in «{room}».',
  'notify.expired.title': 'Il tempo di {who} è scaduto',
  'notify.expired.body':
    'In «{room}» è scaduto il tempo di {who} per la sua mossa. Ogni altro giocatore può concedere più tempo o far giocare quel turno a un bot.',
  'notify.turnDays.title': 'Tocca a te in «{room}»',
  'notify.turnDays.body': 'È il tuo turno in «{room}» ({game}). Hai {hours} h per questa mossa.',
  'notify.expiredYou.title': 'Il tuo tempo è scaduto in «{room}»',
  'notify.expiredYou.body':
    'In «{room}» è scaduto il tuo tempo per la mossa. Gli altri possono concederti più tempo o far giocare quel solo turno a un bot; finché non lo fanno, puoi ancora fare la tua mossa.',
  'notify.moreTime.title': 'Più tempo in «{room}»',
  'notify.moreTime.body':
    'In «{room}» il tuo tempo per la mossa era scaduto; gli altri te ne hanno concesso altro: hai {hours} h.',
  'notify.expiredYouBot.title': 'Il tuo tempo è scaduto in «{room}»',
  'notify.expiredYouBot.body':
    'In «{room}» è scaduto il tuo tempo per la mossa, quindi un bot gioca quel solo turno per te. Il posto resta tuo.',
  'notify.start.title': 'È iniziata una partita in «{room}»',
  'notify.start.body': 'È iniziata una partita di {game} in «{room}»: {names}.',
  'notify.rematch.title': 'Rivincita in «{room}»',
  'notify.rematch.body': 'Tutti hanno accettato la rivincita: è iniziata una nuova partita di {game} in «{room}».',
  'notify.end.title': 'La partita in «{room}» è finita',
  'notify.end.body': 'La partita di {game} in «{room}» è finita.',
  'notify.confirm.title': 'Conferma il tuo indirizzo per «{room}»',
  'notify.confirm.body':
    'Qualcuno, speriamo proprio tu, ha chiesto di ricevere un’email quando è il suo turno in «{room}» ({game}).',
  'notify.test.title': 'Webhook impostato per «{room}»',
  'notify.test.body': 'Da ora questa chat riceverà i turni di «{room}».',
  'notify.mail.confirmHow': 'Per confermare, apri questo link e premi il pulsante:',
  'notify.mail.notYou': 'Se non eri tu, ignora questa email: non riceverai altro.',
  'notify.mail.open': 'Apri il tavolo: {link}',
  'notify.mail.stop': 'Non ricevere più queste email: {link}',
  'notify.page.confirm.title': 'Conferma il tuo indirizzo',
  'notify.page.confirm.text': 'Premi il pulsante per ricevere un’email quando è il tuo turno.',
  'notify.page.confirm.button': 'Conferma',
  'notify.page.confirmed.title': 'Indirizzo confermato',
  'notify.page.confirmed.text':
    'Riceverai un’email quando il tavolo aspetta te. Ogni email contiene un link per non riceverne più.',
  'notify.page.used.title': 'Questo link non fa più nulla',
  'notify.page.used.text': 'È già stato usato, oppure nel frattempo l’indirizzo è stato cambiato o tolto.',
  'notify.page.stop.title': 'Non ricevere più queste email',
  'notify.page.stop.text': 'Premi il pulsante e a questo indirizzo non arriveranno più email per questo posto.',
  'notify.page.stop.button': 'Basta email',
  'notify.page.stopped.title': 'Niente più email',
  'notify.page.stopped.text':
    'A questo indirizzo non arriveranno più email per questo posto, e l’indirizzo è stato cancellato.',
  'notify.page.already.title': 'Indirizzo già confermato',
  'notify.page.stopUsed.text':
    'A questo indirizzo non arrivano già più email per questo posto: il link è stato usato, oppure l’indirizzo è stato cambiato o tolto.',
  'notify.page.back': 'Torna al tavolo',
  'notify.page.home': 'I tuoi tavoli',
  'notify.page.brand': 'Gioca con gli amici',
  'notify.tableOf': 'Tavolo di {game}',
  'notify.seat': 'Posto {n}',
  'notify.list.and': '{head} e {last}',
};

export const NOTIFY_CATALOGUES: Record<Locale, Catalogue> = { en: NOTIFY_EN, it: NOTIFY_IT };

/**
 * The language a subscriber chose, as a request names it. Unknown ones are
 * refused with their own code (`bad_locale`) rather than quietly read as
 * English, so that a client sending a language the server has no words for
 * learns it at once.
 */
export const localeSchema = z
  .custom<Locale>((v) => typeof v === 'string' && (LOCALES as readonly string[]).includes(v), {
    message: `That language is not one this server writes notifications in (${LOCALES.join(', ')}).`,
    params: { refusal: 'bad_locale' },
  })
  .meta({
    type: 'string',
    enum: [...LOCALES],
    description: 'The language notifications are written in for this subscriber.',
  });

/** A value put in a notification's sentence: a name as the player wrote it, a number, another phrase, or names said as a list. */
export type NotifyParam = string | number | NotifyPhrase | { names: NotifyParam[] } | GameTitle;

/**
 * A game's name, as its module gives it (GameModule's `title`, and `titles`
 * where an edition calls it otherwise): the wire carries it as data, so the
 * notifications' words name no game.
 */
export interface GameTitle {
  title: string;
  titles?: Partial<Record<Locale, string>>;
}
export interface NotifyPhrase {
  key: NotifyKey;
  params?: Record<string, NotifyParam>;
}

/** A whole notification as data: what happened (`kind`), its values, and the table's path on this server. */
export interface Notice {
  kind:
    | 'turn'
    | 'turnDays'
    | 'turnOf'
    | 'expired'
    | 'expiredYou'
    | 'expiredYouBot'
    | 'moreTime'
    | 'start'
    | 'rematch'
    | 'end'
    | 'confirm'
    | 'test';
  params: Record<string, NotifyParam>;
  path: string;
}

/** A locale a subscriber row holds, if it is one we have words for (rows are text: a locale dropped later reads as English). */
export const knownLocale = (value: string | null | undefined): Locale =>
  (LOCALES as readonly (string | null | undefined)[]).includes(value) ? (value as Locale) : 'en';

/** One phrase of the catalogue in `locale`, English for a key it lacks; throws when a placeholder has no value. */
export function sayNotify(phrase: NotifyPhrase, locale: Locale): string {
  const voice = catalogueVoice(NOTIFY_CATALOGUES[locale], locale);
  const english = catalogueVoice(NOTIFY_EN, 'en');
  const values: Record<string, string | number> = {};
  for (const [name, p] of Object.entries(phrase.params ?? {})) values[name] = valueOf(p, locale);
  const text = voice(phrase.key, values) ?? english(phrase.key, values);
  if (text === undefined) throw new Error(`no words for ${phrase.key}`);
  return text;
}

function valueOf(p: NotifyParam, locale: Locale): string | number {
  if (typeof p === 'string' || typeof p === 'number') return p;
  if ('title' in p) return p.titles?.[locale] ?? p.title;
  if ('names' in p) {
    const items = p.names.map((x) => String(valueOf(x, locale)));
    if (items.length < 2) return items.join('');
    return sayNotify(
      { key: 'notify.list.and', params: { head: items.slice(0, -1).join(', '), last: items[items.length - 1] } },
      locale,
    );
  }
  return sayNotify(p, locale);
}

/** A notification's title and body in `locale`. */
export function sayNotice(notice: Notice, locale: Locale): { title: string; body: string } {
  const key = (part: 'title' | 'body') => `notify.${notice.kind}.${part}` as NotifyKey;
  return {
    title: sayNotify({ key: key('title'), params: notice.params }, locale),
    body: sayNotify({ key: key('body'), params: notice.params }, locale),
  };
}
