import type { LegalCodeSet } from './types.ts';

/** Sikkerhetsloven (lov om nasjonal sikkerhet, Innst. 103 L (2017–2018)): security-classified information. Decision 0058. */
const SET = 'no-sikkerhetsloven';

export const NO_SIKKERHETSLOVEN: LegalCodeSet = {
  id: SET,
  name: 'Sikkerhetsloven (Norway)',
  language: 'nb',
  jurisdiction: 'NO',
  codes: [
    {
      id: 'no-sikkl-5-3',
      set: SET,
      label: 'sikkl. § 5-3',
      citation: 'sikkerhetsloven § 5-3',
      title: 'Sikkerhetsgradert informasjon (BEGRENSET, KONFIDENSIELT, HEMMELIG, STRENGT HEMMELIG)',
      law: {
        name: 'sikkerhetsloven',
        section: '§ 5-3',
        source:
          'https://nsm.no/regelverk-og-hjelp/veiledere-og-handboker-til-sikkerhetsloven/veileder-i-verdivurdering-av-informasjon/sikkerhetsgradert-informasjon/',
      },
    },
  ],
};
