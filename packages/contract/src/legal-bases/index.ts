import { z } from 'zod';
import { NO_FORVALTNINGSLOVEN } from './no-forvaltningsloven.ts';
import { NO_HELSEPERSONELLOVEN } from './no-helsepersonelloven.ts';
import { NO_OFFENTLEGLOVA } from './no-offentleglova.ts';
import { NO_PERSONOPPLYSNINGSLOVEN } from './no-personopplysningsloven.ts';
import { NO_SIKKERHETSLOVEN } from './no-sikkerhetsloven.ts';
import type { LegalCode, LegalCodeSet } from './types.ts';
import { UK_FOI } from './uk-foi.ts';
import { US_FOIA } from './us-foia.ts';

export type { LegalCode, LegalCodeSet, LegalCodeSetId } from './types.ts';
export { defaultLegalCode, LEGAL_SET_PREFERENCE } from './defaults.ts';

/** The built-in code sets (decision 0058), Norwegian first. */
export const LEGAL_CODE_SETS: readonly LegalCodeSet[] = [
  NO_OFFENTLEGLOVA,
  NO_FORVALTNINGSLOVEN,
  NO_HELSEPERSONELLOVEN,
  NO_PERSONOPPLYSNINGSLOVEN,
  NO_SIKKERHETSLOVEN,
  UK_FOI,
  US_FOIA,
];

const BUILT_IN_CODES: ReadonlyMap<string, LegalCode> = new Map(
  LEGAL_CODE_SETS.flatMap((set) => set.codes.map((code) => [code.id, code] as const)),
);

/** A built-in code by its id, or undefined (an organization's own codes live in the database). */
export function findLegalCode(id: string): LegalCode | undefined {
  return BUILT_IN_CODES.get(id);
}

/** Any code id, built-in or an organization's own ('org-<slug>'). */
export const legalCodeIdSchema: z.ZodString = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{1,63}$/,
    'A legal code id is 2 to 64 lower-case letters, digits or hyphens, starting with a letter or digit',
  );
