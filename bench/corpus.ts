import { createRandom, makeFodselsnummer, makeKontonummer, makePhoneNumber, type Random } from './norwegian-ids.ts';

const FIRST = ['Kari', 'Ola', 'Ingrid', 'Lars', 'Sigrid', 'Per', 'Astrid', 'Knut', 'Solveig', 'Håkon', 'Marit', 'Bjørn', 'Ragnhild', 'Eirik', 'Åse', 'Jørgen'];
const LAST = ['Nordmann', 'Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen', 'Haugen', 'Bakken', 'Solberg', 'Strand', 'Lie'];
const STREETS = ['Storgata', 'Kirkegata', 'Dronningens gate', 'Bygdøy allé', 'Torggata', 'Thorvald Meyers gate', 'Markveien', 'Kongens gate', 'Øvre Slottsgate', 'Skippergata'];
const PLACES = ['0155 Oslo', '0557 Oslo', '5003 Bergen', '7010 Trondheim', '4006 Stavanger', '9008 Tromsø', '3015 Drammen', '1530 Moss', '2317 Hamar', '8006 Bodø'];
const MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];
const DOMAINS = ['example.no', 'epost.no', 'kommune.example.no', 'firma.example.com'];

// Ordinary case-file prose: most of a page is this, as in real decisions and reports.
const FILLER = [
  'Saken er behandlet etter forvaltningsloven og de særlige reglene som gjelder for denne typen vedtak.',
  'Det er lagt vekt på opplysningene som kom frem i samtalen, og på dokumentasjonen som ble sendt inn i etterkant.',
  'Etaten har vurdert om det foreligger særlige grunner som taler for et annet resultat, men finner ikke at det er tilfellet.',
  'Partene ble orientert om retten til å se sakens dokumenter og om fristen for å komme med merknader.',
  'Vurderingen bygger på en samlet helhetsvurdering der både økonomiske og sosiale forhold er tatt med.',
  'Det vises til tidligere korrespondanse i saken og til notatet som ble utarbeidet etter befaringen.',
  'Vedtaket kan påklages innen tre uker fra det tidspunktet underretningen er kommet frem til mottakeren.',
  'En eventuell klage skal sendes til det organet som har truffet vedtaket, og den skal begrunnes skriftlig.',
  'Kommunen har plikt til å veilede om regelverket og vil gjerne svare på spørsmål om saksbehandlingen.',
  'Opplysningene er innhentet med samtykke og vil bli behandlet i samsvar med personvernregelverket.',
  'Ved neste evaluering vil det bli vurdert om tiltaket har hatt ønsket virkning for familien.',
  'Saksbehandler har innhentet uttalelse fra fastlegen og fra skolen, og begge støtter søknaden.',
];

const person = (r: Random) => `${r.pick(FIRST)} ${r.pick(LAST)}`;
const date = (r: Random) => `${r.int(1, 28)}. ${r.pick(MONTHS)} ${r.int(2019, 2026)}`;
const amount = (r: Random) => `kr ${r.int(1, 480)} ${r.pick(['000', '500', '250'])},-`;
const email = (name: string, r: Random) =>
  `${name.toLowerCase().replace(/ /g, '.').replace(/æ/g, 'ae').replace(/ø/g, 'o').replace(/å/g, 'a')}@${r.pick(DOMAINS)}`;

/** Sentences that carry the sensitive values a case file holds. */
function sensitiveSentences(r: Random): string[] {
  const name = person(r);
  return [
    `Saken gjelder ${name}, fødselsnummer ${makeFodselsnummer(r)}, bosatt i ${r.pick(STREETS)} ${r.int(1, 120)}, ${r.pick(PLACES)}.`,
    `${name.split(' ')[0]} kan nås på telefon ${makePhoneNumber(r)} eller e-post ${email(name, r)}.`,
    `Søknaden ble mottatt ${date(r)}, og møtet med ${person(r)} ble holdt ${date(r)}.`,
    `Det innvilges et beløp på ${amount(r)}, som utbetales til konto ${makeKontonummer(r)}.`,
    `Kopi av vedtaket sendes til verge ${person(r)}, telefon ${makePhoneNumber(r)}.`,
  ];
}

/** One page of roughly 300–400 words: the sensitive sentences spread through ordinary prose. */
export function makeCasePage(r: Random, pageNumber: number): string {
  const sentences = [`Saksnummer ${r.int(2019, 2026)}/${r.int(1000, 99999)} - side ${pageNumber}.`];
  const sensitive = sensitiveSentences(r);
  const target = r.int(300, 400);
  let words = 0;
  while (words < target) {
    const sentence = sensitive.length > 0 && r.next() < 0.3 ? sensitive.shift()! : r.pick(FILLER);
    sentences.push(sentence);
    words += sentence.split(' ').length;
  }
  return sentences.join(' ');
}

/** `count` pages of case-file text, deterministic for a seed. */
export function makeCorpus(count: number, seed = 2026): string[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => makeCasePage(random, i + 1));
}

/** Breaks a paragraph into lines of at most `width` characters at spaces. */
export function wrapText(text: string, width = 92): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
