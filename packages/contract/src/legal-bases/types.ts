/**
 * Legal bases (reason codes) printed on redaction marks and listed in the redaction log (issue 32,
 * decision 0058). A code names the provision a withheld part rests on; a set groups the codes of one
 * law or framework.
 */

/** A built-in set's id, e.g. 'no-offentleglova', 'uk-foi', 'us-foia'. */
export type LegalCodeSetId = string;

export interface LegalCode {
  /** Stable, lower-case, e.g. 'no-offl-13', 'no-fvl-13-1-1', 'uk-foi-s40', 'us-foia-b6'. */
  id: string;
  set: LegalCodeSetId;
  /** Short text printed in the redaction box (at most 24 characters), e.g. 'offl. § 13', '(b)(6)'. */
  label: string;
  /** The full reference for the log, in the set's language. */
  citation: string;
  /** What it protects, one line, in the set's language. */
  title: string;
  /** The provision as the source names it; `source` is the URL of the text the code was checked against. */
  law: { name: string; section: string; source: string };
}

export interface LegalCodeSet {
  id: LegalCodeSetId;
  name: string;
  language: 'nb' | 'nn' | 'en';
  jurisdiction: 'NO' | 'UK' | 'US' | 'EU';
  codes: readonly LegalCode[];
}
