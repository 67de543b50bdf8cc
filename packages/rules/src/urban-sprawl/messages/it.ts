import type { UsKey } from './en';

/**
 * Urban Sprawl in Italian. The words of the Italian edition (Agglomerato
 * Urbano) are used wherever its rulebook gives them: Permesso Edilizio,
 * Riqualificazione Urbana, contratto, Favore, Professionisti, Sindaco,
 * rendita, Punti Azione (AP), urna... (docs/glossary-it.md lists them).
 * The type makes a missing or an extra key a compile error. Apostrophes are
 * typographic (’), so that ICU never reads one as a quote.
 */
export const US_IT: Record<UsKey, string> = {
  // ---- Termini ----------------------------------------------------------
  'us.zone.CIV': 'civico',
  'us.zone.COM': 'commerciale',
  'us.zone.IND': 'industriale',
  'us.zone.RES': 'residenziale',
  'us.zone.PARK': 'parco',
  'us.zoneName.CIV': 'civica',
  'us.zoneName.COM': 'commerciale',
  'us.zoneName.IND': 'industriale',
  'us.zoneName.RES': 'residenziale',
  'us.vocation.MEDIA': 'Pubblicitario',
  'us.vocation.FINANCE': 'Finanza',
  'us.vocation.EDUCATION': 'Istruzione',
  'us.vocation.TRANSPORTATION': 'Trasporti',
  'us.vocation.ENTERTAINMENT': 'Spettacolo',
  'us.vocation.PUBLIC_SERVICE': 'Servizi Pubblici',
  'us.vocation.HEALTHCARE': 'Sanità',
  'us.vocation.FACTORY': 'Fabbrica',
  'us.office.mayor': 'Sindaco',
  'us.office.districtAttorney': 'Procuratore Distrettuale',
  'us.office.treasurer': 'Tesoriere',
  'us.office.policeChief': 'Capo della Polizia',
  'us.office.unionBoss': 'Presidente del Sindacato',
  'us.officeThe.mayor': 'il Sindaco',
  'us.officeThe.districtAttorney': 'il Procuratore Distrettuale',
  'us.officeThe.treasurer': 'il Tesoriere',
  'us.officeThe.policeChief': 'il Capo della Polizia',
  'us.officeThe.unionBoss': 'il Presidente del Sindacato',
  'us.deck.planning': 'Progettazione',
  'us.deck.town': 'Paese',
  'us.deck.city': 'Città',
  'us.deck.metropolis': 'Metropoli',
  'us.feature.water': 'all’acqua',
  'us.feature.wilderness': 'al terreno incolto',
  'us.feature.park': 'a un parco',
  'us.amount.wealth': '${wealth}',
  'us.amount.prestige': '{prestige} di prestigio',
  'us.amount.both': '${wealth} e {prestige} di prestigio',
  'us.space.top': 'sopra le colonne di blocchi {from}-{to}',
  'us.space.side': 'accanto alla fila di blocchi {row}',
  'us.where.planningRow': 'nella fila della Progettazione',
  'us.where.planningTop': 'in cima al mazzo Progettazione',
  'us.where.contractRow': 'nella fila dei contratti (mazzo {deck})',
  'us.where.deckTop': 'in cima al mazzo {deck}',

  // ---- Carte, come le nomina il registro ----------------------------------
  'us.card.contract': 'il contratto {name}',
  'us.card.event': 'l’evento {name}',
  'us.card.renewal': 'una carta Riqualificazione Urbana',
  'us.card.permit':
    'un Permesso Edilizio per zona {zones} ({permits, plural, one {# permesso} other {# permessi}}, rendita {wealth})',

  // ---- Facce delle carte --------------------------------------------------
  'us.face.permit': 'Permesso Edilizio: {permits, plural, one {# permesso} other {# permessi}} per zona {zones}.',
  'us.face.payout': 'Rendita {wealth}{ballot, select, yes {, urna} other {}}.',
  'us.face.noPayout': 'Nessun premio{ballot, select, yes {, urna} other {}}.',
  'us.face.renewal':
    'Riqualificazione Urbana: quando costruisci un contratto, scarta questa carta per demolire uno o più edifici.',
  'us.face.event': 'Evento: {name}.',
  'us.face.noEffect': 'Nessun effetto.',
  'us.face.contract':
    '{name}: edificio {zone} di {size, plural, one {# lotto} other {# lotti}}{vocations}{prestige, plural, =0 {} other {, premio di prestigio #}}.',
  'us.face.vocations': ', {list}',
  'us.face.vocation': '{vocation}-{value}',
  'us.restriction.ignoreZoning': 'Ignora le restrizioni di zona.',
  'us.restriction.adjacentTo': 'Va costruito adiacente {feature}.',
  'us.restriction.notAdjacentTo': 'Non può essere costruito adiacente {feature}.',
  'us.restriction.minBlockValue': 'Solo in un blocco che vale {value} o più.',
  'us.restriction.maxBlockValue': 'Solo in un blocco che vale {value} o meno.',

  // ---- Filtri sugli edifici nei testi delle carte -------------------------
  // In italiano il nome viene prima: {noun}{zones}{size}{owner}{control}{near}{area}.
  'us.filter': '{noun}{zones}{size}{owner}{control}{held}{near}{area}',
  'us.filter.held': ' che controlla',
  'us.filter.noun':
    '{article, select, the {{noun, select, park {il parco} other {l’edificio}}} a {{noun, select, park {un parco} other {un edificio}}} other {{noun, select, park {parco} other {edificio}}}}',
  'us.filter.size': ' da {sizes} {last, plural, one {lotto} other {lotti}}',
  'us.filter.zones': ' {zones}',
  'us.filter.controlled': ' controllato',
  'us.filter.uncontrolled': ' non controllato',
  'us.filter.actor': ' di tua proprietà',
  'us.filter.opponents': ' di un avversario',
  'us.filter.near': ' adiacente {feature}',
  'us.filter.theseRows': ' in queste file',
  'us.filter.chosenRow': ' in una di queste file',
  'us.filter.otherRow': ' nell’altra fila',

  // ---- Testi delle carte (effetti) ----------------------------------------
  'us.who.actor': 'tu',
  'us.who.everyone': 'ogni giocatore',
  'us.who.opponents': 'ogni avversario',
  'us.who.controllers': 'ogni giocatore',
  'us.who.mediaOwner': 'chi possiede il Pubblicitario',
  'us.who.contractor': 'l’Imprenditore',
  'us.effect.airport': 'I quattro politici di zona entrano in gioco e il mazzo Città diventa attivo.',
  'us.effect.sportsTeam': 'L’Imprenditore entra in gioco e il mazzo Metropoli diventa attivo.',
  'us.effect.olympicGames': 'La partita finisce subito.',
  'us.effect.grantExtraFavor': 'Prendi la tessera Favore Extra: puoi tenere due Favori.',
  'us.effect.gain': '{you, select, yes {guadagni} other {{who} guadagna}} {amount}.',
  'us.effect.gainPer': '{you, select, yes {guadagni} other {{who} guadagna}} {amount} per ogni {per}.',
  'us.effect.lose':
    '{you, select, yes {perdi {amount} (paghi quello che puoi)} other {{who} perde {amount} (paga quello che può)}}.',
  'us.effect.losePer':
    '{you, select, yes {perdi} other {{who} perde}} {amount} per ogni {per} ({you, select, yes {paghi quello che puoi} other {paga quello che può}}).',
  'us.effect.payActorChoice':
    'Ogni avversario ti paga {amount} di rendita o {amount} di prestigio (a sua scelta) per ogni {per}.',
  'us.effect.rowChoice':
    'Scegli quale di queste file è «una di queste file» (il blocco in comune conta per entrambe): {effects}',
  'us.effect.placeMarker':
    'Piazza {kind, select, any {un indicatore di rendita o di prestigio} wealth {un indicatore di rendita} other {un indicatore di prestigio}} dallo spazio degli indicatori in uno spazio grigio libero qualsiasi.',
  'us.effect.moveMarker':
    'Sposta {kind, select, any {un indicatore di rendita o di prestigio} wealth {un indicatore di rendita} other {un indicatore di prestigio}} già in gioco in un altro spazio grigio libero.',
  'us.effect.placeBuilding':
    'Piazza {park, select, yes {un parco} other {un edificio {zone} di 1 lotto}} {near, select, self {in un lotto libero adiacente a questo edificio} other {in un lotto libero qualsiasi}}{controlled, select, yes { e prendine il controllo} other {}} (senza restrizioni di zona).',
  'us.effect.moveBuilding': 'Sposta {sized} in un lotto libero qualsiasi (senza restrizioni di zona).',
  'us.effect.removeBuildingChoice':
    '{you, select, yes {demolisci {filter} a tua scelta} other {{who} demolisce {filter} a sua scelta}}.',
  'us.effect.removeBuildingSelect':
    '{you, select, yes {demolisci} other {{who} demolisce}} {filter} di {select, select, mostValuable {maggior} other {minor}} valore.',
  'us.effect.removeCube':
    '{you, select, yes {togli} other {{who} toglie}} il cubo di controllo da {filter}; l’edificio resta.',
  'us.effect.loseBuildingOrPay':
    'Ogni giocatore con {filter} paga {amount} oppure ne perde uno (a sua scelta; per pagare serve l’intero importo).',
  'us.effect.keepOrLose':
    'Chi possiede {filter} di {select, select, mostValuable {maggior} other {minor}} valore può pagare {amount} per tenerlo; altrimenti {otherwise, select, demolish {viene demolito} other {va all’asta fra tutti i giocatori}}.',
  'us.effect.spotlight':
    'Chi controlla {filter} di {select, select, mostValuable {maggior} other {minor}} valore guadagna {amount}.',
  'us.effect.electionPawn': 'Si tiene l’elezione della carica su cui si trova la pedina arancione.',
  'us.effect.election': 'Si tiene l’elezione del {office}.',
  'us.effect.seizeOffice': 'Prendi il politico su cui si trova la pedina arancione, senza elezione.',

  // ---- Registro -----------------------------------------------------------
  'us.log.cardEffect': '{card}: {effect}',
  'us.log.airport': 'Apre l’Aeroporto: ora tutti e cinque i politici sono in gioco e il mazzo Città è attivo.',
  'us.log.sportsTeam': 'Arriva una Squadra Sportiva: l’Imprenditore entra in gioco e il mazzo Metropoli è attivo.',
  'us.log.olympicGames': 'I Giochi Olimpici arrivano in città: il gioco si ferma subito.',
  'us.log.seizeOffice': '{who} diventa {office} senza elezione.',
  'us.log.extraFavor': '{who} prende la tessera Favore Extra e può tenere due Favori.',
  'us.log.gaveUpBuilding': '{who} ha rinunciato a un edificio.',
  'us.log.gained': '{who} ha guadagnato {amount}.',
  'us.log.lost': '{who} ha perso {amount}.',
  'us.log.lostNothing': '{who} non ha perso nulla (non aveva più nulla da perdere).',
  'us.log.paidTo': '{to} ha ricevuto {amount} da {who}.',
  'us.log.paidToNothing': '{to} non ha ricevuto nulla da {who}.',
  'us.log.placedBuilding': '{who} ha piazzato {park, select, yes {un parco} other {un edificio {zone} di 1 lotto}}.',
  'us.log.movedBuilding': '{who} ha spostato un {building}.',
  'us.log.removedCube': '{who} ha tolto il cubo di {owner} da un {building}.',
  'us.log.paid': '{who} ha pagato {amount}.',
  'us.log.toAuction': '{who} ha perso il controllo di un {building}, che va all’asta.',
  'us.log.nobodyCanBid': 'Nessuno può fare offerte: l’edificio resta senza controllo.',
  'us.log.passed': '{who} passa.',
  'us.log.bid': '{who} offre {amount}.',
  'us.log.allPassed': 'Tutti hanno passato: l’edificio resta senza controllo.',
  'us.log.wonAuction': '{who} vince l’asta per ${amount} e prende il controllo di un {building}.',
  'us.log.planningReshuffled':
    'Il mazzo Progettazione è finito: la pila degli scarti è stata mescolata in un nuovo mazzo.',
  'us.log.event': 'Evento: {name}.',
  'us.log.revealed': 'Si scopre {card} {where}.',
  'us.log.endsWith': '{who} termina con {prestige} di prestigio e {wealth} di rendita.',
  'us.log.gameOver': 'Partita finita. {count, plural, one {Vince {winners}} other {Vincono a pari merito {winners}}}.',
  'us.log.ballotBox': 'Un’urna: la pedina arancione passa al {office}.',
  'us.log.notInPlay': 'La carica di {office} non è ancora in gioco: nessuna elezione.',
  'us.log.nobodyQualifies': 'Nessuno ha i requisiti per la carica di {office}, che resta com’è.',
  'us.log.electionTied': 'Parità per la carica di {office}: decide {decider}.',
  'us.log.elected': '{who} diventa {office}.',
  'us.log.mayorPark': 'Il Sindaco {who} ha piazzato un parco.',
  'us.log.contractorTied': 'Parità per il prestigio più basso: {decider} sceglie l’Imprenditore.',
  'us.log.contractor': '{who} diventa l’Imprenditore.',
  'us.log.markerEntered':
    'L’indicatore di {kind, select, wealth {rendita} other {prestigio}} {value} è entrato in gioco {space}.',
  'us.log.markerMoved':
    'L’indicatore di {kind, select, wealth {rendita} other {prestigio}} {value} è stato spostato {space}.',
  'us.log.treasurer': '{who} ha pagato ${amount} al Tesoriere.',
  'us.log.turn': 'Turno {turn}: {who} è il giocatore attivo con {ap} AP.',
  'us.log.tookVocation': '{who} ha preso un professionista {vocation}.',
  'us.log.noVocationLeft': 'Non resta alcun professionista {vocation} da prendere.',
  'us.log.tookVocationFrom': '{who} ha preso un professionista {vocation} che era di {from}.',
  'us.log.policeChief':
    'Il Capo della Polizia {who} ha guadagnato {amount} di rendita e {amount} di prestigio per i professionisti {vocation}.',
  'us.log.scoredVocation':
    '{who} incassa per i professionisti {vocation}: {wealth} di rendita e {prestige} di prestigio.',
  'us.log.noPayout':
    'Nessun premio di {kind, select, wealth {rendita} other {prestigio}}: sul tabellone non c’è la fila {value} di {kind, select, wealth {rendita} other {prestigio}}.',
  'us.log.payout': 'Premio di {kind, select, wealth {rendita} other {prestigio}} sulla fila {value}: {gains}.',
  'us.log.payoutNobody':
    'Premio di {kind, select, wealth {rendita} other {prestigio}} sulla fila {value}: nessuno guadagna nulla.',
  'us.log.payoutGain': '{who} +{gain}',
  'us.log.claimed': '{who} ha preso un edificio {zone} iniziale pagandolo ${price}.',
  'us.log.media': '{who} riceve il professionista Pubblicitario.',
  'us.log.invested': '{who} ha investito {card} per {wealth} di rendita.',
  'us.log.took': '{who} ha preso {card}.',
  'us.log.tookFavor': '{who} ha preso {card} come Favore, da costruire in un turno successivo.',
  'us.log.endedTurn': '{who} ha finito il turno.',
  'us.log.built': '{who} ha costruito {card} per ${price}.',
  'us.log.builtBonus': '{who} ha costruito {card} per ${price} e ha guadagnato {bonus} di prestigio.',
  'us.log.demolishedPark': 'Un parco è stato demolito.',
  'us.log.demolished': 'Un edificio {zone} di {size, plural, one {# lotto} other {# lotti}} è stato demolito.',
  'us.log.demolishedOwned':
    'Un edificio {zone} di {size, plural, one {# lotto} other {# lotti}} è stato demolito e {owner} ha ripreso il cubo.',
  'us.log.demolishedParkOwned': 'Un parco è stato demolito e {owner} ha ripreso il cubo.',
  'us.building.park': 'parco',
  'us.building': 'edificio {zone} di {size, plural, one {# lotto} other {# lotti}}',

  // ---- Richieste ----------------------------------------------------------
  'us.prompt.claimStart': 'Prendi uno degli edifici iniziali ancora liberi; ne paghi il valore.',
  'us.prompt.mediaTie':
    'Più giocatori sono in parità per la rendita più alta: scegli chi riceve il professionista Pubblicitario.',
  'us.prompt.electionTie': 'Parità fra i candidati alla carica di {office}: scegli chi viene eletto.',
  'us.prompt.contractorTie':
    'Più giocatori sono in parità per il prestigio più basso: scegli chi diventa l’Imprenditore.',
  'us.prompt.mayorPark': 'Come Sindaco appena eletto, piazza un parco in un lotto libero qualsiasi.',
  'us.prompt.vocationSteal':
    'Nella riserva non resta alcun professionista {vocation}: scegli l’avversario a cui ne prendi uno.',
  'us.prompt.vocationSplit':
    'I tuoi professionisti {vocation} valgono {value} ciascuno: scegli quanti ne incassi in prestigio (gli altri in rendita).',
  'us.prompt.chooseRow':
    'Scegli quale fila del nuovo edificio è «una di queste file»; l’altra fila riceve la seconda parte.',
  'us.prompt.chooseOrder': 'Più giocatori devono decidere: scegli in che ordine lo fanno.',
  'us.prompt.chooseBuilding': 'Scegli un edificio.',
  'us.prompt.chooseLot': 'Scegli un lotto libero.',
  'us.prompt.placeMarker': 'Scegli un indicatore e lo spazio grigio libero in cui metterlo.',
  'us.prompt.payChoice':
    'Devi fare {units, plural, one {# pagamento} other {# pagamenti}} da {amount}: scegli quanti pagarne in prestigio (gli altri in rendita).',
  'us.prompt.loseOrPay': 'Paga {amount} per tenere i tuoi edifici, oppure scegli l’edificio che perdi.',
  'us.prompt.keepOrLose': 'Paga {amount} per tenere il tuo edificio, oppure lascialo andare.',
  'us.prompt.bid': 'Asta: offri più di ${high}, oppure passa.',

  // ---- Rifiuti -------------------------------------------------------------
  'us.refuse.invalidAnswer': 'Non è una delle scelte proposte.',
  'us.refuse.answerExpected': 'Il gioco aspetta da te un’altra decisione.',
  'us.refuse.cannotPayOptional': 'Un pagamento facoltativo richiede l’intero importo, e non ce l’hai.',
  'us.refuse.bidTooLow': 'Offri più di ${high}.',
  'us.refuse.bidTooHigh': 'Non puoi offrire più rendita di quanta ne hai.',
  'us.refuse.parkLotTaken': 'Quel lotto non è libero; il parco va in un lotto vuoto.',
  'us.refuse.spaceTaken': 'Quello spazio grigio non è libero.',
  'us.refuse.unknownCard': 'Non esiste la carta {id}.',
  'us.refuse.notAContract': '{card} non è un contratto edilizio.',
  'us.refuse.notClaimable': 'Scegli uno degli edifici iniziali ancora liberi.',
  'us.refuse.claimCost': 'Quell’edificio costa ${price} e tu hai ${wealth}.',
  'us.refuse.investmentClosed': 'Gli Investimenti si fanno solo all’inizio del turno, prima di spendere AP.',
  'us.refuse.noSuchCard': 'Non hai quella carta.',
  'us.refuse.notAPermit': 'Si possono investire solo i Permessi Edilizi.',
  'us.refuse.emptyBox': 'Lì non c’è nessuna carta da prendere.',
  'us.refuse.favorLimit':
    '{two, select, yes {Hai già due Favori} other {Hai già un Favore}}; {two, select, yes {costruiscine uno} other {costruiscilo}} {waiting, select, yes {in un turno successivo } other {}}prima di prenderne un altro.',
  'us.refuse.noRenewalCard': 'Non hai quella carta Riqualificazione Urbana.',
  'us.refuse.renewalWithoutDemolition':
    'Una carta Riqualificazione Urbana si scarta solo per demolire almeno un edificio.',
  'us.refuse.permitsNotHeld': 'Puoi pagare solo con Permessi Edilizi che hai in mano, ognuno una volta sola.',
  'us.refuse.wrongPermits': 'Ogni permesso pagato deve essere un Permesso Edilizio della zona {zone}.',
  'us.refuse.notEnoughPermits':
    'Questo contratto richiede {size, plural, one {# permesso} other {# permessi}} di zona {zone}.',
  'us.refuse.buildCost': 'Costruire lì costa ${price} e tu hai ${wealth}.',
  'us.refuse.noCubes': 'Non ti restano cubi di controllo.',
  'us.refuse.emptyContractBox': 'Quella casella dei contratti è vuota.',
  'us.refuse.emptyDeckTop': 'Il mazzo {deck} non ha una carta scoperta da prendere.',
  'us.refuse.notYourFavor': '{card} non è uno dei tuoi Favori.',
  'us.refuse.favorThisTurn':
    'Hai preso {card} come Favore in questo turno; un Favore si può costruire solo in un tuo turno successivo.',
  'us.refuse.notEnoughAp':
    'Costa {cost} AP e {ap, plural, =0 {non te ne resta nessuno} one {te ne resta solo #} other {te ne restano solo #}}.',
  'us.refuse.notACandidate': 'Quel giocatore non è fra le scelte possibili.',
  'us.refuse.markersToSplit': 'Hai {markers} professionisti corrispondenti da ripartire.',
  'us.refuse.noPrompt': 'Nessuno ha chiesto questa decisione adesso.',
  'us.refuse.notYourPrompt': 'Prima deve decidere un altro giocatore.',
  'us.refuse.mustBeNextTo': 'Questo edificio va costruito adiacente {feature}.',
  'us.refuse.mustNotBeNextTo': 'Questo edificio non può essere costruito adiacente {feature}.',
  'us.refuse.minBlock': 'Questo edificio richiede un blocco che valga almeno {value}.',
  'us.refuse.maxBlock': 'Questo edificio richiede un blocco che valga al massimo {value}.',
  'us.refuse.zoning':
    'Restrizione di zona: questo punto è adiacente a un edificio di un’altra zona e a nessuno della stessa zona.',
  'us.refuse.demolishMissing': 'Uno degli edifici da demolire non esiste.',
  'us.refuse.demolishLarger': 'Un nuovo edificio può demolire solo edifici non più grandi di sé.',
  'us.refuse.demolishUncovered': 'Il nuovo edificio deve coprire ogni lotto di ciascun edificio che demolisce.',
  'us.refuse.contractorProtected':
    'Gli edifici dell’Imprenditore non si possono demolire con una carta Riqualificazione Urbana.',
  'us.refuse.footprint':
    'Il contratto {name} richiede {size, plural, one {# lotto} other {# lotti}} in un solo blocco{size, plural, =2 {, uno accanto all’altro} other {}}.',
  'us.refuse.noDemolition':
    'Possono demolire edifici solo l’Imprenditore o chi scarta una carta Riqualificazione Urbana.',
  'us.refuse.lotTaken': 'Uno di quei lotti è già edificato.',

  // ---- Fine della partita ---------------------------------------------------
  'us.ending.olympics':
    'È uscita la carta Giochi Olimpici dal mazzo Metropoli: il gioco si è fermato subito e sono stati calcolati i premi finali, la rendita e i politici.',
  'us.scoring.score': 'prestigio',
  'us.scoring.tiebreak': 'la rendita',
};
