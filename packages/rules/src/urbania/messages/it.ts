import type { UrKey } from './en';

/**
 * Urbania in Italian, in our own words (the game has no Italian edition to
 * follow): PV for victory points, operai and monete on the resource cards,
 * jolly for the wild ones (as the page says), il mercato for the face-up
 * pool, rifare il mercato for a redeal (rinnovare is the renewal of a
 * building; docs/glossary-it.md). Counts go through plurals. The type
 * makes a missing or an extra key a compile error; apostrophes are ’.
 */
export const UR_IT: Record<UrKey, string> = {
  // ---- Termini ----------------------------------------------------------
  'ur.type.factory': 'fabbrica',
  'ur.type.bank': 'banca',
  'ur.type.hospital': 'ospedale',
  'ur.type.business': 'negozio',
  'ur.type.school': 'scuola',
  'ur.type.park': 'parco',
  'ur.type.residential': 'edificio residenziale',
  'ur.typeThe.factory': 'la fabbrica',
  'ur.typeThe.bank': 'la banca',
  'ur.typeThe.hospital': 'l’ospedale',
  'ur.typeThe.business': 'il negozio',
  'ur.typeThe.school': 'la scuola',
  'ur.typeThe.park': 'il parco',
  'ur.typeThe.residential': 'l’edificio residenziale',
  'ur.building.factory': 'fabbrica',
  'ur.building.bank': 'banca',
  'ur.building.hospital': 'ospedale',
  'ur.building.business': 'negozio',
  'ur.building.school': 'scuola',
  'ur.building.park': 'parco',
  'ur.building.residential': 'edificio residenziale',
  'ur.suit.factory': 'fabbrica',
  'ur.suit.bank': 'banca',
  'ur.suit.hospital': 'ospedale',
  'ur.suit.business': 'negozio',
  'ur.suit.school': 'scuola',
  'ur.suit.park': 'parco',
  'ur.district.NW': 'nord-ovest',
  'ur.district.NE': 'nord-est',
  'ur.district.SW': 'sud-ovest',
  'ur.district.SE': 'sud-est',
  'ur.district.center': 'centro',
  'ur.resource': 'una carta {suit} ({icons})',
  'ur.icon.workers': '{n, plural, one {# operaio} other {# operai}}',
  'ur.icon.rainbowWorkers': '{n, plural, one {# operaio jolly} other {# operai jolly}}',
  'ur.icon.coins': '{n, plural, one {# moneta} other {# monete}}',
  'ur.icon.rainbowCoins': '{n, plural, one {# moneta jolly} other {# monete jolly}}',
  'ur.unknownCard': 'la carta «{id}»',
  'ur.project.district': 'il progetto del quartiere {district} ({per} per ogni edificio rinnovato)',
  'ur.project.building': 'il progetto {type} ({per} per ogni edificio rinnovato)',
  'ur.project.specialist': 'il progetto del {name} ({factor, plural, one {# volta} other {# volte}} il suo valore)',
  'ur.project.pair':
    'il progetto {first} / {second} ({factor, plural, one {# volta} other {# volte}} la somma dei valori)',
  'ur.specialistValue': '{name} {value}',
  'ur.action.draw': 'pescare',
  'ur.action.renew': 'rinnovare un edificio',
  'ur.action.hire': 'assumere uno specialista',
  'ur.action.submit': 'presentare un progetto',
  'ur.action.pass': 'passare',

  // ---- Registro -----------------------------------------------------------
  'ur.log.vpCard': '{who} ha superato i {card} PV e lo mostra con una carta PV.',
  'ur.log.pileReshuffled': 'La pila delle risorse è finita: gli scarti sono stati mescolati in una nuova pila.',
  'ur.log.tookFromPool': '{who} ha preso {card} dal mercato.',
  'ur.log.drewResource': '{who} ha pescato una carta dalla pila delle risorse.',
  'ur.log.drewProject': '{who} ha pescato una carta dalla pila dei progetti.',
  'ur.log.redealt': '{who} ha rifatto il mercato (che mostrava {workers, plural, one {# operaio} other {# operai}}).',
  'ur.log.declined': '{who} non ha preso la carta dell’icona carta.',
  'ur.log.submitted': '{who} ha presentato un progetto coperto e ha pagato {cost} PV.',
  'ur.log.renewed': '{who} ha rinnovato {building} in {square} con {cards} e ha guadagnato {vp} PV.',
  'ur.log.hired':
    '{who} ha assunto il {name} dalla riserva per {price, plural, one {# moneta} other {# monete}} con {cards}; ora il {name} vale {value}.',
  'ur.log.hiredAway':
    '{who} ha assunto il {name} che era di {from}, per {price, plural, one {# moneta} other {# monete}} con {cards}; ora il {name} vale {value}.',
  'ur.log.endPhase': 'Inizia la fase finale: si gioca fino alla fine di questo round, poi un altro round completo.',
  'ur.log.passed': '{who} non poteva fare nulla e ha rinunciato a un’azione.',
  'ur.log.specialists': '{who} guadagna {total} PV per gli specialisti ({parts}).',
  'ur.log.revealed': '{who} ha rivelato {project}, che vale {points} PV.',
  'ur.log.gameOver': 'La partita è finita.',

  // ---- Passi di una mossa che non scrivono ancora nulla (suggerimenti e analisi) ----
  'ur.move.renew': '{who} inizia a rinnovare {building} in {square}.',
  'ur.move.hire': '{who} inizia ad assumere il {name}.',
  'ur.move.pick': '{who} paga con {card}.',

  // ---- Richieste ----------------------------------------------------------
  'ur.prompt.turn':
    'Fai un’azione (in questo turno {left, plural, one {te ne resta #} other {te ne restano #}}): pescare, rinnovare, assumere o presentare.',
  'ur.prompt.draw': 'Prendi {left, plural, one {la seconda carta} other {una carta}} della tua azione di pesca.',
  'ur.prompt.bonus':
    'Un’icona carta: puoi prendere una carta dal mercato, dalla pila delle risorse o da quella dei progetti.',
  'ur.prompt.renew': 'Scegli la prossima carta di operai per il rinnovo.',
  'ur.prompt.hire': 'Scegli la prossima carta di monete per l’assunzione.',

  // ---- Rifiuti -------------------------------------------------------------
  'ur.refuse.nothingToDraw': 'Non è rimasta nessuna carta da pescare.',
  'ur.refuse.poolCardMissing': 'Indica quale carta del mercato prendi.',
  'ur.refuse.notInPool': 'Quella carta non è nel mercato.',
  'ur.refuse.faceDown': 'Dalle pile si pesca alla cieca; si può indicare solo una carta del mercato.',
  'ur.refuse.emptyPool': 'Il mercato è vuoto.',
  'ur.refuse.emptyResources': 'La pila delle risorse e i suoi scarti sono vuoti.',
  'ur.refuse.emptyProjects': 'La pila dei progetti è vuota.',
  'ur.refuse.notInDraw':
    'Il mercato si può rifare solo durante un’azione di pesca, non per la carta di un’icona carta.',
  'ur.refuse.alreadyRefreshed': 'Il mercato è appena stato rifatto; prima prendi una carta.',
  'ur.refuse.poolHasWorkers':
    'Il mercato mostra {workers, plural, one {# operaio} other {# operai}}; si può rifare solo con {most, plural, one {# operaio} other {# operai}} o meno.',
  'ur.refuse.nothingToRedeal': 'Non ci sono altre carte risorsa con cui rifare il mercato.',
  'ur.refuse.nothingToDecline': 'Adesso non c’è nessuna carta facoltativa da rifiutare.',
  'ur.refuse.projectNotInHand': 'Puoi presentare solo una carta progetto che hai in mano.',
  'ur.refuse.submitLimit':
    'Hai già presentato {most, plural, one {# progetto} other {# progetti}}, il massimo in una partita.',
  'ur.refuse.nothingToPay': 'In questo momento non stai pagando un rinnovo né un’assunzione.',
  'ur.refuse.shortWorkers':
    'Quelle carte danno {paid, plural, one {# operaio} other {# operai}}; questo edificio ({building}) ne richiede {cost}.',
  'ur.refuse.shortCoins':
    'Quelle carte danno {paid, plural, one {# moneta} other {# monete}}; il {name} ne costa {cost}.',
  'ur.refuse.drawing': 'Finisci l’azione di pesca prima di {what}.',
  'ur.refuse.bonusCard': 'Prendi o rifiuta la carta dell’icona carta prima di {what}.',
  'ur.refuse.paying': 'Finisci di pagare {kind, select, renew {il rinnovo} other {l’assunzione}} prima di {what}.',
  'ur.refuse.noActionsLeft': 'Hai già usato entrambe le azioni di questo turno.',
  'ur.refuse.alreadyRenewed': 'L’edificio in {square} è già rinnovato.',
  'ur.refuse.notAdjacent': 'L’edificio in {square} non confina con un edificio rinnovato (le diagonali non contano).',
  'ur.refuse.cannotRenew':
    'Questo edificio ({type}) richiede {cost, plural, one {# operaio} other {# operai}} {residential, select, yes {tutti dello stesso colore} other {{type} o jolly}}; nella tua mano ne hai al massimo {most}.',
  'ur.refuse.alreadyYours': 'Il {name} lavora già per te.',
  'ur.refuse.cannotHire':
    'Il {name} costa {price, plural, one {# moneta} other {# monete}} {suit} o jolly; ne hai {most}.',
  'ur.refuse.mustAct': 'Hai ancora un’azione che puoi fare; si passa solo quando non ce n’è nessuna possibile.',
  'ur.refuse.pickedTwice':
    '{count, plural, one {La carta {cards} compare} other {Le carte {cards} compaiono}} due volte in questo pagamento; ogni carta paga una volta sola.',
  'ur.refuse.notYours':
    'Un’assunzione si paga con le carte che hai in mano o davanti a te; {cards} non {count, plural, one {è} other {sono}} in nessuno dei due posti.',
  'ur.refuse.noCoins': '{cards}: nessuna moneta {suit} o jolly.',
  'ur.refuse.notInHand':
    'Gli operai per un rinnovo vengono dalle carte in mano; {cards} non {count, plural, one {è} other {sono}} nella tua mano.',
  'ur.refuse.noWorkersOfType': '{cards}: nessun operaio {type} o jolly.',
  'ur.refuse.noUsableWorkers': '{cards}: nessun operaio utile per questo rinnovo.',
  'ur.refuse.mixedColours':
    'Un edificio residenziale si paga con operai di un solo colore (più quelli jolly); queste carte portano operai {colours}.',
  'ur.refuse.cannotFinish': 'Non hai abbastanza operai {suit} e jolly per finire questo rinnovo in {suit}.',

  // ---- Fine della partita ---------------------------------------------------
  'ur.ending.undeveloped': '{n, plural, one {# edificio non rinnovato} other {# edifici non rinnovati}}',
  'ur.ending.districtClause':
    'a un quartiere {count, plural, one {restava} other {restavano}} solo {buildings} ({which}; ne bastano {limit} o meno)',
  'ur.ending.districtCount': '{district} {n}',
  'ur.ending.specialistClause':
    '{count, plural, one {# specialista valeva} other {# specialisti valevano}} {value} o più ({each}; ne bastano {needed})',
  'ur.ending.laterDistrict':
    ' In seguito, anche a un quartiere {count, plural, one {è rimasto} other {sono rimasti}} {buildings}.',
  'ur.ending.laterSpecialists':
    ' In seguito, anche {high, plural, one {# specialista è arrivato} other {# specialisti sono arrivati}} a valere {value} o più.',
  'ur.ending.rest':
    ' Si è giocato fino alla fine del round {round} e per tutto il round {next}, poi i progetti presentati sono stati rivelati e contati.',
  'ur.ending.trigger': 'La fase finale è iniziata nel round {round}, quando {clause}.{later}{rest}',
  'ur.ending.held.district': 'a un quartiere {count, plural, one {restava} other {restavano}} {buildings}',
  'ur.ending.held.specialists':
    '{high, plural, one {# specialista valeva} other {# specialisti valevano}} {value} o più',
  'ur.ending.held.none': 'valeva una condizione di fine partita',
  'ur.ending.noTrigger': 'La fase finale è iniziata nel round {round}; alla fine della partita {held}.{rest}',
  'ur.scoring.score': 'punti vittoria',
  'ur.scoring.tiebreak': 'i punti dei progetti',
};
