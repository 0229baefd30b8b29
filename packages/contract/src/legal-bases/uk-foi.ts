import type { LegalCode, LegalCodeSet } from './types.ts';

/**
 * Freedom of Information Act 2000 (UK), Part II exemptions that apply to parts of a document.
 * 'uk-foi-s40' is s.40(2), personal data of someone other than the requester: s.40(1), the requester's
 * own data, is never a reason to black out a disclosed document. Decision 0058.
 */
const SET = 'uk-foi';
const LAW = 'Freedom of Information Act 2000';

/** Ulster University's disclosure log: the Act's Part II section headings, 21–44. */
const ULSTER_HEADINGS =
  'https://www.ulster.ac.uk/about/governance/compliance/freedom-of-information/disclosure-log/exemptions';
/** DCA (Ministry of Justice predecessor) exemptions guidance, s.43 chapter 4: names ss.21, 26, 27, 29, 33, 39, 41, 44. */
const DCA_SEC43_RELATED = 'http://www.foi.gov.uk/guidance/exguide/sec43/chap04.htm';

function code(id: string, section: string, title: string, source: string): LegalCode {
  return {
    id,
    set: SET,
    label: `FOI s.${section}`,
    citation: `${LAW}, section ${section}`,
    title,
    law: { name: LAW, section: `s.${section}`, source },
  };
}

export const UK_FOI: LegalCodeSet = {
  id: SET,
  name: 'Freedom of Information Act 2000 (UK)',
  language: 'en',
  jurisdiction: 'UK',
  codes: [
    code(
      'uk-foi-s23',
      '23',
      'Information supplied by, or relating to, bodies dealing with security matters',
      'https://legislation.gov.uk/ukpga/2000/36/section/23/2018-01-08',
    ),
    code(
      'uk-foi-s24',
      '24',
      'National security',
      'https://legislation.gov.uk/cy/ukpga/2000/36/notes/division/4/2/4?view=plain',
    ),
    code('uk-foi-s26', '26', 'Defence', DCA_SEC43_RELATED),
    code('uk-foi-s27', '27', 'International relations', DCA_SEC43_RELATED),
    code(
      'uk-foi-s30',
      '30',
      'Investigations and proceedings conducted by public authorities',
      'https://ico.org.uk/for-organisations/foi/bite-sized-exemption-specific-guidance/comparing-sections-30-and-31-the-investigations-and-law-enforcement-exemptions',
    ),
    code(
      'uk-foi-s31',
      '31',
      'Law enforcement',
      'https://legislation.gov.uk/ukpga/2000/36/section/31/enacted/data.akn',
    ),
    code('uk-foi-s35', '35', 'Formulation of government policy, etc.', ULSTER_HEADINGS),
    code('uk-foi-s36', '36', 'Prejudice to effective conduct of public affairs', ULSTER_HEADINGS),
    code(
      'uk-foi-s38',
      '38',
      'Health and safety: endangering the physical or mental health or the safety of any individual',
      'http://www.legislation.gov.uk/ukpga/2000/36/section/38/data.xht?view=snippet&wrap=true',
    ),
    code(
      'uk-foi-s40',
      '40(2)',
      'Personal information: personal data of someone other than the requester',
      'http://www.dca.gov.uk/foi/guidance/exguide/sec40/chap01.htm',
    ),
    code('uk-foi-s41', '41', 'Information provided in confidence', DCA_SEC43_RELATED),
    code('uk-foi-s42', '42', 'Legal professional privilege', ULSTER_HEADINGS),
    code('uk-foi-s43', '43', 'Commercial interests', ULSTER_HEADINGS),
  ],
};
