import type { LegalCodeSet } from './types.ts';

/** Helsepersonelloven (lov om helsepersonell m.v., 1999): health personnel's duty of confidentiality. Decision 0058. */
const SET = 'no-helsepersonelloven';

export const NO_HELSEPERSONELLOVEN: LegalCodeSet = {
  id: SET,
  name: 'Helsepersonelloven (Norway)',
  language: 'nb',
  jurisdiction: 'NO',
  codes: [
    {
      id: 'no-hpl-21',
      set: SET,
      label: 'hpl. § 21',
      citation: 'helsepersonelloven § 21',
      title: 'Taushetsplikt om folks legems- eller sykdomsforhold eller andre personlige forhold',
      law: {
        name: 'helsepersonelloven',
        section: '§ 21',
        source:
          'https://www.helsedirektoratet.no/rundskriv/helsepersonelloven-med-kommentarer/taushetsplikt-og-opplysningsrett/-21.hovedregel-om-taushetsplikt',
      },
    },
  ],
};
