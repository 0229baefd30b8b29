import { AppError } from '../errors.ts';

/**
 * Which credential may reach which route, and for whom it acts (decision 0056): the sign-in side of
 * the one authorization style. `authenticate` (session.ts) and the body-key handshake ask these; the
 * modules' policies decide what the person behind the credential may then do.
 *
 * - A session cookie reaches every route that needs a session.
 * - An API key reaches only the routes whose contract says `apiKey: true` (the PDF operations,
 *   the redaction history, reading legal bases and the audit trail); sent anywhere else it is
 *   refused, never silently ignored.
 * - An organization's API key acts for its own organization only.
 * - Body encryption is agreed for browser sessions only.
 * - An `org_id` header counts only for a member of that organization; anyone else is told there is
 *   no such organization (its existence is not confirmed).
 */
export type Credential = 'session' | 'api_key';

export function assertKeyTakenHere(routeTakesKeys: boolean): void {
  if (!routeTakesKeys)
    throw new AppError(
      'API_KEY_NOT_ALLOWED',
      'This call cannot be made with an API key. API keys work for the PDF operations, the redaction history, and reading legal bases and the audit trail (see docs/API.md).',
    );
}

export function assertKeyActsFor(
  keyOrganizationId: string,
  requestedOrganizationId: string | undefined,
): void {
  if (requestedOrganizationId !== undefined && requestedOrganizationId !== keyOrganizationId)
    throw new AppError(
      'API_KEY_NOT_ALLOWED',
      'This API key acts for another organization. Leave out the org_id header, or use a key made in that organization.',
    );
}

export function assertMemberOfRequested<T>(membership: T | undefined): T {
  if (!membership) throw new AppError('NOT_FOUND', 'There is no such organization.');
  return membership;
}

export function assertBrowserSession(via: Credential | undefined): void {
  if (via === 'api_key') throw new AppError('FORBIDDEN', 'Body encryption is for browser sessions.');
}
