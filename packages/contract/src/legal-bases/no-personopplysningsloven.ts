import type { LegalCodeSet } from './types.ts';

/**
 * Personopplysningsloven and the General Data Protection Regulation it makes Norwegian law
 * (personvernforordningen): the special categories (art. 9) and criminal-offence data (art. 10).
 * Decision 0058.
 */
const SET = 'no-personopplysningsloven';

export const NO_PERSONOPPLYSNINGSLOVEN: LegalCodeSet = {
  id: SET,
  name: 'Personopplysningsloven / GDPR (Norway)',
  language: 'nb',
  jurisdiction: 'NO',
  codes: [
    {
      id: 'no-gdpr-art9',
      set: SET,
      label: 'GDPR art. 9',
      citation: 'personvernforordningen (GDPR) artikkel 9',
      title:
        'Særlige kategorier av personopplysninger: helse, seksuell legning, religion, politisk oppfatning, fagforeningsmedlemskap, genetiske og biometriske opplysninger',
      law: {
        name: 'personvernforordningen (GDPR)',
        section: 'artikkel 9',
        source: 'https://www.sandtro.no/gdpr/kapii/art9/',
      },
    },
    {
      id: 'no-gdpr-art10',
      set: SET,
      label: 'GDPR art. 10',
      citation: 'personvernforordningen (GDPR) artikkel 10',
      title: 'Personopplysninger om straffedommer og lovovertredelser',
      law: {
        name: 'personvernforordningen (GDPR)',
        section: 'artikkel 10',
        source: 'https://gdpr-text.com/no/read/article-10/',
      },
    },
  ],
};
