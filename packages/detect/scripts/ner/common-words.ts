import { hashString } from '../../src/ner/hash.ts';
import type { TaggedSentence } from './read-norne.ts';

// Ordinary words that open lines in letters, forms and case documents but are rare in news text,
// written for Sladd ("Hei Siri," must not make "Hei" part of a name).
const LETTER_WORDS = (
  'hei hallo kjære mvh hilsen hilsener vennlig vennlige takk dato side vedlegg saksnr saksnummer ' +
  'referanse emne kopi adresse postadresse besøksadresse telefon tlf mobil e-post epost navn ' +
  'fødselsnummer fødselsdato klager søker saksbehandler vedtak kjennelse gjelder underskrift sted ' +
  'org.nr organisasjonsnummer kontonummer beløp forfallsdato faktura journalnummer arkivkode'
).split(' ');

/**
 * Hashes of the words the training text uses in lower case — "this is an ordinary word", the
 * best clue that a capitalized sentence-initial word is not a name. Only hashes are kept, so the
 * model file carries no readable vocabulary, let alone sentences.
 */
export function collectCommonWords(sentences: TaggedSentence[]): Int32Array {
  const hashes = new Set<number>(LETTER_WORDS.map(hashString));
  for (const s of sentences) {
    for (const w of s.words) if (/^\p{Ll}/u.test(w)) hashes.add(hashString(w.toLowerCase()));
  }
  return Int32Array.from([...hashes].sort((a, b) => a - b));
}

/** Base64 of the hashes, as the model header stores them. */
export function encodeCommonWords(hashes: Int32Array): string {
  return Buffer.from(hashes.buffer, hashes.byteOffset, hashes.byteLength).toString('base64');
}
