import { describe, expect, it } from 'vitest';
import type { NerSpan } from './find-entities.ts';
import { loadDefaultModel } from './model.ts';
import { foldName, GIVEN_NAMES, SURNAMES } from './name-lexicon.ts';
import { lowerCaseWords, refinePersons } from './person-rules.ts';

const lexicon = loadDefaultModel().lexicon;

/** The person names the rules give for a text, with the model's spans as given. */
function persons(text: string, model: readonly NerSpan[] = []): string[] {
  return refinePersons(text, model, lexicon)
    .filter((s) => s.label === 'PERSON')
    .map((s) => text.slice(s.start, s.end));
}

/** A model span over the first occurrence of `value`. */
function modelSpan(text: string, value: string, label: NerSpan['label'] = 'PERSON'): NerSpan {
  const start = text.indexOf(value);
  return { label, start, end: start + value.length, score: 0.8 };
}

describe('name lexicon', () => {
  it('holds names of the communities in Norwegian case files, with and without diacritics', () => {
    for (const name of [
      'petter',
      'geir',
      'áile',
      'hassan',
      'abdirahman',
      'yonas',
      'wojciech',
      'rūta',
      'priya',
      'đức',
    ])
      expect(GIVEN_NAMES.has(name)).toBe(true);
    for (const name of ['somby', 'gebremariam', 'ahmadi', 'qureshi', 'kowalczyk', 'kazlauskas', 'nguyễn'])
      expect(SURNAMES.has(name)).toBe(true);
    expect(foldName('nguyễn')).toBe('nguyen');
    expect(SURNAMES.has('nguyen')).toBe(true);
  });
});

