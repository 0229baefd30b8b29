import type { LegalCode, LegalCodeSet } from './types.ts';

/**
 * Offentleglova (lov 19. mai 2006 nr. 16 om rett til innsyn i dokument i offentleg verksemd): the
 * exemptions a caseworker cites for each withheld part (offl. § 31). Sources and what each one states:
 * decision 0058.
 */
const SET = 'no-offentleglova';
const LAW = 'offentleglova';

/** Innst. S. nr. 166 (2008–2009), vedlegg: the law's text with its section headings. */
const STORTINGET_OFFL_TEXT =
  'https://stortinget.no/no/Saker-og-publikasjoner/Publikasjoner/Innstillinger/Stortinget/2008-2009/inns-200809-166/?lvl=0';
/** Lovvedtak 18 (2011–2012): the present headings of §§ 25 and 26 and their new fourth and fifth paragraphs. */
const STORTINGET_OFFL_2011 =
  'https://www.stortinget.no/no/Saker-og-publikasjoner/Vedtak/Beslutninger/Lovvedtak/2011-2012/vedtak-201112-018/';
/** Lovavdelingen, «Vurdering av teieplikt og tolking av offentleglova § 13 tredje ledd» (2010). */
const LOVAVDELINGEN_FVL_13_1_1 =
  'https://www.regjeringen.no/no/dokumenter/-13---vurdering-av-teieplikt-og-tolking-/id609520/';
/** Lovavdelingen, «§ 13 første ledd nr. 2 – Tidsfrister i forvaltningsvedtak» (2020). */
const LOVAVDELINGEN_FVL_13_1_2 =
  'https://www.regjeringen.no/no/dokumenter/-13-forste-ledd-nr.-2---tidsfrister-i-forvaltningsvedtak--sporsmal-om-det-foreligger-taushetsplikt/id2691731/';

function code(
  id: string,
  label: string,
  citation: string,
  title: string,
  section: string,
  source: string,
): LegalCode {
  return { id, set: SET, label, citation, title, law: { name: LAW, section, source } };
}

export const NO_OFFENTLEGLOVA: LegalCodeSet = {
  id: SET,
  name: 'Offentleglova (Norway)',
  language: 'nb',
  jurisdiction: 'NO',
  codes: [
    code(
      'no-offl-13',
      'offl. § 13',
      'offentleglova § 13 første ledd',
      'Opplysninger som er underlagt taushetsplikt i lov eller i medhold av lov',
      '§ 13',
      STORTINGET_OFFL_TEXT,
    ),
    code(
      'no-offl-13-fvl-13-1-1',
      'offl. § 13 jf. fvl. § 13',
      'offentleglova § 13 første ledd, jf. forvaltningsloven § 13 første ledd nr. 1',
      'Taushetsplikt om noens personlige forhold',
      '§ 13',
      LOVAVDELINGEN_FVL_13_1_1,
    ),
    code(
      'no-offl-13-fvl-13-1-2',
      'offl. § 13 jf. fvl. § 13',
      'offentleglova § 13 første ledd, jf. forvaltningsloven § 13 første ledd nr. 2',
      'Taushetsplikt om tekniske innretninger og fremgangsmåter samt drifts- eller forretningsforhold',
      '§ 13',
      LOVAVDELINGEN_FVL_13_1_2,
    ),
    code(
      'no-offl-14',
      'offl. § 14',
      'offentleglova § 14 første ledd',
      'Dokumenter organet har utarbeidet for sin egen saksforberedelse (organinterne dokumenter)',
      '§ 14',
      STORTINGET_OFFL_TEXT,
    ),
    code(
      'no-offl-15',
      'offl. § 15',
      'offentleglova § 15',
      'Dokumenter innhentet utenfra for den interne saksforberedelsen',
      '§ 15',
      STORTINGET_OFFL_TEXT,
    ),
    code(
      'no-offl-20',
      'offl. § 20',
      'offentleglova § 20',
      'Opplysninger der unntak er påkrevd av hensyn til Norges utenrikspolitiske interesser',
      '§ 20',
      'https://www.sivilombudsmannen.no/uttalelser/innsyn-i-vedlegg-til-en-memorandum-of-understanding/',
    ),
    code(
      'no-offl-21',
      'offl. § 21',
      'offentleglova § 21',
      'Opplysninger der unntak er påkrevd av nasjonale sikkerhetshensyn eller forsvaret av landet',
      '§ 21',
      'https://presse.no/klagebrev/unntak-av-hensyn-til-nasjonal-sikkerhet-eller-forsvar-av-landet/',
    ),
    code(
      'no-offl-23',
      'offl. § 23',
      'offentleglova § 23 første ledd',
      'Opplysninger der unntak er påkrevd for en forsvarlig gjennomføring av organets økonomi-, lønns- eller personalforvaltning',
      '§ 23',
      'https://kommunal-rapport.no/bernt-svarer/2018/06/konflikt-kan-rettferdiggjore-hemmelighold',
    ),
    code(
      'no-offl-24-2',
      'offl. § 24 andre ledd',
      'offentleglova § 24 andre ledd',
      'Anmeldelser, tips og lignende dokumenter om lovbrudd',
      '§ 24',
      'https://www.regjeringen.no/no/dokumenter/-24---Offentleglova--24-andre-ledd1/id634697/',
    ),
    code(
      'no-offl-24-3',
      'offl. § 24 tredje ledd',
      'offentleglova § 24 tredje ledd',
      'Opplysninger der unntak er påkrevd fordi innsyn ville lette gjennomføringen av straffbare handlinger',
      '§ 24',
      'https://presse.no/klagebrev/opplysningene-kan-brukes-til-straffbare-handlinger/',
    ),
    code(
      'no-offl-25',
      'offl. § 25',
      'offentleglova § 25 første ledd',
      'Dokumenter i sak om ansettelse eller forfremmelse i offentlig tjeneste (tilsettingssaker)',
      '§ 25',
      STORTINGET_OFFL_2011,
    ),
    code(
      'no-offl-25-4',
      'offl. § 25 fjerde ledd',
      'offentleglova § 25 fjerde ledd',
      'Lønnsoppgaver: beregnet lønn, grunnlag for feriepenger og trekk (ikke bruttoutbetalinger)',
      '§ 25',
      STORTINGET_OFFL_2011,
    ),
    code(
      'no-offl-26-5',
      'offl. § 26 femte ledd',
      'offentleglova § 26 femte ledd',
      'Fødselsnummer og nummer med tilsvarende funksjon',
      '§ 26',
      STORTINGET_OFFL_2011,
    ),
  ],
};
