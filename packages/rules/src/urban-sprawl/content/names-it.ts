/**
 * The Italian name of every named card, by its English name (cards.ts).
 * Names the Italian rulebook gives (Agglomerato Urbano) are its own: Scuole
 * Superiori, Sede Aziendale, Magazzino, Corte Comunale, Marina, Aeroporto,
 * Squadra Sportiva, Giochi Olimpici, Imposta sul Lusso, Decadenza Urbana,
 * Asta Immobiliare, Notizie Locali, Alluvione, Incendio, Terremoto,
 * Trasferimento Ufficio; the rest are ours. The card set refuses to load a
 * named card without one, so no card can be added in English only.
 */
export const NAMES_IT: Readonly<Record<string, string>> = {
  // Eventi del mazzo Progettazione
  'Luxury Taxes': 'Imposta sul Lusso', 'Urban Decay': 'Decadenza Urbana', 'Estate Auction': 'Asta Immobiliare',
  'Local Headlines': 'Notizie Locali', Flood: 'Alluvione', Fire: 'Incendio', Earthquake: 'Terremoto',
  'Zoning Hearing': 'Udienza Urbanistica', 'Tourism Boom': 'Boom del Turismo', 'Stock Market Rally': 'Rialzo in Borsa',
  'Budget Surplus': 'Avanzo di Bilancio', 'Heat Wave': 'Ondata di Caldo', 'City Marathon': 'Maratona Cittadina',
  'Council Scandal': 'Scandalo in Consiglio',
  // Paese
  Clinic: 'Ambulatorio', 'Fire Station': 'Caserma dei Pompieri', Courthouse: 'Tribunale', 'High School': 'Scuole Superiori',
  Library: 'Biblioteca', 'Post Office': 'Ufficio Postale', 'Town Hall': 'Municipio', 'Police Station': 'Stazione di Polizia',
  'General Store': 'Emporio', 'Savings Bank': 'Cassa di Risparmio', Diner: 'Tavola Calda', 'Hardware Store': 'Ferramenta',
  'Barber Shop': 'Barbiere', 'Market Hall': 'Mercato Coperto', 'Gas Station': 'Distributore di Benzina', Newsstand: 'Edicola',
  Sawmill: 'Segheria', Warehouse: 'Magazzino', Brickworks: 'Fornace', 'Rail Depot': 'Deposito Ferroviario',
  'Grain Mill': 'Mulino', 'Machine Shop': 'Officina Meccanica', Boatyard: 'Cantiere Nautico', Cannery: 'Conservificio',
  Cottage: 'Casetta', Farmhouse: 'Cascina', Duplex: 'Villetta Bifamiliare', 'Boarding House': 'Pensione',
  'Row Houses': 'Case a Schiera', 'Lakeside Cabin': 'Casa sul Lago', Parsonage: 'Canonica', Bungalows: 'Bungalow',
  Airport: 'Aeroporto', 'Street Fair': 'Fiera di Strada', 'Power Outage': 'Interruzione di Corrente',
  'Ribbon Cutting': 'Taglio del Nastro', 'Road Works': 'Lavori Stradali',
  // Città
  'Municipal Court': 'Corte Comunale', Museum: 'Museo', Hospital: 'Ospedale', 'Community College': 'Istituto Superiore',
  'City Jail': 'Carcere Cittadino', 'Civic Center': 'Centro Civico', 'Water Works': 'Acquedotto', 'Fire Hall': 'Comando dei Vigili del Fuoco',
  'Corporate HQ': 'Sede Aziendale', 'Department Store': 'Grande Magazzino', 'Harbor Hotel': 'Albergo del Porto',
  'Office Tower': 'Torre di Uffici', 'Shopping Arcade': 'Galleria Commerciale', Theater: 'Teatro', 'Bus Terminal': 'Autostazione',
  'Radio Station': 'Stazione Radio', 'Steel Mill': 'Acciaieria', 'Freight Yard': 'Scalo Merci', 'Textile Plant': 'Stabilimento Tessile',
  'Power Plant': 'Centrale Elettrica', 'Chemical Works': 'Impianto Chimico', 'Printing Press': 'Tipografia', 'Auto Plant': 'Fabbrica di Automobili',
  'Dry Dock': 'Bacino di Carenaggio', 'Apartment Block': 'Condominio', Townhouses: 'Palazzine', 'Garden Homes': 'Case con Giardino',
  Tenements: 'Casermoni', Suburb: 'Quartiere Periferico', Brownstones: 'Palazzine in Mattoni', 'Retirement Home': 'Casa di Riposo',
  'Waterfront Flats': 'Appartamenti sul Lungomare',
  'Sports Team': 'Squadra Sportiva', 'Business Relocation': 'Trasferimento Ufficio', 'Stock Scandal': 'Scandalo in Borsa',
  'Transit Strike': 'Sciopero dei Trasporti', 'Tax Audit': 'Controllo Fiscale',
  // Metropoli
  University: 'Università', Temple: 'Tempio', Cathedral: 'Cattedrale', 'Medical Center': 'Centro Medico',
  'Government Annex': 'Palazzo del Governo', 'Science Museum': 'Museo della Scienza', 'Convention Center': 'Centro Congressi',
  'Opera House': 'Teatro dell’Opera', 'Stock Exchange': 'Borsa Valori', Skyscraper: 'Grattacielo', 'Shopping Mall': 'Centro Commerciale',
  Casino: 'Casinò', 'Media Tower': 'Torre dei Media', 'Grand Hotel': 'Grand Hotel', 'Airline Headquarters': 'Sede della Compagnia Aerea',
  'Trade Center': 'Centro Direzionale', Port: 'Porto', Refinery: 'Raffineria', 'Aerospace Plant': 'Stabilimento Aerospaziale',
  'Container Terminal': 'Terminal Container', 'Robotics Works': 'Fabbrica di Robot', 'Recycling Center': 'Centro di Riciclaggio',
  'Rail Hub': 'Nodo Ferroviario', Foundry: 'Fonderia', Marina: 'Marina', 'Luxury Condos': 'Residenze di Lusso',
  'Penthouse Tower': 'Torre degli Attici', 'High-Rise Apartments': 'Grattacielo Residenziale', 'Gated Estates': 'Comprensorio Recintato',
  'Artist Lofts': 'Loft d’Artista', 'Parkside Residences': 'Residenze sul Parco', Arcology: 'Arcologia',
  'Olympic Games': 'Giochi Olimpici', 'World Expo': 'Esposizione Universale', 'Market Crash': 'Crollo del Mercato',
  'Film Festival': 'Festival del Cinema', Blackout: 'Blackout',
};
