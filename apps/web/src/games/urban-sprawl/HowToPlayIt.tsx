/**
 * Urban Sprawl's how-to-play in Italian, with Agglomerato Urbano's words
 * (docs/glossary-it.md). Long prose with markup is kept as a page per
 * language beside the English in HowToPlayEn.tsx rather than as catalogue
 * sentences; the two must say the same things.
 */
export function HowToPlayIt() {
  return (
    <>
      <h2>Come si gioca</h2>
      <p>
        Insieme fate crescere un piccolo paese fino a farne una metropoli, un edificio alla volta. Ognuno di voi è un
        costruttore con denaro da spendere e una reputazione da costruire: alla fine della partita vince chi ha più{' '}
        <b>prestigio</b> (a parità, chi ha più rendita).
      </p>
      <h3>Il tuo turno</h3>
      <ul>
        <li>
          Per prima cosa puoi incassare i Permessi Edilizi che hai in mano: ognuno che scarti ti dà la sua rendita
          (Investimento).
        </li>
        <li>
          Poi hai 6 Punti Azione (8 se sei il Presidente del Sindacato). Le carte esposte costano da 1 a 5 punti,
          secondo la loro casella: prendi una carta Progettazione, costruisci un contratto, oppure tieni un contratto
          per dopo come tuo Favore.
        </li>
        <li>
          Alla fine del turno le carte esposte scorrono e si riforniscono. Eventi, elezioni e premi delle nuove carte
          avvengono subito.
        </li>
      </ul>
      <h3>Costruire</h3>
      <ul>
        <li>
          Un contratto indica una zona (civica, commerciale, industriale o residenziale) e un numero di lotti. Paghi un
          permesso di quella zona per ogni lotto, più una rendita pari al valore del blocco in cui costruisci.
        </li>
        <li>
          Zone: un nuovo edificio deve toccare un edificio della sua stessa zona, oppure nessun edificio di una zona (i
          parchi non contano, gli angoli sì). Ogni edificio vicino della stessa zona ti dà un punto di prestigio.
        </li>
        <li>
          Alcuni contratti portano un professionista, un limite al luogo in cui possono sorgere o un effetto che avviene
          quando li costruisci. Leggi la carta.
        </li>
        <li>
          Una carta Riqualificazione Urbana permette al nuovo edificio di sostituire quelli già costruiti, purché ne
          copra tutti i lotti.
        </li>
      </ul>
      <h3>Professionisti, politici e premi</h3>
      <ul>
        <li>
          Quando qualcuno prende un professionista, ogni giocatore guadagna rendita o prestigio per ogni professionista
          che possiede.
        </li>
        <li>
          Un’urna su una carta Progettazione indice un’elezione. Il Sindaco va a chi ha più professionisti; le altre
          cariche a chi possiede l’edificio di maggior valore della loro zona. Ogni carica ha un potere e dà punti alla
          fine.
        </li>
        <li>
          Gli indicatori di rendita e di prestigio lungo il bordo del tabellone fanno valere di più le file a cui
          puntano. Il simbolo di un premio su una nuova carta paga i giocatori con più edifici in quella fila.
        </li>
      </ul>
      <h3>La fine</h3>
      <p>
        I tre mazzi dei contratti si aprono uno dopo l’altro: Paese, poi Città, poi Metropoli, ciascuno aperto
        dall’evento traguardo del mazzo precedente. Quando esce il traguardo del mazzo Metropoli la partita finisce: le
        file di prestigio riscuotono un’ultima volta i premi, ogni 10 di rendita diventano un punto di prestigio e i
        politici assegnano i loro punti.
      </p>
    </>
  );
}
