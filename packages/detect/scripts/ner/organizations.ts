// A hand-written list of well-known Norwegian organizations (public bodies, large employers,
// parties, media), written for Sladd from general knowledge — single words only, as the gazetteer
// feature looks at one token. It teaches the model that such names are organizations even when
// the training corpus (older news text) never saw them, e.g. Equinor (renamed in 2018).
export const ORGANIZATIONS = `
NAV Skatteetaten Arbeidstilsynet Datatilsynet Helsetilsynet Statsforvalteren Fylkesmannen
 Kripos Økokrim PST Tolletaten  UDI UNE IMDi Husbanken Lånekassen Brønnøysundregistrene
Kartverket Vegvesen Jernbanedirektoratet Avinor Forsvaret Sivilforsvaret DSB Mattilsynet
Miljødirektoratet Helsedirektoratet Utdanningsdirektoratet Barneombudet Likestillingsombudet
Sivilombudet Trygderetten Høyesterett  Jordskifteretten Konfliktrådet
Stortinget   Finanstilsynet Konkurransetilsynet Forbrukerrådet
Forbrukertilsynet  Nkom Medietilsynet Riksrevisjonen Sametinget Bufdir Bufetat
Helfo Folkehelseinstituttet FHI Statped Diku HK-dir SSB  Enova Nasjonalbiblioteket
Equinor Statoil Hydro Telenor Telia DNB Nordea SpareBank Sparebank1 Storebrand Gjensidige
Orkla Yara Schibsted Nortura Norgesgruppen Rema Coop Kiwi Posten Bring
Vy NSB Ruter Skyss AtB Kolumbus Norwegian SAS Widerøe Hurtigruten Telenor Statkraft Statnett
Hafslund Elkem  Mowi Salmar Lerøy Fjordkraft Tibber Vipps  Schibsted Amedia Polaris
NRK TV2 VG Dagbladet Aftenposten Dagsavisen Klassekampen Nettavisen  Adresseavisen
 E24 DN Finansavisen NTB
Arbeiderpartiet Høyre Frp Fremskrittspartiet Senterpartiet SV Venstre KrF MDG Rødt Pasientfokus
LO NHO Unio YS Akademikerne Fagforbundet Utdanningsforbundet Sykepleierforbundet Legeforeningen
Advokatforeningen KS  
UiO UiB NTNU UiT OsloMet NMBU NHH BI USN HVL  UiA UiS 
  Haukeland Ullevål Rikshospitalet Radiumhospitalet Ahus OUS St.Olavs
Unicef  Bymisjonen Frelsesarmeen Amnesty Caritas
Microsoft Google Apple Amazon Meta Facebook IBM Oracle Accenture Deloitte PwC KPMG EY Visma
Tripletex Evry Tieto TietoEvry Atea Capgemini Sopra Steria Bouvet
`
  .split(/\s+/)
  .filter(Boolean);
