import type { LegalCodeSet } from './types.ts';

/**
 * Forvaltningsloven: the general duty of confidentiality in § 13 første ledd,
 * for bodies that cite it directly rather than through offentleglova § 13. Decision 0058.
 */
const SET = 'no-forvaltningsloven';

export const NO_FORVALTNINGSLOVEN: LegalCodeSet = {
  id: SET,
  name: 'Forvaltningsloven (Norway)',
  language: 'nb',
  jurisdiction: 'NO',
  codes: [
    {
      id: 'no-fvl-13-1-1',
      set: SET,
      label: 'fvl. § 13 (1) nr. 1',
      citation: 'forvaltningsloven § 13 første ledd nr. 1',
      title: 'Taushetsplikt om noens personlige forhold',
      law: {
        name: 'forvaltningsloven',
        section: '§ 13 første ledd nr. 1',
        source:
          'https://www.regjeringen.no/no/dokumenter/taushetsplikt-opplysningsrett-og-opplysningsplikt-i-forvaltningen-en-veileder/id2963083/?ch=4',
      },
    },
    {
      id: 'no-fvl-13-1-2',
      set: SET,
      label: 'fvl. § 13 (1) nr. 2',
      citation: 'forvaltningsloven § 13 første ledd nr. 2',
      title:
        'Taushetsplikt om tekniske innretninger og fremgangsmåter samt drifts- eller forretningsforhold av konkurransemessig betydning',
      law: {
        name: 'forvaltningsloven',
        section: '§ 13 første ledd nr. 2',
        source: 'https://presse.no/forumer/svar/re-tilgang-pa-informasjon-om-bruk-av-offentlig/',
      },
    },
  ],
};
