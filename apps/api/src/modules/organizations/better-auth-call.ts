import { APIError } from 'better-auth/api';
import { AppError } from '../../platform/errors.ts';

/**
 * better-auth's organization errors in our codes; its words are kept when there is no better.
 * Only bookkeeping goes through better-auth (create, add, leave): its own refusals are limits
 * (members per organization, organizations per person), never who the caller is — that is
 * organization.policy.ts's, asked by the routes (decision 0056).
 */
export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const body = error.body as { code?: string; message?: string } | undefined;
    const message = body?.message ?? 'The organization could not be changed.';
    if (body?.code === 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION')
      throw new AppError('ALREADY_A_MEMBER', 'This person is already a member of the organization.');
    const status = String(error.status);
    // eslint-disable-next-line no-restricted-syntax -- better-auth's limit refusals keep their status (not a role rule)
    if (status === 'FORBIDDEN') throw new AppError('FORBIDDEN', message);
    if (status === 'NOT_FOUND') throw new AppError('NOT_FOUND', message);
    if (status === 'UNAUTHORIZED') throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
    throw new AppError('BAD_REQUEST', message);
  }
}