describe('person-name rules', () => {
  it('takes the name after a form label, a title between them, and the register form', () => {
    expect(persons('Navn: Jamal Haddad\nMor: Ubah Warsame Elmi\nFar: ukjent')).toEqual([
      'Jamal Haddad',
      'Ubah Warsame Elmi',
    ]);
    expect(persons('Lawyer: adv. Sunniva Kvam, tel. 22 00 00 00')).toEqual(['Sunniva Kvam']);
    expect(persons('Name: HOSSEINI, Farid Ahmad\nBorn: 1980')).toEqual(['HOSSEINI, Farid Ahmad']);
  });

  it('does not take a language, an ordinary word or a place after a label', () => {
    expect(persons('Interpreter: Polish, by phone\nTolk: Ikke nødvendig')).toEqual([]);
  });

  it('finds the register form "SURNAME, Given" without a label', () => {
    expect(persons('Motpart KAZLAUSKAS, Tomas møtte ikke.')).toEqual(['KAZLAUSKAS, Tomas']);
    expect(persons('OSLO, Bergen og Trondheim')).toEqual([]);
  });

  it('reads names in a table column headed Navn or Foresatte, several to a cell', () => {
    const text = '| Elev | Foresatte |\n|---|---|\n| Ayan Jama | Hodan Jama / Abdi Warsame |';
    expect(persons(text)).toEqual(['Ayan Jama', 'Hodan Jama', 'Abdi Warsame']);
  });

  it('finds runs with a known given name or surname, in many naming traditions', () => {
    expect(
      persons(
        'Samtale med Wojciech Kowalczyk, Nguyễn Thị Hoa og Kavitha Ramasamy i går. Petter Lyng kom også.',
      ),
    ).toEqual(['Wojciech Kowalczyk', 'Nguyễn Thị Hoa', 'Kavitha Ramasamy', 'Petter Lyng']);
    expect(persons('Vi var i Oslo Sentrum og Bergen Havn.')).toEqual([]);
  });

  it('takes a given name right after a family word', () => {
    expect(persons("The couple's son, Elias (4 years old), was asleep.")).toEqual(['Elias']);
  });

  it('keeps the label of the next form field out of the name', () => {
    const text = 'Pasient: Solveig Olsen  Fnr.: 12345678901';
    expect(persons(text, [modelSpan(text, 'Solveig Olsen  Fnr')])).toEqual(['Solveig Olsen']);
  });

  it('keeps a family word the model took in out of the name', () => {
    const text = 'Det gikk bra.\nHalvbroren Filmon har fortalt at han er trygg.';
    expect(persons(text, [modelSpan(text, 'Halvbroren Filmon')])).toEqual(['Filmon']);
  });

  it('keeps two-letter surnames but drops single letters and titles (the name after a title stays)', () => {
    const text = 'Kjøretøy B kjørte inn i bilen til Na. Dr Hansen kom.';
    const model = [modelSpan(text, 'B'), modelSpan(text, 'Na'), modelSpan(text, 'Dr')];
    expect(persons(text, model)).toEqual(['Na', 'Hansen']);
  });

  it('keeps a single name mid-sentence but not an ordinary word at a sentence start', () => {
    const text = 'Det er viktig, sier Hoff. Husleien er høy, og husleien stiger.';
    const model = [modelSpan(text, 'Hoff'), modelSpan(text, 'Husleien')];
    expect(persons(text, model)).toEqual(['Hoff']);
  });

  it('lets a place the model found win over a name from the word lists alone', () => {
    const text = 'Stasjonen på Jan Mayen ble evakuert.';
    const spans = refinePersons(text, [modelSpan(text, 'Jan Mayen', 'LOCATION')], lexicon);
    expect(spans.map((s) => [s.label, text.slice(s.start, s.end)])).toEqual([['LOCATION', 'Jan Mayen']]);
  });

  it('finds later mentions of a name the text already gave in full', () => {
    const text = 'Barn: TEKLE, Senait Meron\nSenait går i 3. klasse. Tekle-familien flyttet.';
    expect(persons(text)).toEqual(['TEKLE, Senait Meron', 'Senait']);
  });

  it('drops model names that are no person', () => {
    const text =
      'Eleven har det bra, sier læreren til eleven. Bilen, en Tesla Model Y, sto ute. Arbeidsgiver: Glassmester Berg AS. Far hadde Huntingtons sykdom. Verdi Troponin T målt. Via BankID.';
    const model = [
      'Eleven',
      'Tesla Model Y',
      'Glassmester Berg AS',
      'Huntingtons',
      'Troponin T',
      'BankID',
    ].map((v) => modelSpan(text, v));
    expect(persons(text, model)).toEqual([]);
  });

  it('keeps titles out of a name and reads the name after a title (issue 30: "Prof")', () => {
    const text =
      'Rapporten er skrevet av Prof. Olsen og Professor Kari Berg.\nIn conjunction with Prof. R. W. Russell and Mr LOVELOCK.';
    const model = [
      modelSpan(text, 'Prof. Olsen'),
      modelSpan(text, 'Professor Kari Berg'),
      modelSpan(text, 'Prof. R'),
    ];
    expect(persons(text, model)).toEqual(['Olsen', 'Kari Berg', 'R. W. Russell', 'LOVELOCK']);
    // Near-misses: a title alone, or before words that are no name.
    const alone = 'Signert av Prof. Dr. med.\nThe Prof said the Mr and Mrs Brown Foundation paid.';
    expect(persons(alone, [modelSpan(alone, 'Prof'), modelSpan(alone, 'Mr')])).toEqual([]);
  });

  it('takes a word in capitals in lower-case running text for an abbreviation unless a name is shown (issue 30: "MEL", "BEA")', () => {
    const text =
      "The operator's FAA-approved MEL must be revised, says the French bureau (BEA). An ELISA test was done.\n" +
      'I then saw HANSEN at the door, and Mr LEE said that J. E. BOX wrote it.';
    const model = ['MEL', 'BEA', 'ELISA', 'HANSEN', 'LEE', 'BOX'].map((v) => modelSpan(text, v));
    // A surname longer than an abbreviation, a title or initials before it: a person.
    expect(persons(text, model)).toEqual(['HANSEN', 'LEE', 'J. E. BOX']);
    // On a line in capitals a word in capitals proves nothing; the model's reading stands.
    const heading = 'MEL GIBSON\nThe actor was there.';
    expect(persons(heading, [modelSpan(heading, 'MEL')])).toEqual(['MEL']);
  });

  it('finds names in capitals after initials and in register lines, not headings (issue 30: "LOVELOCK")', () => {
    const text =
      'By R. K. ANDJUS AND J. E. LOVELOCK\nREFERENCES\nLOVELOCK, J. E. (1954). On cold rats.\nLAVALLEY, ROBERT CLINTON\nBAIN, J MATTHEW\n';
    expect(persons(text)).toEqual([
      'R. K. ANDJUS',
      'J. E. LOVELOCK',
      'LOVELOCK, J. E.',
      'LAVALLEY, ROBERT CLINTON',
      'BAIN, J MATTHEW',
    ]);
    const headings =
      'REPORT\nMINUTES OF THE MEETING\nNOTICE OF DECISION\nWASHINGTON, D.C. 20590\nMill Hill, London, N.W. 7\n' +
      'A. INNLEDNING\nB. BAKGRUNN\nAmer. J. Physiol. 128, 446-472.\nSTAFF ASSISTANT, FROM MAY 23\n';
    expect(persons(headings, [modelSpan(headings, 'B.')])).toEqual([]);
  });

  it("reads Arabic names in Latin letters: al-, Abu, ibn and a father's name as surname (issue 30)", () => {
    const text =
      'Klienten Wael Al-Najjar møtte med Omar al-Rashid og Imad Abu Khalil. Widad ibn Rashid og Ashraf Suleiman kom senere, ' +
      'og Mustafa Abd al-Rahman ringte.';
    expect(persons(text, [modelSpan(text, 'Klienten Wael Al-Najjar')])).toEqual([
      'Wael Al-Najjar',
      'Omar al-Rashid',
      'Imad Abu Khalil',
      'Widad ibn Rashid',
      'Ashraf Suleiman',
      'Mustafa Abd al-Rahman',
    ]);
    // Near-misses: German "bin", a place with "Abu", a description before a given name alone.
    expect(
      persons('« Ich bin Berliner », sa han. Vi reiste til Abu Dhabi. Dødssyke Hannah fikk ønsket oppfylt.'),
    ).toEqual([]);
  });

  it('keeps the town on the line above out of a name, and a place inside a name in it', () => {
    const text = 'Storgata 1, 9008 Tromsø\nIngrid Solheim, tillitsvalgt';
    expect(persons(text, [modelSpan(text, 'Tromsø\nIngrid Solheim')])).toEqual(['Ingrid Solheim']);
    const inside = 'Line Berg Sørensen kom.';
    const spans = refinePersons(inside, [modelSpan(inside, 'Berg', 'LOCATION')], lexicon);
    expect(spans.map((s) => [s.label, inside.slice(s.start, s.end)])).toEqual([
      ['PERSON', 'Line Berg Sørensen'],
    ]);
  });
});

