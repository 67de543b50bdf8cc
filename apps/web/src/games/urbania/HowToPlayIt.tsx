import { END_SPECIALISTS, END_SPECIALIST_VALUE, END_UNDEVELOPED, MAX_SUBMITTED, SUBMIT_COST_STEP } from './content';

/**
 * Urbania's how-to-play in Italian, in our own words (docs/glossary-it.md:
 * Urbania has no Italian edition). Kept as a page beside the English in
 * HowToPlayEn.tsx; the two must say the same things.
 */
export function HowToPlayIt() {
  return (
    <>
      <h2>Come si gioca</h2>
      <p>
        Una città in rovina aspetta di essere ricostruita, casella per casella. Raccogli carte risorsa, rinnovi edifici,
        assumi specialisti e, soprattutto, scegli i progetti che renderanno alla fine. Vince chi ha più punti vittoria
        (PV); a parità, chi ha fatto più punti con i progetti.
      </p>
      <h3>Il tuo turno: due azioni</h3>
      <ul>
        <li>
          <b>Pescare</b>: prendi due carte, ognuna dal mercato scoperto, coperta dalla pila delle risorse o coperta
          dalla pila dei progetti.
        </li>
        <li>
          <b>Rinnovare</b>: scegli un edificio non rinnovato accanto a uno già rinnovato (non in diagonale) e paga i
          suoi operai con carte del suo colore. Gli edifici residenziali accettano operai di un solo colore, qualunque
          sia. Ottieni subito i suoi PV e il suo tipo sale di un passo sul tracciato dei valori.
        </li>
        <li>
          <b>Assumere</b>: paga il valore di uno specialista in monete del suo colore, dalla mano o dalle carte scoperte
          davanti a te, e prendilo, anche da un altro giocatore. Il suo segnalino sale poi di un passo.
        </li>
        <li>
          <b>Presentare</b>: metti coperto un progetto dalla tua mano. Al massimo {MAX_SUBMITTED} a partita; ognuno
          costa 1 PV per ogni {SUBMIT_COST_STEP} PV interi che hai.
        </li>
      </ul>
      <p>
        Puoi ripetere un’azione. Le icone arcobaleno sono jolly. Chi paga troppo non riceve resto. Un’icona carta su un
        edificio rinnovato o sul tracciato dei valori ti fa pescare una carta in più. Dopo le tue azioni, ogni
        specialista davanti a te vale tanti PV quanto vale il suo tipo di edificio sul tracciato dei valori.
      </p>
      <h3>La fine</h3>
      <p>
        La fase finale comincia quando in un quartiere restano {END_UNDEVELOPED} edifici non rinnovati, o quando{' '}
        {END_SPECIALISTS} specialisti valgono {END_SPECIALIST_VALUE} o più. Si gioca finché tutti hanno fatto lo stesso
        numero di turni, più un altro giro completo. Poi contano i progetti presentati; quelli rimasti in mano no.
      </p>
    </>
  );
}
