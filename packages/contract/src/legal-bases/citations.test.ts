import { describe, expect, it } from 'vitest';
import { DEFAULT_CODES, ENTITY_CATEGORIES, LEGAL_SET_PREFERENCE } from './defaults.ts';
import { defaultLegalCode, findLegalCode, LEGAL_CODE_SETS, legalCodeIdSchema } from './index.ts';

/**
 * Every built-in code against the law text it was written from (issue 32 acceptance, decision 0058).
 * This table is written by hand from the sources, not from the code: `section` is the provision as the
 * source numbers it, `heading` is the source's own words for it (its heading where the source shows the
 * heading, else the statutory wording it quotes), `label` and `citation` list what the box and the log
 * must name, and `title` lists words the code's one-line title must carry (the heading's words in the
 * set's language). `source` is the page the provision was read on (28 November 2026).
 */
interface Row {
  id: string;
  law: string;
  section: string;
  heading: string;
  label: string;
  citation: readonly string[];
  title: readonly string[];
  source: string;
}

const STORTINGET_OFFL =
  'https://stortinget.no/no/Saker-og-publikasjoner/Publikasjoner/Innstillinger/Stortinget/2008-2009/inns-200809-166/?lvl=0';
const STORTINGET_OFFL_2011 =
  'https://www.stortinget.no/no/Saker-og-publikasjoner/Vedtak/Beslutninger/Lovvedtak/2011-2012/vedtak-201112-018/';
const ULSTER =
  'https://www.ulster.ac.uk/about/governance/compliance/freedom-of-information/disclosure-log/exemptions';
const DCA_43 = 'http://www.foi.gov.uk/guidance/exguide/sec43/chap04.htm';
const DOI_OIG = 'https://www.doioig.gov/complaints-requests/foia/foia-exemptions-and-exclusions';
const USDA = 'https://www.ascr.usda.gov/freedom-of-information-act/foia-exemptions';
const SSA = 'https://ssa.gov/OP_Home/cfr20/402/402-0145.htm';
const FOIA = '5 U.S.C. § 552';
const FOI = 'Freedom of Information Act 2000';