describe('lowerCaseWords against the plain scan of every lower-case word', () => {
  // The scan as it was (copied from before the indexOf lookup): every word of three or more
  // lower-case letters and marks, kept if it is wanted.
  function plainLowerCaseWords(text: string, wanted: ReadonlySet<string>): Set<string> {
    const found = new Set<string>();
    for (const m of text.matchAll(/(?<![\p{L}\p{M}])\p{Ll}[\p{Ll}\p{M}]{2,}/gu))
      if (wanted.has(m[0])) found.add(m[0]);
    return found;
  }

  it('finds the same words on random made-up text', () => {
    // Words as they stand alone, inside longer words, after and before letters, marks, digits,
    // capitals and letters outside the BMP.
    const pieces = [
      'eleven',
      'Eleven',
      'ELEVEN',
      'eleven\u0301',
      '\u0301eleven',
      'elevene',
      'skoleeleven',
      'eleven-rådet',
      'eleven1',
      '1eleven',
      'elevenÅ',
      'Åeleven',
      'øeleven',
      'eleven𝒜',
      '𝒜eleven',
      'eleven𝑎',
      '𝑎eleven',
      'bustad',
      'bustader',
      'ål',
      'åla',
      'nå',
      'saba',
      'sabaå',
      'ab',
      ' ',
      ' ',
      ' ',
      '\n',
      ',',
      '.',
      '-',
      "'",
    ];
    const wanted = ['eleven', 'bustad', 'åla', 'saba', 'ab', 'eleven\u0301', 'Eleven', 'eleven𝑎', 'x y'];
    let seed = 11;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    let hits = 0;
    for (let round = 0; round < 3000; round++) {
      const text = Array.from({ length: 1 + next(8) }, () => pieces[next(pieces.length)]!).join('');
      const want = new Set(wanted.filter(() => next(2) === 0));
      const expected = plainLowerCaseWords(text, want);
      expect([...lowerCaseWords(text, want)].sort(), text).toEqual([...expected].sort());
      hits += expected.size;
    }
    expect(hits).toBeGreaterThan(500);
  });
});

describe('person-name rules across texts', () => {
  it('give the same names whatever texts came before (the kept kinds of ordinary words)', () => {
    const texts = [
      'Saken gjelder Marit Jensen. Marit kan nås på telefon.',
      'Navn: Jamal Haddad\nMor: Ubah Warsame Elmi\nFar: ukjent',
      'Eleven har det bra, sier læreren til eleven.',
      'Saken Gjelder Berg Oslo og Per Hansen.',
    ];
    const fresh = texts.map((t) => JSON.stringify(refinePersons(t, [], lexicon)));
    // Again, in reverse order and twice, after every other text has filled the kept kinds.
    for (let round = 0; round < 2; round++)
      for (let i = texts.length - 1; i >= 0; i--)
        expect(JSON.stringify(refinePersons(texts[i]!, [], lexicon))).toBe(fresh[i]);
  });
});
