import {
  addDomain,
  addMember,
  ASSIGNABLE_ROLES,
  createOrganization,
  joinOrganization,
  type Member,
  removeDomain,
  removeMember,
  updateMemberRole,
  verifyDomain,
} from '@sladd/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../features/billing/notify.ts';
import { api } from '../../../lib/api/index.ts';
import { describeError } from '../../../lib/i18n/translate-message.ts';
import { dropActiveOrganization } from '../../../lib/queries/organization-context.ts';
import { queryKeys } from '../../../lib/queries/query-keys.ts';
import { useOrganizationTranslation } from './use-organization-translation.ts';

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Every failure shows the server's message (in the person's language when it is a known one). */
function useFailure() {
  const { t } = useOrganizationTranslation();
  return (fallbackKey: string) => (error: unknown) => notifyError(describeError(t, error, fallbackKey));
}

/** After a change: the organization's data, and the list of the person's organizations. */
function useRefreshOrganization(orgId: string | null) {
  const client = useQueryClient();
  return async () => {
    if (orgId) await client.invalidateQueries({ queryKey: queryKeys.organizations.one(orgId) });
    await client.invalidateQueries({ queryKey: queryKeys.organizations.mine });
  };
}

/** Creates an organization; the list then makes it the active one (the person owns it). */
export function useCreateOrganization(onDone: () => void) {
  const { t } = useOrganizationTranslation();
  const client = useQueryClient();
  const onError = useFailure();
  return useMutation({
    mutationFn: (name: string) => api(createOrganization, { body: { name } }),
    onSuccess: async (organization) => {
      notifySuccess(t('create.created', { name: organization.name }));
      await client.invalidateQueries({ queryKey: queryKeys.organizations.all });
      onDone();
    },
    onError: onError('organization:errors.create'),
  });
}

export function useJoinOrganization() {
  const { t } = useOrganizationTranslation();
  const client = useQueryClient();
  const onError = useFailure();
  return useMutation({
    mutationFn: (orgId: string) => api(joinOrganization, { params: { org_id: orgId } }),
    onSuccess: async (organization) => {
      notifySuccess(t('empty.joined', { name: organization.name }));
      await client.invalidateQueries({ queryKey: queryKeys.organizations.all });
    },
    onError: onError('organization:errors.join'),
  });
}

export interface NewMember {
  identifier: string;
  identifier_type: 'email' | 'username';
  role: AssignableRole;
}

export function useAddMember(orgId: string, onDone: () => void) {
  const { t } = useOrganizationTranslation();
  const refresh = useRefreshOrganization(orgId);
  const onError = useFailure();
  return useMutation({
    mutationFn: (body: NewMember) => api(addMember, { params: { org_id: orgId }, body }),
    onSuccess: async (member) => {
      notifySuccess(t('addMember.added', { name: member.username, role: t(`roles.${member.role}`) }));
      onDone();
      await refresh();
    },
    onError: onError('organization:errors.addMember'),
  });
}

export function useChangeRole(orgId: string) {
  const { t } = useOrganizationTranslation();
  const refresh = useRefreshOrganization(orgId);
  const onError = useFailure();
  return useMutation({
    mutationFn: ({ member, role }: { member: Member; role: AssignableRole }) =>
      api(updateMemberRole, { params: { org_id: orgId, user_id: member.user_id }, body: { role } }),
    onSuccess: async (member) => {
      notifySuccess(t('members.roleChanged', { name: member.username, role: t(`roles.${member.role}`) }));
      await refresh();
    },
    onError: onError('organization:errors.role'),
  });
}

/** Removes a member, or the person themselves (leaving: the context then moves on). */
export function useRemoveMember(orgId: string) {
  const { t } = useOrganizationTranslation();
  const client = useQueryClient();
  const refresh = useRefreshOrganization(orgId);
  const onError = useFailure();
  return useMutation({
    mutationFn: ({ member }: { member: Member; isSelf: boolean }) =>
      api(removeMember, { params: { org_id: orgId, user_id: member.user_id } }),
    onSuccess: async (_answer, { member, isSelf }) => {
      notifySuccess(isSelf ? t('members.left') : t('members.removed', { name: member.username }));
      if (!isSelf) return refresh();
      // Leaving: the context lets go of the organization and the list names the next one; its
      // data is then dropped (asking for it again would only answer 404).
      dropActiveOrganization(client, orgId);
      await client.invalidateQueries({ queryKey: queryKeys.organizations.mine });
      client.removeQueries({ queryKey: queryKeys.organizations.one(orgId) });
    },
    onError: onError('organization:errors.removeMember'),
  });
}

export function useAddDomain(orgId: string, onDone: () => void) {
  const { t } = useOrganizationTranslation();
  const refresh = useRefreshOrganization(orgId);
  const onError = useFailure();
  return useMutation({
    mutationFn: (domain: string) => api(addDomain, { params: { org_id: orgId }, body: { domain } }),
    onSuccess: async (domain) => {
      notifySuccess(t('addDomain.added', { domain: domain.domain }));
      onDone();
      await refresh();
    },
    onError: onError('organization:errors.domains'),
  });
}

/** Verifying: a DOMAIN_NOT_VERIFIED answer is shown by the domain itself, not as a toast. */
export function useVerifyDomain(orgId: string) {
  const { t } = useOrganizationTranslation();
  const refresh = useRefreshOrganization(orgId);
  return useMutation({
    mutationFn: (domainId: string) => api(verifyDomain, { params: { org_id: orgId, domain_id: domainId } }),
    onSuccess: async (domain) => {
      if (domain.verified) notifySuccess(t('domains.verifiedNotice', { domain: domain.domain }));
      await refresh();
    },
  });
}

export function useRemoveDomain(orgId: string) {
  const { t } = useOrganizationTranslation();
  const refresh = useRefreshOrganization(orgId);
  const onError = useFailure();
  return useMutation({
    mutationFn: ({ domainId }: { domainId: string; name: string }) =>
      api(removeDomain, { params: { org_id: orgId, domain_id: domainId } }),
    onSuccess: async (_answer, { name }) => {
      notifySuccess(t('domains.removed', { domain: name }));
      await refresh();
    },
    onError: onError('organization:errors.domains'),
  });
}
