import { AppError } from '../../platform/errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';

/**
 * Who may do what with redaction history (the /documents routes):
 * - read, list, delete: the owner only; the service scopes every query to the signed-in user, so
 *   another user's item is simply not found (404);
 * - save: the owner, and only while "save redaction history" is on in their settings (403 FORBIDDEN).
 */
export function createDocumentsPolicy(deps: { settings: SettingsService }) {
  return {
    async assertMaySave(userId: string): Promise<void> {
      if (!(await deps.settings.isHistoryEnabled(userId)))
        throw new AppError('FORBIDDEN', 'Saving redaction history is turned off in your settings.');
    },
  };
}

export type DocumentsPolicy = ReturnType<typeof createDocumentsPolicy>;