const TABLE: readonly Row[] = [
  // Offentleglova (nynorsk in the sources; the codes are written in bokmål).
  {
    id: 'no-offl-13',
    law: 'offentleglova',
    section: '§ 13',
    heading: '§ 13. Opplysningar som er underlagde teieplikt',
    label: '§ 13',
    citation: ['offentleglova § 13 første ledd'],
    title: ['taushetsplikt'],
    source: STORTINGET_OFFL,
  },
  {
    id: 'no-offl-13-fvl-13-1-1',
    law: 'offentleglova',
    section: '§ 13',
    heading:
      'teieplikt etter forvaltningslova § 13 fyrste ledd nr. 1, og det skal nektast innsyn i dei etter offentleglova § 13 fyrste ledd («personlige forhold»)',
    label: '§ 13',
    citation: ['offentleglova § 13 første ledd', 'forvaltningsloven § 13 første ledd nr. 1'],
    title: ['taushetsplikt', 'personlige forhold'],
    source: 'https://www.regjeringen.no/no/dokumenter/-13---vurdering-av-teieplikt-og-tolking-/id609520/',
  },
  {
    id: 'no-offl-13-fvl-13-1-2',
    law: 'offentleglova',
    section: '§ 13',
    heading: 'taushetsplikt etter forvaltningsloven § 13 første ledd nr. 2',
    label: '§ 13',
    citation: ['offentleglova § 13 første ledd', 'forvaltningsloven § 13 første ledd nr. 2'],
    title: ['taushetsplikt', 'forretningsforhold'],
    source:
      'https://www.regjeringen.no/no/dokumenter/-13-forste-ledd-nr.-2---tidsfrister-i-forvaltningsvedtak--sporsmal-om-det-foreligger-taushetsplikt/id2691731/',
  },
  {
    id: 'no-offl-14',
    law: 'offentleglova',
    section: '§ 14',
    heading: '§ 14. Dokument utarbeidde for eiga saksførebuing (organinterne dokument)',
    label: '§ 14',
    citation: ['offentleglova § 14'],
    title: ['saksforberedelse', 'organinterne'],
    source: STORTINGET_OFFL,
  },
  {
    id: 'no-offl-15',
    law: 'offentleglova',
    section: '§ 15',
    heading: '§ 15. Dokument innhenta utanfrå for den interne saksførebuinga',
    label: '§ 15',
    citation: ['offentleglova § 15'],
    title: ['innhentet utenfra', 'interne saksforberedelsen'],
    source: STORTINGET_OFFL,
  },
  {
    id: 'no-offl-20',
    law: 'offentleglova',
    section: '§ 20',
    heading: 'offentleglova § 20 første ledd bokstav b om Norges utenrikspolitiske interesser',
    label: '§ 20',
    citation: ['offentleglova § 20'],
    title: ['utenrikspolitiske interesser'],
    source:
      'https://www.sivilombudsmannen.no/uttalelser/innsyn-i-vedlegg-til-en-memorandum-of-understanding/',
  },
  {
    id: 'no-offl-21',
    law: 'offentleglova',
    section: '§ 21',
    heading:
      'Det kan gjerast unntak frå innsyn for opplysningar når det er påkravd av nasjonale tryggingsomsyn eller forsvaret av landet.',
    label: '§ 21',
    citation: ['offentleglova § 21'],
    title: ['nasjonale sikkerhetshensyn', 'forsvaret av landet'],
    source: 'https://presse.no/klagebrev/unntak-av-hensyn-til-nasjonal-sikkerhet-eller-forsvar-av-landet/',
  },
  {
    id: 'no-offl-23',
    law: 'offentleglova',
    section: '§ 23',
    heading:
      '§ 23, første avsnitt: «frå innsyn for opplysningar når det er påkravd av omsyn til ei forsvarleg gjennomføring av økonomi-, lønns-, eller personalforvaltninga til organet»',
    label: '§ 23',
    citation: ['offentleglova § 23 første ledd'],
    title: ['forsvarlig gjennomføring', 'personalforvaltning'],
    source: 'https://kommunal-rapport.no/bernt-svarer/2018/06/konflikt-kan-rettferdiggjore-hemmelighold',
  },
  {
    id: 'no-offl-24-2',
    law: 'offentleglova',
    section: '§ 24',
    heading:
      'Etter offentleglova § 24 andre ledd kan det gjøres unntak fra innsyn for dokumenter om lovbrudd. Unntak for anmeldelse, tips og lignende dokumenter',
    label: '§ 24 andre ledd',
    citation: ['offentleglova § 24 andre ledd'],
    title: ['anmeldelser, tips', 'lovbrudd'],
    source: 'https://www.regjeringen.no/no/dokumenter/-24---Offentleglova--24-andre-ledd1/id634697/',
  },
  {
    id: 'no-offl-24-3',
    law: 'offentleglova',
    section: '§ 24',
    heading:
      'Det kan gjerast unntak frå innsyn for opplysningar når unntak er påkravd fordi innsyn ville lette gjennomføringa av straffbare handlingar.',
    label: '§ 24 tredje ledd',
    citation: ['offentleglova § 24 tredje ledd'],
    title: ['lette gjennomføringen av straffbare handlinger'],
    source: 'https://presse.no/klagebrev/opplysningene-kan-brukes-til-straffbare-handlinger/',
  },
  {
    id: 'no-offl-25',
    law: 'offentleglova',
    section: '§ 25',
    heading: '§ 25 overskrifta skal lyde: Unntak for tilsetjingssaker, lønnsoppgåver m.m.',
    label: '§ 25',
    citation: ['offentleglova § 25 første ledd'],
    title: ['ansettelse', 'tilsettingssaker'],
    source: STORTINGET_OFFL_2011,
  },
  {
    id: 'no-offl-25-4',
    law: 'offentleglova',
    section: '§ 25',
    heading:
      '§ 25 nytt fjerde ledd: Det kan gjerast unntak frå innsyn for skriftleg oppgåve over utrekna lønn eller liknande godtgjering',
    label: '§ 25 fjerde ledd',
    citation: ['offentleglova § 25 fjerde ledd'],
    title: ['lønnsoppgaver', 'feriepenger'],
    source: STORTINGET_OFFL_2011,
  },
  {
    id: 'no-offl-26-5',
    law: 'offentleglova',
    section: '§ 26',
    heading:
      '§ 26 nytt femte ledd: Det kan gjerast unntak frå innsyn for fødselsnummer og nummer med tilsvarande funksjon.',
    label: '§ 26 femte ledd',
    citation: ['offentleglova § 26 femte ledd'],
    title: ['fødselsnummer', 'tilsvarende funksjon'],
    source: STORTINGET_OFFL_2011,
  },
  // Forvaltningsloven.
  {
    id: 'no-fvl-13-1-1',
    law: 'forvaltningsloven',
    section: '§ 13 første ledd nr. 1',
    heading:
      'Taushetsplikten etter forvaltningsloven innebærer en plikt til å hindre at uvedkommende får informasjon av personlig eller forretningsmessig karakter (forvaltningsloven § 13 første ledd)',
    label: '§ 13 (1) nr. 1',
    citation: ['forvaltningsloven § 13 første ledd nr. 1'],
    title: ['personlige forhold'],
    source:
      'https://www.regjeringen.no/no/dokumenter/taushetsplikt-opplysningsrett-og-opplysningsplikt-i-forvaltningen-en-veileder/id2963083/?ch=4',
  },
  {
    id: 'no-fvl-13-1-2',
    law: 'forvaltningsloven',
    section: '§ 13 første ledd nr. 2',
    heading:
      'Forvaltningsloven § 13 første ledd nummer 2 fastslår taushetsplikt for «tekniske innretninger og fremgangsmåter samt drifts- eller forretningsforhold som det vil være av konkurransemessig betydning å hemmeligholde»',
    label: '§ 13 (1) nr. 2',
    citation: ['forvaltningsloven § 13 første ledd nr. 2'],
    title: [
      'tekniske innretninger og fremgangsmåter',
      'drifts- eller forretningsforhold',
      'konkurransemessig',
    ],
    source: 'https://presse.no/forumer/svar/re-tilgang-pa-informasjon-om-bruk-av-offentlig/',
  },
  // Helsepersonelloven.
  {
    id: 'no-hpl-21',
    law: 'helsepersonelloven',
    section: '§ 21',
    heading: '§ 21. Hovedregel om taushetsplikt',
    label: '§ 21',
    citation: ['helsepersonelloven § 21'],
    title: ['taushetsplikt', 'legems- eller sykdomsforhold'],
    source:
      'https://www.helsedirektoratet.no/rundskriv/helsepersonelloven-med-kommentarer/taushetsplikt-og-opplysningsrett/-21.hovedregel-om-taushetsplikt',
  },
  // Personopplysningsloven / GDPR (the Norwegian text of the regulation).
  {
    id: 'no-gdpr-art9',
    law: 'personvernforordningen (GDPR)',
    section: 'artikkel 9',
    heading: 'Artikkel 9. Behandling av særlige kategorier av personopplysninger',
    label: 'art. 9',
    citation: ['artikkel 9'],
    title: ['særlige kategorier av personopplysninger'],
    source: 'https://www.sandtro.no/gdpr/kapii/art9/',
  },
  {
    id: 'no-gdpr-art10',
    law: 'personvernforordningen (GDPR)',
    section: 'artikkel 10',
    heading: 'Artikkel 10. Behandling av personopplysninger om straffedommer og lovovertredelser',
    label: 'art. 10',
    citation: ['artikkel 10'],
    title: ['personopplysninger om straffedommer og lovovertredelser'],
    source: 'https://gdpr-text.com/no/read/article-10/',
  },
  // Sikkerhetsloven.
  {
    id: 'no-sikkl-5-3',
    law: 'sikkerhetsloven',
    section: '§ 5-3',
    heading: '§5-3. Sikkerhetsgradert informasjon.',
    label: '§ 5-3',
    citation: ['sikkerhetsloven § 5-3'],
    title: ['sikkerhetsgradert informasjon'],
    source:
      'https://nsm.no/regelverk-og-hjelp/veiledere-og-handboker-til-sikkerhetsloven/veileder-i-verdivurdering-av-informasjon/sikkerhetsgradert-informasjon/',
  },
  // UK Freedom of Information Act 2000, Part II.
  {
    id: 'uk-foi-s23',
    law: FOI,
    section: 's.23',
    heading: '23 Information supplied by, or relating to, bodies dealing with security matters.',
    label: 's.23',
    citation: ['section 23'],
    title: ['information supplied by, or relating to, bodies dealing with security matters'],
    source: 'https://legislation.gov.uk/ukpga/2000/36/section/23/2018-01-08',
  },
  {
    id: 'uk-foi-s24',
    law: FOI,
    section: 's.24',
    heading: 'Section 24: National security',
    label: 's.24',
    citation: ['section 24'],
    title: ['national security'],
    source: 'https://legislation.gov.uk/cy/ukpga/2000/36/notes/division/4/2/4?view=plain',
  },
  {
    id: 'uk-foi-s26',
    law: FOI,
    section: 's.26',
    heading: 'Section 26 (Defence)',
    label: 's.26',
    citation: ['section 26'],
    title: ['defence'],
    source: DCA_43,
  },
  {
    id: 'uk-foi-s27',
    law: FOI,
    section: 's.27',
    heading: 'Section 27 (International relations)',
    label: 's.27',
    citation: ['section 27'],
    title: ['international relations'],
    source: DCA_43,
  },
  {
    id: 'uk-foi-s30',
    law: FOI,
    section: 's.30',
    heading: 'Section 30 FOIA: Investigations and proceedings conducted by public authorities',
    label: 's.30',
    citation: ['section 30'],
    title: ['investigations and proceedings conducted by public authorities'],
    source:
      'https://ico.org.uk/for-organisations/foi/bite-sized-exemption-specific-guidance/comparing-sections-30-and-31-the-investigations-and-law-enforcement-exemptions',
  },
  {
    id: 'uk-foi-s31',
    law: FOI,
    section: 's.31',
    heading: '31 Law enforcement',
    label: 's.31',
    citation: ['section 31'],
    title: ['law enforcement'],
    source: 'https://legislation.gov.uk/ukpga/2000/36/section/31/enacted/data.akn',
  },
  {
    id: 'uk-foi-s35',
    law: FOI,
    section: 's.35',
    heading: '35. Formulation of government policy, etc.',
    label: 's.35',
    citation: ['section 35'],
    title: ['formulation of government policy'],
    source: ULSTER,
  },
  {
    id: 'uk-foi-s36',
    law: FOI,
    section: 's.36',
    heading: '36. Prejudice to effective conduct of public affairs.',
    label: 's.36',
    citation: ['section 36'],
    title: ['prejudice to effective conduct of public affairs'],
    source: ULSTER,
  },
  {
    id: 'uk-foi-s38',
    law: FOI,
    section: 's.38',
    heading: '38 Health and safety.',
    label: 's.38',
    citation: ['section 38'],
    title: ['health and safety'],
    source: 'http://www.legislation.gov.uk/ukpga/2000/36/section/38/data.xht?view=snippet&wrap=true',
  },
  {
    id: 'uk-foi-s40',
    law: FOI,
    section: 's.40(2)',
    heading:
      'Section 40 - Personal Information … (2) Any information to which a request for information relates is also exempt information if (a) it constitutes personal data which do not fall within subsection (1)',
    label: 's.40(2)',
    citation: ['section 40(2)'],
    title: ['personal information', 'personal data'],
    source: 'http://www.dca.gov.uk/foi/guidance/exguide/sec40/chap01.htm',
  },
  {
    id: 'uk-foi-s41',
    law: FOI,
    section: 's.41',
    heading: 'Section 41 (Information provided in confidence)',
    label: 's.41',
    citation: ['section 41'],
    title: ['information provided in confidence'],
    source: DCA_43,
  },
  {
    id: 'uk-foi-s42',
    law: FOI,
    section: 's.42',
    heading: '42. Legal professional privilege.',
    label: 's.42',
    citation: ['section 42'],
    title: ['legal professional privilege'],
    source: ULSTER,
  },
  {
    id: 'uk-foi-s43',
    law: FOI,
    section: 's.43',
    heading: '43. Commercial interests.',
    label: 's.43',
    citation: ['section 43'],
    title: ['commercial interests'],
    source: ULSTER,
  },
  // US FOIA, 5 U.S.C. § 552(b).
  {
    id: 'us-foia-b1',
    law: FOIA,
    section: '(b)(1)',
    heading:
      'Exemption (b)(1) specifically authorizes, under criteria established by an Executive order, information to be kept secret in the interest of National defense or foreign policy.',
    label: '(b)(1)',
    citation: ['552(b)(1)'],
    title: ['national defense or foreign policy'],
    source: DOI_OIG,
  },
  {
    id: 'us-foia-b2',
    law: FOIA,
    section: '(b)(2)',
    heading:
      'Exemption (b)(2) pertains to information related solely to the internal personnel rules and practices of an agency.',
    label: '(b)(2)',
    citation: ['552(b)(2)'],
    title: ['internal personnel rules and practices of an agency'],
    source: DOI_OIG,
  },
  {
    id: 'us-foia-b3',
    law: FOIA,
    section: '(b)(3)',
    heading: 'Exemption (b)(3) protects information that is prohibited by a statute other than the FOIA.',
    label: '(b)(3)',
    citation: ['552(b)(3)'],
    title: ['statute'],
    source: DOI_OIG,
  },
  {
    id: 'us-foia-b4',
    law: FOIA,
    section: '(b)(4)',
    heading: 'Exemption (b)(4) protects trade secrets and confidential, commercial or financial information',
    label: '(b)(4)',
    citation: ['552(b)(4)'],
    title: ['trade secrets', 'commercial or financial information'],
    source: DOI_OIG,
  },
  {
    id: 'us-foia-b5',
    law: FOIA,
    section: '(b)(5)',
    heading: 'Exemption (b)(5) permits an agency to withhold inter-agency or intra-agency information',
    label: '(b)(5)',
    citation: ['552(b)(5)'],
    title: ['inter-agency or intra-agency'],
    source: DOI_OIG,
  },
  {
    id: 'us-foia-b6',
    law: FOIA,
    section: '(b)(6)',
    heading:
      'Exemption (b)(6) personnel and medical files and similar files, the disclosure of which would constitute an unwarranted invasion of individual privacy',
    label: '(b)(6)',
    citation: ['552(b)(6)'],
    title: ['personnel and medical files and similar files', 'invasion of personal privacy'],
    source: USDA,
  },
  {
    id: 'us-foia-b7a',
    law: FOIA,
    section: '(b)(7)(A)',
    heading:
      '"records or information compiled for law enforcement purposes, but only to the extent that production of such law enforcement records or information . . . could reasonably be expected to interfere with enforcement proceedings."',
    label: '(b)(7)(A)',
    citation: ['552(b)(7)(A)'],
    title: ['interfere with enforcement proceedings'],
    source: 'http://www.justice.gov/oip/exemption7a.htm',
  },
  {
    id: 'us-foia-b7b',
    law: FOIA,
    section: '(b)(7)(B)',
    heading: 'Fair trial or impartial adjudication. Under the FOIA Exemption 7(B) (5 U.S.C. 552(b)(7)(b))',
    label: '(b)(7)(B)',
    citation: ['552(b)(7)(B)'],
    title: ['fair trial or an impartial adjudication'],
    source: SSA,
  },
  {
    id: 'us-foia-b7c',
    law: FOIA,
    section: '(b)(7)(C)',
    heading:
      'Personal privacy. Under the FOIA Exemption 7(C) … could reasonably be expected to constitute an unwarranted invasion of personal privacy.',
    label: '(b)(7)(C)',
    citation: ['552(b)(7)(C)'],
    title: ['unwarranted invasion of personal privacy'],
    source: SSA,
  },
  {
    id: 'us-foia-b7d',
    law: FOIA,
    section: '(b)(7)(D)',
    heading:
      'Confidential sources and information. Pursuant to the FOIA Exemption 7(D) … we may withhold the identity of confidential sources',
    label: '(b)(7)(D)',
    citation: ['552(b)(7)(D)'],
    title: ['confidential source'],
    source: SSA,
  },
  {
    id: 'us-foia-b7e',
    law: FOIA,
    section: '(b)(7)(E)',
    heading:
      '"would disclose techniques and procedures for law enforcement investigations or prosecutions, or would disclose guidelines for law enforcement investigations or prosecutions if such disclosure could reasonably be expected to risk circumvention of the law."',
    label: '(b)(7)(E)',
    citation: ['552(b)(7)(E)'],
    title: ['techniques and procedures for law enforcement investigations or prosecutions'],
    source: 'http://www.justice.gov/oip/foia-guide-2004-edition-exemption-7e',
  },
  {
    id: 'us-foia-b7f',
    law: FOIA,
    section: '(b)(7)(F)',
    heading: '"…could reasonably be expected to endanger the life or physical safety of any individual."',
    label: '(b)(7)(F)',
    citation: ['552(b)(7)(F)'],
    title: ['endanger the life or physical safety of any individual'],
    source: 'http://www.rcfp.org/federal-foia-appeals-guide/exemption-7/ii-harm-disclosure/f-7f',
  },
  {
    id: 'us-foia-b8',
    law: FOIA,
    section: '(b)(8)',
    heading:
      'Exemption (b)(8) records for the use of any agency responsible for the regulation or supervision of financial institutions',
    label: '(b)(8)',
    citation: ['552(b)(8)'],
    title: ['regulation or supervision of financial institutions'],
    source: USDA,
  },
  {
    id: 'us-foia-b9',
    law: FOIA,
    section: '(b)(9)',
    heading:
      'Exemption 9 of the FOIA covers "geological and geophysical information and data, including maps, concerning wells."',
    label: '(b)(9)',
    citation: ['552(b)(9)'],
    title: ['geological and geophysical information and data, including maps, concerning wells'],
    source: 'http://www.justice.gov/oip/foia-guide-2004-edition-exemption-9',
  },
];

