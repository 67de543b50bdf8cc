import type { RefusalKey } from './refusals-en';

/** The same sentences in Italian; the type makes a missing one a compile error. */
export const REFUSALS_IT: Record<RefusalKey, string> = {
  'refusal.not_your_turn': 'Non è il tuo turno, e nessuno aspetta una tua decisione.',
  'refusal.cannot_undo':
    'Non c’è nulla da annullare: è stata scoperta una carta, un altro giocatore ha deciso o il turno è passato.',
  'refusal.game_over': 'La partita è finita.',
  'refusal.stale_version':
    'Un’altra mossa è stata giocata appena prima della tua, quindi la tua no. Il tavolo è stato aggiornato: guarda di nuovo e riprova.',
  'refusal.duplicate':
    'Questa mossa era già stata giocata dal tuo posto, forse in un’altra scheda o in una pagina vecchia, quindi non è stata ripetuta. Il tavolo è stato aggiornato.',
  'refusal.bad_sequence': 'La pagina ha perso il conto delle mosse. Ricarica la pagina.',
  'refusal.shutting_down': 'Il server si sta riavviando; riprova fra un momento.',
  'refusal.server_error': 'Qualcosa è andato storto sul server; non è cambiato nulla.',
  'refusal.rate_limited': 'Troppi messaggi tutti insieme; rallenta e riprova fra un momento.',
  'refusal.spectator': 'Chi guarda non può fare mosse.',
  'refusal.not_started': 'La partita non è ancora cominciata.',
  'refusal.chat_too_fast':
    'Scrivi in chat più in fretta di quanto il tavolo riesca a leggere; aspetta qualche secondo.',
  'refusal.revoked':
    'Questo dispositivo non tiene più il posto: è stato revocato da un altro dispositivo del giocatore.',
  'refusal.room_crowded': 'Questa stanza ha già tutti gli spettatori che può accogliere; riprova più tardi.',
  'refusal.too_many_connections': 'Troppe connessioni dal tuo indirizzo; chiudi qualche scheda e riprova.',
  'refusal.no_match': 'Questa partita non esiste.',
  'refusal.unreachable': 'Il server non è raggiungibile.',
  'refusal.already_bot': 'Quel posto è già giocato da un bot.',
  'refusal.already_started': 'La partita è già cominciata.',
  'refusal.bad_invite': 'Questo invito non è valido.',
  'refusal.bad_link':
    'Questo link non apre nessun posto: è già stato usato, è scaduto o il posto è passato ad altri. Chiedine uno nuovo dal dispositivo che tiene il posto.',
  'refusal.bad_token': 'Il codice del posto non è valido per questa stanza.',
  'refusal.bad_chat': 'Questo messaggio non si può inviare.',
  'refusal.busy': 'Il server è occupato in questo momento; riprova fra un minuto.',
  'refusal.chat_muted': 'L’host ha disattivato la chat per chi guarda.',
  'refusal.email_unavailable': 'Questo server non invia email.',
  'refusal.bad_locale': 'Questo server non scrive notifiche in quella lingua.',
  'refusal.webhook_forbidden':
    'Questo webhook non si può usare: il suo indirizzo è in una rete privata, contiene una password o non esiste.',
  'refusal.webhook_not_url': 'Questo non è un indirizzo web; un webhook della chat comincia con https://.',
  'refusal.webhook_needs_https': 'Per un webhook sono ammessi solo indirizzi https.',
  'refusal.webhook_needs_http': 'Per un webhook sono ammessi solo indirizzi http e https.',
  'refusal.forked_match':
    'Questa partita è ripartita da un’altra posizione, quindi non si può salvare come file di replay.',
  'refusal.gone': 'La richiesta è stata abbandonata prima di essere salvata; non è stato tenuto nulla.',
  'refusal.host_alone': 'Sei l’unico giocatore in questa stanza; per uscire chiudi la scheda.',
  'refusal.match_running': 'Si potrà fare quando la partita sarà finita.',
  'refusal.no_device': 'Quel dispositivo non tiene questo posto (forse è già stato revocato).',
  'refusal.no_rematch': 'La rivincita si può proporre quando la partita è finita.',
  'refusal.no_room': 'Questa stanza non esiste.',
  'refusal.no_seat': 'Questo posto non esiste.',
  'refusal.no_snapshot': 'La partita non ha una posizione di partenza salvata.',
  'refusal.no_spectator': 'Quello spettatore non sta più guardando.',
  'refusal.no_token': 'Serve il codice del tuo posto.',
  'refusal.not_across_days': 'Solo le stanze giocate su più giorni hanno un tempo per mossa.',
  'refusal.not_host': 'Solo l’host può farlo.',
  'refusal.main_device':
    'Questo è il dispositivo che ha preso il posto: non può dimenticarlo. Lascia il posto, oppure continua a giocare qui.',
  'refusal.seat_lost':
    'Non tieni più questo posto: è stato lasciato o liberato. Apri di nuovo l’invito se vuoi prendere un posto.',
  'refusal.not_seat_owner':
    'Solo il dispositivo che ha preso questo posto può aprirlo su altri dispositivi o revocarli. Usa quel dispositivo.',
  'refusal.not_overdue': 'Quel giocatore ha ancora tempo per la sua mossa.',
  'refusal.no_more_time':
    'A quel giocatore è già stato concesso più tempo due volte in questa partita: ora solo un bot può giocare questo turno al suo posto.',
  'refusal.not_playing': 'Non c’è nessuna partita in corso.',
  'refusal.not_stood_in': 'Nessun altro sta giocando al tuo posto.',
  'refusal.own_seat': 'Questo è il tuo posto.',
  'refusal.removed': 'L’host ti ha chiesto di smettere di guardare questa stanza.',
  'refusal.room_busy': 'Più modifiche sono arrivate alla stanza nello stesso istante; non è cambiato nulla. Riprova.',
  'refusal.room_full': 'Tutti i posti di questa stanza sono occupati.',
  'refusal.seat_connected': 'Quel giocatore è connesso.',
  'refusal.seat_unavailable': 'Quel posto non è disponibile (o la partita è cominciata).',
  'refusal.seats_empty': 'Prima ogni posto deve essere occupato (o dato a un bot).',
};
