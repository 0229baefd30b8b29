// Function words that are frequent and unambiguous; words both languages share ("i", "for", "at",
// "by", "under", "to", "man") are left out so they cannot tip the balance.
const NORWEGIAN = new Set(
  (
    'og det er som på en et til av med har ikke den de jeg vi om men seg fra var kan sin skal også eller ' +
    'etter ved ble blir hun han dette denne være vært hadde mot når så nå bare mellom ikkje eg ho dei frå å ' +
    'meg oss deg hvor kva korleis dere sine sitt noen nokon mye mykje ingen hvis dersom fordi samt får ' +
    'hva hvordan hos være blitt vår våre også kunne skulle ville må både enn sier sa uten alle andre ' +
    'vil nei ja her der da dem henne hans deres hennes mitt min mine din ditt ein eit ikkje berre òg kan'
  ).split(' '),
);
const ENGLISH = new Set(
  (
    'the and of a is that it with as was on are be this have from or an which not but his they we you ' +
    'has were been their will would there can all if what about who more when also into than its our ' +
    'these some other do no he she my me your him them those such only should could after before ' +
    'because while where how said says any each most being had does did just very here'
  ).split(' '),
);

/** Guesses a page's language from function-word counts; 'no' unless English clearly dominates. */
export function detectLanguage(text: string): 'no' | 'en' {
  let no = 0;
  let en = 0;
  for (const m of text.toLowerCase().matchAll(/\p{L}+/gu)) {
    const w = m[0];
    if (NORWEGIAN.has(w)) no++;
    else if (ENGLISH.has(w)) en++;
  }
  return en >= 3 && en > 2 * no ? 'en' : 'no';
}