const ALL_CODES = LEGAL_CODE_SETS.flatMap((set) => set.codes);
const lower = (text: string) => text.toLocaleLowerCase('nb');

describe('built-in legal codes against their sources', () => {
  it.each(TABLE)('$id names $law $section as the source does', (row) => {
    const code = findLegalCode(row.id);
    expect(code, `${row.id} is not a built-in code`).toBeDefined();
    if (!code) return;
    expect(code.law.name).toBe(row.law);
    expect(code.law.section).toBe(row.section);
    expect(code.law.source).toBe(row.source);
    expect(code.label).toContain(row.label);
    for (const part of row.citation) expect(code.citation).toContain(part);
    for (const word of row.title) expect(lower(code.title)).toContain(lower(word));
    expect(row.heading.trim()).not.toBe('');
  });

  it('has a row for every built-in code and a code for every row', () => {
    expect(ALL_CODES.map((code) => code.id).sort()).toEqual(TABLE.map((row) => row.id).sort());
  });
});

describe('built-in legal code sets', () => {
  it('give every code a unique id that legalCodeIdSchema accepts and that does not look like an organization code', () => {
    const ids = ALL_CODES.map((code) => code.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(legalCodeIdSchema.safeParse(id).success, id).toBe(true);
      expect(id.startsWith('org-'), id).toBe(false);
    }
  });

  it('give every set a unique id, and every code its own set id and a prefix from its jurisdiction', () => {
    const setIds = LEGAL_CODE_SETS.map((set) => set.id);
    expect(new Set(setIds).size).toBe(setIds.length);
    for (const set of LEGAL_CODE_SETS) {
      expect(set.codes.length).toBeGreaterThan(0);
      for (const code of set.codes) {
        expect(code.set).toBe(set.id);
        expect(code.id.startsWith(`${set.jurisdiction.toLowerCase()}-`), code.id).toBe(true);
      }
    }
  });

  it('keep labels short enough for a redaction box (24 characters) and every text filled in', () => {
    for (const code of ALL_CODES) {
      expect(code.label.length, code.label).toBeLessThanOrEqual(24);
      expect(code.label.trim()).toBe(code.label);
      for (const text of [code.label, code.citation, code.title, code.law.name, code.law.section]) {
        expect(text.trim().length, code.id).toBeGreaterThan(0);
      }
      expect(code.law.source, code.id).toMatch(/^https?:\/\//);
    }
  });

  it('write the Norwegian sets in bokmål and the UK and US sets in English', () => {
    for (const set of LEGAL_CODE_SETS) expect(set.language).toBe(set.jurisdiction === 'NO' ? 'nb' : 'en');
  });
});

describe('legalCodeIdSchema', () => {
  it('accepts built-in and organization ids and refuses anything else', () => {
    for (const id of ['no-offl-13', 'us-foia-b7c', 'org-internal-note', 'ab'])
      expect(legalCodeIdSchema.safeParse(id).success, id).toBe(true);
    for (const id of ['', 'a', 'No-offl-13', '-offl', 'offl § 13', 'a'.repeat(65), 'org_x'])
      expect(legalCodeIdSchema.safeParse(id).success, id).toBe(false);
  });
});

describe('the default table', () => {
  it('only proposes codes that exist, in the set it is listed under', () => {
    for (const [set, byCategory] of Object.entries(DEFAULT_CODES)) {
      expect(LEGAL_SET_PREFERENCE).toContain(set);
      for (const id of Object.values(byCategory)) expect(findLegalCode(id)?.set, id).toBe(set);
    }
  });

  it('lists every built-in set in the preference order exactly once', () => {
    expect([...LEGAL_SET_PREFERENCE].sort()).toEqual(LEGAL_CODE_SETS.map((set) => set.id).sort());
  });

  it('knows only entity labels from the catalogue', async () => {
    const { ENTITY_CATALOGUE } = await import('../entities.ts');
    const known = new Set<string>(Object.values(ENTITY_CATALOGUE).flat());
    for (const label of ENTITY_CATEGORIES.keys()) expect(known.has(label), label).toBe(true);
  });
});

describe('defaultLegalCode', () => {
  const ALL_SETS = LEGAL_CODE_SETS.map((set) => set.id);

  it('proposes offl. § 13 jf. fvl. § 13 første ledd nr. 1 for personal matters under offentleglova', () => {
    for (const label of [
      'PERSON_F',
      'PERSON_S',
      'NO_PHONE_NUMBER_F',
      'EMAIL_ADDRESS_F',
      'NO_ADDRESS_F',
      'FAMILY_RELATION_S',
    ])
      expect(defaultLegalCode(label, ['no-offentleglova']), label).toBe('no-offl-13-fvl-13-1-1');
  });

  it('proposes offl. § 26 femte ledd for a fødselsnummer', () => {
    expect(defaultLegalCode('NO_FODSELSNUMMER_F', ['no-offentleglova'])).toBe('no-offl-26-5');
  });

  it('prefers offentleglova over helsepersonelloven for health, and uses hpl. § 21 without it', () => {
    expect(defaultLegalCode('HEALTH_INFO_S', ['no-helsepersonelloven', 'no-offentleglova'])).toBe(
      'no-offl-13-fvl-13-1-1',
    );
    expect(defaultLegalCode('HEALTH_INFO_S', ['no-helsepersonelloven'])).toBe('no-hpl-21');
    expect(
      defaultLegalCode('medical condition', ['no-helsepersonelloven', 'no-personopplysningsloven']),
    ).toBe('no-hpl-21');
  });

  it('skips an enabled set that has nothing for the label and takes the next one', () => {
    // helsepersonelloven covers health only: a name falls through to forvaltningsloven.
    expect(defaultLegalCode('PERSON_F', ['no-helsepersonelloven', 'no-forvaltningsloven'])).toBe(
      'no-fvl-13-1-1',
    );
    expect(defaultLegalCode('PERSON_F', ['no-helsepersonelloven'])).toBeUndefined();
    expect(defaultLegalCode('PERSON_F', ['no-sikkerhetsloven'])).toBeUndefined();
  });

  it('uses GDPR art. 9 and art. 10 when only personopplysningsloven is enabled', () => {
    expect(defaultLegalCode('SEXUAL_ORIENTATION_S', ['no-personopplysningsloven'])).toBe('no-gdpr-art9');
    expect(defaultLegalCode('HEALTH_A', ['no-personopplysningsloven'])).toBe('no-gdpr-art9');
    expect(defaultLegalCode('CRIMINAL_RECORD_S', ['no-personopplysningsloven'])).toBe('no-gdpr-art10');
    expect(defaultLegalCode('PERSON_F', ['no-personopplysningsloven'])).toBeUndefined();
  });

  it('proposes s.40(2) in the UK and (b)(6) in the US for personal data', () => {
    for (const label of ['PERSON_F', 'HEALTH_INFO_S', 'CRIMINAL_A', 'NO_FODSELSNUMMER_F']) {
      expect(defaultLegalCode(label, ['uk-foi']), label).toBe('uk-foi-s40');
      expect(defaultLegalCode(label, ['us-foia']), label).toBe('us-foia-b6');
    }
  });

  it('follows the fixed preference order, not the order the sets are given in', () => {
    expect(defaultLegalCode('PERSON_F', ['us-foia', 'uk-foi'])).toBe('uk-foi-s40');
    expect(defaultLegalCode('PERSON_F', ['us-foia', 'no-forvaltningsloven', 'no-offentleglova'])).toBe(
      'no-offl-13-fvl-13-1-1',
    );
  });

  it('proposes nothing for an unknown label, a label with no category, or no enabled set', () => {
    expect(defaultLegalCode('NOT_A_LABEL', ALL_SETS)).toBeUndefined();
    expect(defaultLegalCode('ORGANIZATION_A', ALL_SETS)).toBeUndefined();
    expect(defaultLegalCode('URL_F', ALL_SETS)).toBeUndefined();
    expect(defaultLegalCode('PERSON_F', [])).toBeUndefined();
    expect(defaultLegalCode('PERSON_F', ['org-something', 'no-such-set'])).toBeUndefined();
  });

  it('gives every labelled category a default when all sets are enabled', () => {
    for (const label of ENTITY_CATEGORIES.keys())
      expect(defaultLegalCode(label, ALL_SETS), label).toBeDefined();
  });
});
