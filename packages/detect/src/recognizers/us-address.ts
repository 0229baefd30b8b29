import { matchAnchored, type AnchoredPattern } from '../framework/anchored-pattern.ts';
import type { TextScan } from '../framework/text-scan.ts';
import type { Span } from '../types.ts';

// US state and territory codes: "Washington, DC 20590" and "Seal Beach, CA 90740" are ZIP codes
// in an address, not Norwegian plates (issue 30, item 15), and the words before them are a town.
export const US_STATES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM ' +
    'NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'
  ).split(' '),
);
const STATE_NAMES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|' +
  'Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|' +
  'Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|' +
  'New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|' +
  'South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|' +
  'Wisconsin|Wyoming|District of Columbia|Puerto Rico';

// ", CA 90740", ", California 90740-5600", ", DC⏎20590": a state and a ZIP code after a comma.
const STATE_AND_ZIP = new RegExp(
  String.raw`,[ \u00a0]*\n?[ \u00a0]*(?:([A-Z]{2})|(?:${STATE_NAMES}))[ \u00a0]+\d{5}(?:[-–]\d{4})?(?!\d)`,
  'gu',
);

/**
 * Where STATE_AND_ZIP can begin: at the comma before a ZIP code, a run of exactly five digits.
 * Between the comma and the ZIP code stand only spaces, one line break and the state (ASCII
 * letters and spaces), so walking back from the ZIP code over those characters ends on the comma.
 */
function commasBeforeZipCodes({ text, digitRunStarts, digitRunEnds }: TextScan): number[] {
  const starts: number[] = [];
  for (let i = 0; i < digitRunStarts.length; i++) {
    if (digitRunEnds[i]! - digitRunStarts[i]! !== 5) continue;
    let at = digitRunStarts[i]!;
    while (at > 0 && /[A-Za-z \u00a0\n]/.test(text[at - 1]!)) at--;
    if (text[at - 1] === ',') starts.push(at - 1);
  }
  return starts;
}

/** The state and ZIP code after a US town, tried only at commas before five-digit runs. */
export const STATES_AND_ZIP_CODES: AnchoredPattern = { regex: STATE_AND_ZIP, starts: commasBeforeZipCodes };
// One word of a town's name: "Seal", "Beach", "SEAL", "Winston-Salem", "St.", "O'Fallon".
const TOWN_WORD = /^\p{Lu}[\p{L}'’-]*\.?$/u;
// Words that end a street address or a box, not begin a town ("2600 Westminster Blvd. Seal Beach").
// "St." is left out ("St. Louis, MO"), and so are "North", "West" … ("West Palm Beach, FL").
const STREET_WORDS = new Set(
  (
    'street avenue ave boulevard blvd road rd drive dr lane ln way court ct place pl suite ste ' +
    'floor fl box highway hwy parkway pkwy circle cir terrace ter square sq building bldg room rm ' +
    'n s e w ne nw se sw'
  ).split(' '),
);
const MAX_TOWN_WORDS = 4;

/**
 * LOCATION_F spans for the town of a US address: the capitalised words right before ", ST ZIP"
 * on the same line ("… MC 110–SK57, Seal Beach, CA 90740–5600", "Des Moines, WA 98198").
 * compromise reads "Seal" there as a verb and knows few towns, so the address shape decides.
 */
export function findUsTowns(scan: TextScan): Span[] {
  const { text } = scan;
  const spans: Span[] = [];
  for (const m of matchAnchored(STATES_AND_ZIP_CODES, scan)) {
    if (m[1] !== undefined && !US_STATES.has(m[1])) continue;
    const start = readTownStart(text, m.index);
    if (start === m.index) continue;
    spans.push({
      entityType: 'LOCATION_F',
      start,
      end: m.index,
      score: 0.85,
      reason: 'town before a US state and ZIP code',
      engine: 'fast',
    });
  }
  return spans;
}

/** Start of the town name that ends at `end`: up to four capitalised words, one space apart. */
function readTownStart(text: string, end: number): number {
  let start = end;
  for (let count = 0; count < MAX_TOWN_WORDS; count++) {
    const gap = count === 0 ? 0 : 1;
    if (gap && text[start - 1] !== ' ' && text[start - 1] !== '\u00a0') break;
    let wordStart = start - gap;
    while (wordStart > 0 && !/[\s,;:()]/u.test(text[wordStart - 1]!)) wordStart--;
    const word = text.slice(wordStart, start - gap);
    if (!TOWN_WORD.test(word) || STREET_WORDS.has(word.replace(/\.$/, '').toLowerCase())) break;
    start = wordStart;
  }
  return start;
}
