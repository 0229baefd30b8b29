import {
  createOrganizationLegalCode,
  getOrganizationLegalBases,
  type OrganizationLegalBases,
  type OrganizationLegalCode,
  organizationLegalCodeInputSchema,
  retireOrganizationLegalCode,
  updateOrganizationLegalCode,
  updateOrganizationLegalCodeSets,
} from '@sladd/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { notifyError, notifySuccess } from '../../../features/billing/notify.ts';
import { api } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { useOrganizationTranslation } from './use-organization-translation.ts';

export type LegalCodeInput = z.infer<typeof organizationLegalCodeInputSchema>;

/** The organization's sets (each with whether it is shown) and its own codes, retired ones included. */
export function useOrganizationLegalBases(orgId: string) {
  return useQuery({
    queryKey: queryKeys.organizations.legalBases(orgId),
    queryFn: () => api(getOrganizationLegalBases, { params: { org_id: orgId } }),
    staleTime: 30_000,
  });
}

/** Shows or hides one built-in set: the answer is the whole choice, put straight into the cache. */
export function useToggleLegalCodeSet(orgId: string) {
  const { t } = useOrganizationTranslation();
  const client = useQueryClient();
  const key = queryKeys.organizations.legalBases(orgId);
  return useMutation({
    mutationFn: ({ enabledSets }: { enabledSets: string[]; name: string; enabled: boolean }) =>
      api(updateOrganizationLegalCodeSets, {
        params: { org_id: orgId },
        body: { enabled_sets: enabledSets },
      }),
    onSuccess: (answer, { name, enabled }) => {
      client.setQueryData<OrganizationLegalBases>(key, answer);
      notifySuccess(enabled ? t('legalBases.setShown', { name }) : t('legalBases.setHidden', { name }));
    },
    onError: (error) => notifyError(describeError(t, error, 'organization:legalBases.setFailed')),
  });
}

/** Puts a changed code in the cached list (it keeps its place; a new one goes first, as the server orders). */
function useStoreCode(orgId: string) {
  const client = useQueryClient();
  return (code: OrganizationLegalCode) =>
    client.setQueryData<OrganizationLegalBases>(queryKeys.organizations.legalBases(orgId), (current) => {
      if (!current) return current;
      const has = current.codes.some((item) => item.id === code.id);
      return {
        ...current,
        codes: has
          ? current.codes.map((item) => (item.id === code.id ? code : item))
          : [code, ...current.codes],
      };
    });
}

/** Adds a code (`id` given) or edits one; the form shows failures itself (field by field). */
export function useSaveLegalCode(orgId: string, onDone: () => void) {
  const { t } = useOrganizationTranslation();
  const store = useStoreCode(orgId);
  return useMutation({
    mutationFn: ({ id, isNew, input }: { id: string; isNew: boolean; input: LegalCodeInput }) =>
      isNew
        ? api(createOrganizationLegalCode, { params: { org_id: orgId }, body: { ...input, id } })
        : api(updateOrganizationLegalCode, { params: { org_id: orgId, code_id: id }, body: input }),
    onSuccess: (code, { isNew }) => {
      store(code);
      notifySuccess(
        isNew ? t('legalBases.added', { label: code.label }) : t('legalBases.saved', { label: code.label }),
      );
      onDone();
    },
  });
}

/** Retires a code, or brings a retired one back (`retired: false`). */
export function useRetireLegalCode(orgId: string) {
  const { t } = useOrganizationTranslation();
  const store = useStoreCode(orgId);
  return useMutation({
    mutationFn: ({ code, retire }: { code: OrganizationLegalCode; retire: boolean }) =>
      retire
        ? api(retireOrganizationLegalCode, { params: { org_id: orgId, code_id: code.id } })
        : api(updateOrganizationLegalCode, {
            params: { org_id: orgId, code_id: code.id },
            body: {
              label: code.label,
              citation: code.citation,
              title: code.title,
              language: code.language,
              retired: false,
            },
          }),
    onSuccess: (code, { retire }) => {
      store(code);
      notifySuccess(
        retire
          ? t('legalBases.retired', { label: code.label })
          : t('legalBases.restored', { label: code.label }),
      );
    },
    onError: (error) => notifyError(describeError(t, error, 'organization:legalBases.changeFailed')),
  });
}

/** A code id suggested from a label: `org-` and the label in lower-case letters, digits and hyphens. */
export function suggestCodeId(label: string): string {
  const slug = label
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('å', 'a')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug ? `org-${slug}` : '';
}
