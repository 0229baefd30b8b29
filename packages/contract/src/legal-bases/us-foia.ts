import type { LegalCode, LegalCodeSet } from './types.ts';

/**
 * The US Freedom of Information Act, 5 U.S.C. § 552(b): the nine exemptions, with exemption 7 split
 * into its six harms (A)–(F) as agencies mark them. Decision 0058.
 */
const SET = 'us-foia';
const LAW = '5 U.S.C. § 552';

/** Department of the Interior OIG, «FOIA Exemptions and Exclusions»: (b)(1)–(b)(5). */
const DOI_OIG = 'https://www.doioig.gov/complaints-requests/foia/foia-exemptions-and-exclusions';
/** USDA Office of the Assistant Secretary for Civil Rights, «FOIA Exemptions»: (b)(1)–(b)(9). */
const USDA = 'https://www.ascr.usda.gov/freedom-of-information-act/foia-exemptions';
/** Social Security Administration, 20 CFR 402.145 «The FOIA Exemption 7: Law enforcement»: 7(A)–(D). */
const SSA_EXEMPTION_7 = 'https://ssa.gov/OP_Home/cfr20/402/402-0145.htm';

function code(id: string, paragraph: string, title: string, source: string): LegalCode {
  return {
    id,
    set: SET,
    label: paragraph,
    citation: `${LAW}${paragraph}`,
    title,
    law: { name: LAW, section: paragraph, source },
  };
}

export const US_FOIA: LegalCodeSet = {
  id: SET,
  name: 'Freedom of Information Act (US)',
  language: 'en',
  jurisdiction: 'US',
  codes: [
    code(
      'us-foia-b1',
      '(b)(1)',
      'Classified information kept secret in the interest of national defense or foreign policy',
      DOI_OIG,
    ),
    code(
      'us-foia-b2',
      '(b)(2)',
      'Related solely to the internal personnel rules and practices of an agency',
      DOI_OIG,
    ),
    code('us-foia-b3', '(b)(3)', 'Specifically exempted from disclosure by another statute', DOI_OIG),
    code(
      'us-foia-b4',
      '(b)(4)',
      'Trade secrets and confidential commercial or financial information',
      DOI_OIG,
    ),
    code(
      'us-foia-b5',
      '(b)(5)',
      'Inter-agency or intra-agency memorandums or letters (deliberative process, attorney work product, attorney-client privilege)',
      DOI_OIG,
    ),
    code(
      'us-foia-b6',
      '(b)(6)',
      'Personnel and medical files and similar files: a clearly unwarranted invasion of personal privacy',
      USDA,
    ),
    code(
      'us-foia-b7a',
      '(b)(7)(A)',
      'Law enforcement records: could reasonably be expected to interfere with enforcement proceedings',
      'http://www.justice.gov/oip/exemption7a.htm',
    ),
    code(
      'us-foia-b7b',
      '(b)(7)(B)',
      'Law enforcement records: would deprive a person of a right to a fair trial or an impartial adjudication',
      SSA_EXEMPTION_7,
    ),
    code(
      'us-foia-b7c',
      '(b)(7)(C)',
      'Law enforcement records: could reasonably be expected to constitute an unwarranted invasion of personal privacy',
      SSA_EXEMPTION_7,
    ),
    code(
      'us-foia-b7d',
      '(b)(7)(D)',
      'Law enforcement records: could reasonably be expected to disclose the identity of a confidential source',
      SSA_EXEMPTION_7,
    ),
    code(
      'us-foia-b7e',
      '(b)(7)(E)',
      'Law enforcement records: would disclose techniques and procedures for law enforcement investigations or prosecutions',
      'http://www.justice.gov/oip/foia-guide-2004-edition-exemption-7e',
    ),
    code(
      'us-foia-b7f',
      '(b)(7)(F)',
      'Law enforcement records: could reasonably be expected to endanger the life or physical safety of any individual',
      'http://www.rcfp.org/federal-foia-appeals-guide/exemption-7/ii-harm-disclosure/f-7f',
    ),
    code(
      'us-foia-b8',
      '(b)(8)',
      'Records of an agency responsible for the regulation or supervision of financial institutions',
      USDA,
    ),
    code(
      'us-foia-b9',
      '(b)(9)',
      'Geological and geophysical information and data, including maps, concerning wells',
      'http://www.justice.gov/oip/foia-guide-2004-edition-exemption-9',
    ),
  ],
};
