import type { RefusalKey } from './refusals-en';

/** The same sentences in Italian; the type makes a missing one a compile error. */
export const REFUSALS_IT: Record<RefusalKey, string> = {
  'refusal.not_your_turn': 'Non è il tuo turno, e nessuno aspetta una tua decisione.',
  'refusal.cannot_undo': 'Non c’è nulla da annullare: è stata scoperta una carta, un altro giocatore ha deciso o il turno è passato.',
  'refusal.game_over': 'La partita è finita.',
  'refusal.stale_version': 'Un’altra mossa è stata giocata appena prima della tua, quindi la tua no. Il tavolo è stato aggiornato: guarda di nuovo e riprova.',
  'refusal.duplicate': 'Questa mossa era già stata giocata dal tuo posto, forse in un’altra scheda o in una pagina vecchia, quindi non è stata ripetuta. Il tavolo è stato aggiornato.',
  'refusal.bad_sequence': 'La pagina ha perso il conto delle mosse. Ricarica la pagina.',
  'refusal.shutting_down': 'Il server si sta riavviando; riprova fra un momento.',
  'refusal.server_error': 'Qualcosa è andato storto sul server; non è cambiato nulla.',
  'refusal.rate_limited': 'Troppi messaggi tutti insieme; rallenta e riprova fra un momento.',
  'refusal.spectator': 'Chi guarda non può fare mosse.',
  'refusal.not_started': 'La partita non è ancora cominciata.',
  'refusal.chat_too_fast': 'Scrivi in chat più in fretta di quanto il tavolo riesca a leggere; aspetta qualche secondo.',
  'refusal.revoked': 'Questo dispositivo non tiene più il posto: è stato revocato da un altro dispositivo del giocatore.',
  'refusal.room_crowded': 'Questa stanza ha già tutti gli spettatori che può accogliere; riprova più tardi.',
  'refusal.too_many_connections': 'Troppe connessioni dal tuo indirizzo; chiudi qualche scheda e riprova.',
  'refusal.no_match': 'Questa partita non esiste.',
  'refusal.unreachable': 'Il server non è raggiungibile.',
};
