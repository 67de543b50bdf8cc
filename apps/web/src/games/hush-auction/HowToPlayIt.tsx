import { formatList } from '../../i18n/i18n';
import { COLOURS, DECK_SIZE, HAND_SIZE, HIGHEST_VALUE, ROUNDS, SEATS } from './facts';
import { cardName, colourName } from './words';

/**
 * Hush Auction's how-to-play in Italian, in our own words (docs/glossary-it.md:
 * a bid is "un'offerta", the prizes are "in palio"); every number comes from
 * facts.ts. Kept as a page beside the English in HowToPlayEn.tsx; the two
 * must say the same things.
 */
export function HowToPlayIt() {
  return (
    <>
      <h2>Come si gioca</h2>
      <p>
        Un breve gioco di offerte segrete, da {SEATS.min} a {SEATS.max} persone. A ogni round offri una carta della tua
        mano per i premi in palio; i premi che prendi sono i tuoi punti. Vince chi ha più punti.
      </p>
      <h3>Le carte</h3>
      <p>
        Il mazzo ha {DECK_SIZE} carte: {COLOURS.length} colori ({formatList(COLOURS.map(colourName))}) con i valori da 1
        a {HIGHEST_VALUE}. Una carta si chiama con il suo colore e il suo valore, per esempio {cardName('salt-10')}.
        Conta solo il valore; il colore serve solo a distinguere i valori uguali.
      </p>
      <p>
        Ricevi {HAND_SIZE} carte e le tieni segrete: gli altri vedono solo quante ne hai. Una carta della pila coperta
        viene girata come primo premio.
      </p>
      <h3>Un round</h3>
      <ul>
        <li>
          <b>Offrire</b>: tutti insieme scelgono una carta dalla propria mano e la offrono coperta. Le offerte restano
          nascoste finché non sono arrivate tutte; il tavolo mostra solo chi ha già offerto.
        </li>
        <li>
          <b>Scoprire</b>: quando arriva l’ultima offerta, si girano tutte. La sola offerta più alta prende tutti i
          premi in palio. Se i valori più alti sono pari, i premi non vanno a nessuno: restano in palio e si aggiunge il
          premio successivo.
        </li>
        <li>
          <b>Pescare</b>: le offerte vengono scartate scoperte. Prima del round successivo tutti pescano una carta e si
          gira un nuovo premio.
        </li>
      </ul>
      <h3>La fine</h3>
      <p>
        La partita dura {ROUNDS.standard} round, {ROUNDS.short} nella partita breve, e finisce prima se la pila resta
        senza carte. Ogni premio vale in punti il suo valore, e vince chi ha più punti; i premi ancora in palio alla
        fine (l’ultimo round è finito in parità) non vanno a nessuno. A parità di punti vince il totale più alto delle
        carte rimaste in mano, quindi conta anche una carta forte tenuta da parte; a parità anche di questo, la vittoria
        è condivisa.
      </p>
    </>
  );
}
